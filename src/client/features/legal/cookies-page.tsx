import { LegalPage } from './legal-page';

/** /cookies (spec §2). */
export default function CookiesPage() {
  return <LegalPage page="cookies" />;
}
