import { LegalPage } from './legal-page';

/** /cookies: the cookie policy. */
export default function CookiesPage() {
  return <LegalPage page="cookies" />;
}
