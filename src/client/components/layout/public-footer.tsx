import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cookieSettings, paths } from '../../../shared/paths';
import { socialLinks } from '../../features/marketing/social-links';
import { supportEmail } from '../../lib/site';
import { LanguageSwitcher } from '../language-switcher';
import { Logo } from './logo';
import { sectionHref, sectionLinks } from './public-nav';

const linkClass = 'hover:text-foreground';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold text-foreground">{title}</h2>
      <ul className="mt-3 space-y-2">{children}</ul>
    </nav>
  );
}

/**
 * The public footer: Product, Company and Legal links. Signed in, the product links lead to the
 * dashboard; signed out, to the landing's sections.
 */
export function PublicFooter({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-border/60 text-sm text-muted">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-[1.5fr_1fr_1fr_1fr]">
        <div>
          <Link
            to={signedIn ? paths.dashboard.href() : paths.home.href()}
            className="flex items-center gap-2 font-semibold text-foreground"
          >
            <Logo />
            <span>{t('brand')}</span>
          </Link>
          <p className="mt-3 max-w-xs">{t('footer.tagline')}</p>
          <LanguageSwitcher className="mt-4" />
        </div>
        <Column title={t('footer.product')}>
          {sectionLinks.map(({ section, label }) => (
            <li key={section}>
              <Link to={signedIn ? paths.dashboard.href() : sectionHref(section)} className={linkClass}>
                {t(label)}
              </Link>
            </li>
          ))}
          {signedIn ? (
            <li>
              <Link to={paths.dashboard.href()} className={linkClass}>
                {t('footer.dashboard')}
              </Link>
            </li>
          ) : null}
        </Column>
        <Column title={t('footer.company')}>
          <li>
            <Link to={paths.contact.href()} className={linkClass}>
              {t('footer.contact')}
            </Link>
          </li>
          <li>
            <a href={`mailto:${supportEmail()}`} className={linkClass}>
              {t('footer.email')}
            </a>
          </li>
          <li>
            <a href={socialLinks.community} rel="noreferrer" className={linkClass}>
              {t('footer.community')}
            </a>
          </li>
          <li>
            <a href={socialLinks.social} rel="noreferrer" className={linkClass}>
              {t('footer.social')}
            </a>
          </li>
        </Column>
        <Column title={t('footer.legal')}>
          <li>
            <Link to={paths.privacy.href()} className={linkClass}>
              {t('footer.privacy')}
            </Link>
          </li>
          <li>
            <Link to={paths.terms.href()} className={linkClass}>
              {t('footer.terms')}
            </Link>
          </li>
          <li>
            <Link to={paths.cookies.href()} className={linkClass}>
              {t('footer.cookies')}
            </Link>
          </li>
          <li>
            <Link to={cookieSettings.href()} className={linkClass}>
              {t('footer.cookieSettings')}
            </Link>
          </li>
        </Column>
      </div>
      <p className="mx-auto max-w-6xl border-t border-border/60 px-4 py-6">{t('footer.rights', { year })}</p>
    </footer>
  );
}
