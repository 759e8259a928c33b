import { act, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../shared/paths';
import { languageCookie } from '../../../shared/prerendered-landing';
import { initI18n, isNamespaceLoaded, setLanguage } from '../../lib/i18n';
import { renderRoutes } from '../../lib/test-utils';
import enLegal from '../../locales/en/legal.json';
import ruLegal from '../../locales/ru/legal.json';
import CookiesPage from './cookies-page';
import { COOKIE_SETTINGS_HREF, legalMarkupTags, type LegalPageName } from './legal-page';
import PrivacyPage from './privacy-page';
import TermsPage from './terms-page';

function renderLegalPage(page: LegalPageName) {
  return renderRoutes(
    [
      { path: paths.privacy.pattern, element: <PrivacyPage /> },
      { path: paths.terms.pattern, element: <TermsPage /> },
      { path: paths.cookies.pattern, element: <CookiesPage /> },
    ],
    paths[page].href(),
  );
}

/** What each language must say on each page. */
const expected = {
  en: {
    effective: 'Effective date: April 27, 2025',
    titles: { privacy: 'Privacy Policy', terms: 'Terms of Service', cookies: 'Cookie Policy' },
    governingLaw: /governed by the laws of England and Wales/,
    minimumAge: /at least 16 years old[^.]*, or at least 13 if you live in the United States/,
    cookieSettings: 'cookie settings',
  },
  ru: {
    effective: 'Дата вступления в силу: 27 апреля 2025 г.',
    titles: { privacy: 'Политика конфиденциальности', terms: 'Условия использования', cookies: 'Политика cookie' },
    governingLaw: /регулиру(ется|ются) правом Англии и Уэльса/,
    minimumAge: /16 лет, а если вы живёте в США — (не меньше |с )13 лет/,
    cookieSettings: 'настройках cookie',
  },
} as const;

const texts = { en: enLegal, ru: ruLegal };

describe('the legal namespace', () => {
  beforeAll(() => initI18n());

  it('keeps the document title only while the page is shown', async () => {
    document.title = 'Specforge';
    const { unmount } = renderLegalPage('privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(document.title).toBe('Privacy Policy · Specforge');
    unmount();
    expect(document.title).toBe('Specforge');
  });

  it('links the pages to each other, and privacy to the refund section of the terms', async () => {
    renderLegalPage('privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    const related = screen.getByRole('navigation', { name: 'Related policies' });
    expect(within(related).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(within(related).getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookies');
    expect(screen.getByRole('link', { name: /Payments and refunds section/ })).toHaveAttribute(
      'href',
      '/terms#payments-and-refunds',
    );
  });

  it('switches language on a shown page only once the new texts have arrived', async () => {
    renderLegalPage('terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    expect(isNamespaceLoaded('legal', 'ru')).toBe(false);
    await act(() => setLanguage('ru'));
    // Fetched before the switch, so the page goes straight from one language to the other.
    expect(isNamespaceLoaded('legal', 'ru')).toBe(true);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Условия использования');
    expect(document.title).toBe('Условия использования · Specforge');
    await act(() => setLanguage('en'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terms of Service');
  });

  it('uses only the tags the page turns into elements, each closed', () => {
    const strings = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : typeof value === 'object' && value
          ? Object.values(value).flatMap(strings)
          : [];
    for (const text of [...strings(enLegal), ...strings(ruLegal)]) {
      const tags = [...text.matchAll(/<(\/?)([^>]*)>/g)].map(([, slash, name]) => ({
        closing: slash === '/',
        name: name!,
      }));
      for (const { name } of tags) expect(legalMarkupTags, text).toContain(name);
      const opened = tags.filter((tag) => !tag.closing).map((tag) => tag.name);
      expect(
        tags.filter((tag) => tag.closing).map((tag) => tag.name),
        text,
      ).toEqual(opened);
    }
  });
});

describe.each(['en', 'ru'] as const)('the legal pages in %s', (language) => {
  const want = expected[language];
  beforeAll(async () => {
    await initI18n();
    await setLanguage(language);
  });
  afterAll(() => setLanguage('en'));

  it.each(['privacy', 'terms', 'cookies'] as const)(
    '%s: heading, effective date, sections and governing law',
    async (page) => {
      renderLegalPage(page);
      const main = await screen.findByRole('heading', { level: 1, name: want.titles[page] });
      expect(main).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getByText(want.effective)).toBeInTheDocument();
      expect(document.body).toHaveTextContent(want.governingLaw);
      expect(document.title).toBe(`${want.titles[page]} · Specforge`);

      // One h2 per section, each listed in the table of contents with a link to its anchor.
      const sections = texts[language][page].sections;
      const headings = screen.getAllByRole('heading', { level: 2 });
      expect(headings).toHaveLength(sections.length);
      const contents = screen.getByRole('navigation', { name: texts[language].ui.contents });
      const tocLinks = within(contents).getAllByRole('link');
      expect(tocLinks.map((link) => link.getAttribute('href'))).toEqual(sections.map(({ id }) => `#${id}`));
      for (const { id } of sections)
        expect(document.getElementById(id)).toHaveAttribute('aria-labelledby', `${id}-heading`);

      // No key or raw markup leaks into the page: every tag became an element, every value was filled in.
      expect(document.body.textContent).not.toMatch(/<\/?[a-zA-Z]+>|{{|sections\.\d/);
      // Contact: the support address and the contact page.
      expect(document.querySelector('a[href="mailto:support@specforge.local"]')).toHaveTextContent(
        'support@specforge.local',
      );
      expect(document.querySelector(`a[href="${paths.contact.href()}"]`)).not.toBeNull();
    },
  );

  it.each(['privacy', 'terms'] as const)('%s: states the minimum age (16, 13 in the US)', async (page) => {
    renderLegalPage(page);
    await screen.findByRole('heading', { level: 1, name: want.titles[page] });
    expect(document.body).toHaveTextContent(want.minimumAge);
  });

  it('cookies: links to the cookie settings and names the session cookie', async () => {
    renderLegalPage('cookies');
    await screen.findByRole('heading', { level: 1, name: want.titles.cookies });
    expect(screen.getByRole('link', { name: want.cookieSettings })).toHaveAttribute('href', COOKIE_SETTINGS_HREF);
    expect(COOKIE_SETTINGS_HREF).toBe('/#cookie-settings');
    expect(document.body).toHaveTextContent('better-auth.session_token');
    expect(document.body).toHaveTextContent('HttpOnly');
    // The cookie the server reads to send the prerendered landing page is strictly necessary too.
    const necessary = [...document.querySelectorAll('#strictly-necessary code')].map((code) => code.textContent);
    expect(necessary).toContain(languageCookie.name);
  });

  it('terms: the refund rules, with prices from the pricing module', async () => {
    renderLegalPage('terms');
    await screen.findByRole('heading', { level: 1, name: want.titles.terms });
    const refunds = document.getElementById('payments-and-refunds')!;
    expect(refunds).toHaveTextContent('14');
    expect(refunds.querySelector('a[href="/dashboard/settings"]')).not.toBeNull();
    expect(document.getElementById('credits-and-plans')).toHaveTextContent(/\$39.*\$99.*15%/);
  });
});
