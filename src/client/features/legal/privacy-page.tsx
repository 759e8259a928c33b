import { LegalPage } from './legal-page';

/** /privacy: the privacy policy. */
export default function PrivacyPage() {
  return <LegalPage page="privacy" />;
}
