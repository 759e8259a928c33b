import { Cookie, X } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import type { Consent, ConsentChoice } from './consent-store';

const textLink = 'text-primary underline underline-offset-4 hover:text-foreground';
/** A longer translation on a narrow phone wraps inside its button instead of spilling out. */
const answer = 'h-auto min-h-9 py-1.5 whitespace-normal text-center leading-tight';

export interface ConsentPanelProps {
  /** `banner`: the analytics choice; `essential`: nothing to choose, only essential cookies. */
  mode: 'banner' | 'essential';
  consent: Consent | null;
  /** Opened on request (`/#cookie-settings`): focus moves in, and it can be closed unchanged. */
  reopened: boolean;
  /** Stores the choice (the store stays in the first bundle, so this chunk does not import it). */
  onChoose: (choice: ConsentChoice) => void;
  onDone: () => void;
}

/** The banner and the essential-only dialog, fetched on demand by `CookieConsent`. */
export function ConsentPanel(props: ConsentPanelProps) {
  return props.mode === 'banner' ? <ConsentBanner {...props} /> : <EssentialCookiesDialog onDone={props.onDone} />;
}

/** Keeps the end of the page reachable above the banner by padding the body by its height. */
function useReserveSpace(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const body = document.body;
    // From the banner's top edge to the bottom of the window (it floats above the edge on wide screens).
    const observer = new ResizeObserver(() => {
      body.style.paddingBottom = `${Math.max(0, Math.ceil(window.innerHeight - element.getBoundingClientRect().top))}px`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      body.style.paddingBottom = '';
    };
  }, [ref]);
}

function ConsentBanner({ consent, reopened, onChoose, onDone }: ConsentPanelProps) {
  const { t, i18n } = useTranslation('consent');
  const ref = useRef<HTMLElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const dismissible = reopened && consent !== null;
  useReserveSpace(ref);

  // Asked for (`/#cookie-settings`): focus moves to the banner and goes back where it was after.
  useEffect(() => {
    if (!reopened) return;
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    ref.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [reopened]);

  const choose = (choice: ConsentChoice) => {
    onChoose(choice);
    onDone();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !dismissible) return;
    event.preventDefault();
    onDone();
  };

  const decided = consent
    ? t(consent.choice === 'accepted' ? 'banner.currentAccepted' : 'banner.currentRejected', {
        date: new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'long' }).format(new Date(consent.decidedAt)),
      })
    : null;

  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onKeyDown={onKeyDown}
      data-testid="cookie-banner"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-border bg-surface shadow-[0_-8px_30px_rgb(0_0_0/0.45)] outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-inset sm:inset-x-auto sm:right-4 sm:bottom-4 sm:left-4 sm:mx-auto sm:max-w-3xl sm:rounded-2xl sm:border"
    >
      <div className="flex flex-col gap-3 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:flex-row sm:items-center sm:gap-5 sm:p-5">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="flex items-center gap-2 pr-8 text-sm font-semibold sm:pr-0">
            <Cookie aria-hidden className="size-4 shrink-0 text-primary" />
            {t('banner.title')}
          </h2>
          <p id={descriptionId} className="mt-1 text-sm leading-snug text-muted">
            <Trans
              t={t}
              i18nKey="banner.body"
              components={{ policy: <Link to={paths.cookies.href()} className={textLink} /> }}
            />
          </p>
          {decided ? <p className="mt-1 text-xs text-muted">{decided}</p> : null}
        </div>
        {/* Equal weight for both answers: rejecting is as easy and as visible as accepting. */}
        <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex">
          <Button variant="secondary" size="sm" className={answer} onClick={() => choose('rejected')}>
            {t('banner.reject')}
          </Button>
          <Button variant="secondary" size="sm" className={answer} onClick={() => choose('accepted')}>
            {t('banner.accept')}
          </Button>
        </div>
      </div>
      {dismissible ? (
        <button
          type="button"
          onClick={onDone}
          aria-label={t('banner.close')}
          className="absolute top-1.5 right-1.5 rounded-md p-2 text-muted hover:bg-surface-raised hover:text-foreground sm:-top-3 sm:-right-3 sm:rounded-full sm:border sm:border-border sm:bg-surface sm:p-1.5"
        >
          <X aria-hidden className="size-4" />
        </button>
      ) : null}
    </section>
  );
}

/** `/#cookie-settings` with no analytics configured: there is nothing to choose. */
function EssentialCookiesDialog({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('consent');
  return (
    <Dialog title={t('essential.title')} description={t('essential.body')} closeLabel={t('essential.closeLabel')} onClose={onDone}>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Link to={paths.cookies.href()} onClick={onDone} className={`text-sm ${textLink}`}>
          {t('essential.policy')}
        </Link>
        <Button size="sm" data-autofocus onClick={onDone}>
          {t('essential.ok')}
        </Button>
      </div>
    </Dialog>
  );
}
