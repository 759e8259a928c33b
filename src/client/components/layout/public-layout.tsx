import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { paths } from '../../../shared/paths';
import { LanguageSwitcher } from '../language-switcher';
import { buttonVariants } from '../ui/button-variants';
import { Logo } from './logo';

/** Navbar, page and footer of the public site. */
export function PublicLayout() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-surface-raised focus:px-3 focus:py-2"
      >
        {t('skipToContent')}
      </a>
      <header className="sticky top-0 z-40 border-b border-border/60 bg-background/85 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
          <Link to={paths.home.href()} className="flex items-center gap-2 font-semibold" aria-label={t('brand')}>
            <Logo />
            <span>{t('brand')}</span>
          </Link>
          <nav aria-label={t('nav.primary')} className="hidden items-center gap-6 text-sm text-muted md:flex">
            <a href="/#features" className="hover:text-foreground">
              {t('nav.features')}
            </a>
            <a href="/#how-it-works" className="hover:text-foreground">
              {t('nav.howItWorks')}
            </a>
            <a href="/#pricing" className="hover:text-foreground">
              {t('nav.pricing')}
            </a>
            <Link to={paths.contact.href()} className="hover:text-foreground">
              {t('nav.contact')}
            </Link>
          </nav>
          <div className="flex items-center gap-2">
            <Link to={paths.login.href()} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
              {t('nav.login')}
            </Link>
            <Link to={paths.signUp.href()} className={buttonVariants({ size: 'sm' })}>
              {t('nav.signUp')}
            </Link>
          </div>
        </div>
      </header>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <footer className="border-t border-border/60">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted md:flex-row md:items-center md:justify-between">
          <p>{t('footer.rights', { year })}</p>
          <nav aria-label={t('footer.legal')} className="flex flex-wrap gap-4">
            <Link to={paths.privacy.href()} className="hover:text-foreground">
              {t('footer.privacy')}
            </Link>
            <Link to={paths.terms.href()} className="hover:text-foreground">
              {t('footer.terms')}
            </Link>
            <Link to={paths.cookies.href()} className="hover:text-foreground">
              {t('footer.cookies')}
            </Link>
          </nav>
          <LanguageSwitcher />
        </div>
      </footer>
    </div>
  );
}
