import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { rememberDismissal, wasDismissed } from './announcement-dismissal';
import { sectionHref } from './public-nav';

/**
 * The announcement above the navbar, linking to the pricing; once dismissed it stays
 * hidden (local storage). Read during the first render, so a dismissed banner never flashes.
 */
export function AnnouncementBanner() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(() => !wasDismissed());
  if (!visible) return null;
  const dismiss = () => {
    rememberDismissal();
    setVisible(false);
  };
  return (
    <div role="region" aria-label={t('banner.label')} data-announcement="" className="border-b border-primary/30 bg-primary-strong/15 text-sm">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-2">
        <p className="flex-1 text-center text-foreground">
          {t('banner.text')}{' '}
          <Link to={sectionHref('pricing')} className="font-medium whitespace-nowrap text-primary underline underline-offset-4 hover:text-foreground">
            {t('banner.link')}
          </Link>
        </p>
        <button
          type="button"
          onClick={dismiss}
          aria-label={t('banner.dismiss')}
          className="-mr-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md text-muted hover:bg-surface-raised hover:text-foreground"
        >
          <X aria-hidden className="size-4" />
        </button>
      </div>
    </div>
  );
}
