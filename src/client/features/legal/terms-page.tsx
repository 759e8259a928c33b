import { LegalPage } from './legal-page';

/** /terms (spec §2). */
export default function TermsPage() {
  return <LegalPage page="terms" />;
}
