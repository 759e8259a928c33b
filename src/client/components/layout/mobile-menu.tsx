import { Menu, X } from 'lucide-react';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../shared/paths';
import { MOBILE_MENU_CLOSE_MS } from '../../lib/ui-constants';
import { LanguageSwitcher } from '../language-switcher';
import { buttonVariants } from '../ui/button-variants';
import { sectionHref, sectionLinks } from './public-nav';

type MenuState = 'closed' | 'open' | 'closing';

/** How far the page may move under an open menu before it counts as the reader scrolling away. */
const SCROLL_SLACK_PX = 48;

/**
 * The navbar under 768 px: a panel under the header that closes with a 300 ms animation,
 * on scroll, on Escape (focus back on the toggle), on a followed link and on a route change.
 */
export function MobileMenu({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const [state, setState] = useState<MenuState>('closed');
  const { key } = useLocation();
  const [openedAt, setOpenedAt] = useState(key);
  // A link followed (or the back button) closes it too: adjusted while rendering, not in an effect.
  if (state === 'open' && openedAt !== key) setState('closing');

  const close = useCallback(() => setState((current) => (current === 'open' ? 'closing' : current)), []);

  useEffect(() => {
    if (state !== 'closing') return;
    const timer = window.setTimeout(() => setState('closed'), MOBILE_MENU_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  // Installed as the menu opens (a layout effect): an Escape pressed right away must find it.
  useLayoutEffect(() => {
    if (state !== 'open') return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      toggle.current?.focus();
    };
    // The reader scrolling away closes it; a nudge of a few pixels (the browser keeping its place as
    // content above loads, a tap scrolling a link into view) does not.
    const openedAt = window.scrollY;
    const onScroll = () => {
      if (Math.abs(window.scrollY - openedAt) > SCROLL_SLACK_PX) close();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('keydown', onKey);
    };
  }, [state, close]);

  const link = 'block rounded-lg px-3 py-3 text-base text-foreground hover:bg-surface-raised';
  return (
    <div className="md:hidden">
      <button
        ref={toggle}
        type="button"
        aria-expanded={state === 'open'}
        aria-controls={panelId}
        aria-label={state === 'open' ? t('nav.closeMenu') : t('nav.openMenu')}
        onClick={() => {
          setOpenedAt(key);
          setState((current) => (current === 'open' ? 'closing' : 'open'));
        }}
        className="inline-flex size-10 items-center justify-center rounded-lg text-muted hover:bg-surface-raised hover:text-foreground"
      >
        {state === 'open' ? <X aria-hidden className="size-5" /> : <Menu aria-hidden className="size-5" />}
      </button>
      {state !== 'closed' ? (
        <nav
          id={panelId}
          aria-label={t('nav.menu')}
          data-state={state}
          className="absolute inset-x-0 top-full border-b border-border bg-background px-4 pt-2 pb-4 shadow-xl transition-[opacity,transform] duration-300 data-[state=closing]:-translate-y-2 data-[state=closing]:opacity-0 motion-safe:animate-[menu-in_300ms_ease-out]"
        >
          <ul>
            {sectionLinks.map(({ section, label }) => (
              <li key={section}>
                <Link to={sectionHref(section)} className={link} onClick={close}>
                  {t(label)}
                </Link>
              </li>
            ))}
            <li>
              <Link to={paths.contact.href()} className={link} onClick={close}>
                {t('nav.contact')}
              </Link>
            </li>
          </ul>
          <div className="mt-3 flex flex-col gap-2 border-t border-border pt-4">
            {signedIn ? (
              <Link to={paths.dashboard.href()} className={buttonVariants()} onClick={close}>
                {t('nav.dashboard')}
              </Link>
            ) : (
              <>
                <Link to={paths.signUp.href()} className={buttonVariants()} onClick={close}>
                  {t('nav.signUp')}
                </Link>
                <Link to={paths.login.href()} className={buttonVariants({ variant: 'secondary' })} onClick={close}>
                  {t('nav.login')}
                </Link>
              </>
            )}
            <LanguageSwitcher className="mt-2 justify-center" />
          </div>
        </nav>
      ) : null}
    </div>
  );
}
