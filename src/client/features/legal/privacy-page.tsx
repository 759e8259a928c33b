import { LegalPage } from './legal-page';

/** /privacy (spec §2). */
export default function PrivacyPage() {
  return <LegalPage page="privacy" />;
}
