import { LegalPage } from './legal-page';

/** /terms: the terms of service. */
export default function TermsPage() {
  return <LegalPage page="terms" />;
}
