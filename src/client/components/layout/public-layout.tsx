import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { paths } from '../../../shared/paths';
import { useSignedIn } from '../../features/auth/session-hint';
import { buttonVariants } from '../ui/button-variants';
import { AnnouncementBanner } from './announcement-banner';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { PublicFooter } from './public-footer';
import { sectionHref, sectionLinks } from './public-nav';

/**
 * Anchor links scroll smoothly, other navigations jump: `<html data-scroll="smooth">` is
 * set for a location with a hash before the router's scroll restoration runs (this layout's effect
 * runs first), and the stylesheet turns it into smooth scrolling unless reduced motion is asked for.
 * The page that holds the anchor keeps the glide on its target (`useScrollToHash`).
 */
function useSmoothAnchorScrolling() {
  const { hash } = useLocation();
  useLayoutEffect(() => {
    document.documentElement.dataset.scroll = hash ? 'smooth' : 'instant';
  }, [hash]);
}

/** Navbar, page and footer of the public site. Signed in, the navbar offers the dashboard instead. */
export function PublicLayout() {
  const { t } = useTranslation();
  // Until the answer arrives, the visitor's view (what most people here see).
  const signedIn = useSignedIn() === true;
  useSmoothAnchorScrolling();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-surface-raised focus:px-3 focus:py-2"
      >
        {t('skipToContent')}
      </a>
      <AnnouncementBanner />
      <header className="sticky top-0 z-40 border-b border-border/60 bg-background/85 backdrop-blur">
        <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
          <Link
            to={signedIn ? paths.dashboard.href() : paths.home.href()}
            className="flex items-center gap-2 font-semibold"
            aria-label={t('brand')}
          >
            <Logo />
            <span>{t('brand')}</span>
          </Link>
          <nav aria-label={t('nav.primary')} className="hidden items-center gap-6 text-sm text-muted md:flex">
            {sectionLinks.map(({ section, label }) => (
              <Link key={section} to={sectionHref(section)} className="hover:text-foreground">
                {t(label)}
              </Link>
            ))}
            <Link to={paths.contact.href()} className="hover:text-foreground">
              {t('nav.contact')}
            </Link>
          </nav>
          <div className="flex items-center gap-2">
            {signedIn ? (
              <Link to={paths.dashboard.href()} className={buttonVariants({ size: 'sm' })}>
                {t('nav.dashboard')}
              </Link>
            ) : (
              <>
                {/* Wrapped: without class merging, `hidden` next to the button's `inline-flex` would lose. */}
                <span className="hidden sm:contents">
                  <Link to={paths.login.href()} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
                    {t('nav.login')}
                  </Link>
                </span>
                <Link to={paths.signUp.href()} className={buttonVariants({ size: 'sm' })}>
                  {t('nav.signUp')}
                </Link>
              </>
            )}
            <MobileMenu signedIn={signedIn} />
          </div>
        </div>
      </header>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <PublicFooter signedIn={signedIn} />
    </div>
  );
}
