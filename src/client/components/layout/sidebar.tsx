import { Lock, X } from 'lucide-react';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../shared/paths';
import { cn } from '../../lib/cn';
import { Logo } from './logo';
import { isItemActive, sidebarItems, type SidebarAccess, type SidebarItem, type SidebarProject } from './sidebar-items';
import { useSwipe } from './use-swipe';

export const SIDEBAR_ID = 'dashboard-sidebar';

export interface SidebarProps {
  mode: 'desktop' | 'mobile';
  /** Desktop: wide with labels (else icons only). Mobile: on screen, full width (else off-canvas). */
  expanded: boolean;
  access: SidebarAccess;
  /** The project on screen: its owner's plan decides its items (the board, the roadmap). */
  project?: SidebarProject;
  /** A link in the sidebar was followed. */
  onNavigate: () => void;
  /** Mobile only: the close button was pressed or the sidebar swiped away to the left. */
  onClose: () => void;
  closeButtonRef?: Ref<HTMLButtonElement>;
}

/** The dashboard's navigation: sticky beside the content on desktop, off-canvas on mobile. */
export function Sidebar({ mode, expanded, access, project, onNavigate, onClose, closeButtonRef }: SidebarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const swipe = useSwipe({ onSwipeLeft: onClose });
  const mobile = mode === 'mobile';
  const labels = mobile || expanded;
  const { main, bottom } = sidebarItems(access, project);
  const renderItem = (item: SidebarItem) => (
    <li key={item.id}>
      <SidebarEntry item={item} active={isItemActive(item, pathname)} labels={labels} onNavigate={onNavigate} />
    </li>
  );

  return (
    <aside
      id={SIDEBAR_ID}
      data-collapsed={String(!expanded)}
      className={cn(
        'flex flex-col border-border bg-surface',
        mobile
          ? [
              'fixed inset-0 z-50 w-full duration-300 ease-out motion-reduce:transition-none',
              // Visible at once when opening (so focus can move in), hidden only once it has slid out.
              expanded
                ? 'visible translate-x-0 transition-[translate]'
                : 'invisible -translate-x-full transition-[translate,visibility]',
            ]
          : [
              // 256 px open, 80 px collapsed; sticky beside the content, so nothing hides behind it.
              'sticky top-0 h-dvh shrink-0 self-start overflow-hidden border-r transition-[width] duration-200 ease-out motion-reduce:transition-none',
              expanded ? 'w-64' : 'w-20',
            ],
      )}
      {...(mobile ? swipe : {})}
    >
      <div className="flex h-[77px] shrink-0 items-center gap-2 border-b border-border px-[26px]">
        <Link
          to={paths.dashboard.href()}
          onClick={onNavigate}
          className="flex min-w-0 items-center gap-2 rounded-md font-semibold"
        >
          <Logo className="size-7 shrink-0" />
          <span className={cn('truncate', !labels && 'sr-only')}>{t('brand')}</span>
        </Link>
        {mobile ? (
          <button
            ref={closeButtonRef}
            type="button"
            onClick={onClose}
            aria-label={t('layout.sidebar.closeNavigation')}
            className="-mr-2 ml-auto flex size-10 items-center justify-center rounded-lg text-muted transition-colors hover:bg-surface-raised hover:text-foreground"
          >
            <X aria-hidden className="size-5" />
          </button>
        ) : null}
      </div>
      <nav
        aria-label={t('layout.sidebar.label')}
        className="flex min-h-0 flex-1 flex-col overflow-x-hidden overflow-y-auto p-3"
      >
        <ul className="flex flex-col gap-1">{main.map(renderItem)}</ul>
        <ul className="mt-auto flex flex-col gap-1 border-t border-border pt-3">{bottom.map(renderItem)}</ul>
      </nav>
    </aside>
  );
}

// The icon keeps its place (centred in the 80 px rail) whether or not the labels show.
const entryClass =
  'relative flex min-h-10 w-full items-center gap-3 rounded-lg py-1.5 pr-2 pl-[18px] text-left text-sm font-medium transition-colors';
// Long names wrap to a second line; the minimum width keeps them from reflowing while the sidebar widens.
const labelClass = 'line-clamp-2 min-w-20 flex-1 leading-tight';

function SidebarEntry({
  item,
  active,
  labels,
  onNavigate,
}: {
  item: SidebarItem;
  active: boolean;
  labels: boolean;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const label = t(`layout.nav.${item.id}`);
  const Icon = item.icon;

  const badge = (disabled: NonNullable<SidebarItem['disabled']>) => (
    <span
      aria-hidden
      className={cn(
        'ml-auto inline-flex shrink-0 items-center gap-0.5 rounded-full border border-border bg-surface-raised px-1.5 py-0.5 text-[10px] font-semibold tracking-wide uppercase',
        !labels && 'sr-only',
      )}
    >
      {disabled === 'upgrade' ? <Lock aria-hidden className="size-2.5" /> : null}
      {t(`layout.nav.${disabled}`)}
    </span>
  );

  if (!item.href) {
    const disabled = item.disabled ?? 'soon';
    const hint = t(`layout.hints.${item.hint ?? disabled}`);
    // Focusable, so keyboard and screen-reader users learn why it does nothing; never a link.
    return (
      <button
        type="button"
        aria-disabled="true"
        aria-label={label}
        aria-describedby={hintId}
        title={labels ? hint : `${label}: ${hint}`}
        data-nav-item={item.id}
        className={cn(entryClass, 'cursor-not-allowed text-muted opacity-60')}
      >
        <Icon aria-hidden className="size-5 shrink-0" />
        <span className={labels ? labelClass : 'sr-only'}>{label}</span>
        {badge(disabled)}
        <span id={hintId} className="sr-only">
          {hint}
        </span>
      </button>
    );
  }

  if (item.disabled === 'upgrade') {
    // Locked by the plan: a link to the plans, marked 'Upgrade', its reason said to screen readers.
    const hint = t(`layout.hints.${item.hint ?? 'upgrade'}`);
    return (
      <Link
        to={item.href}
        onClick={onNavigate}
        aria-label={label}
        aria-describedby={hintId}
        title={labels ? hint : `${label}: ${hint}`}
        data-nav-item={item.id}
        data-locked="true"
        className={cn(entryClass, 'text-muted opacity-75 hover:bg-surface-raised hover:text-foreground')}
      >
        <Icon aria-hidden className="size-5 shrink-0" />
        <span className={labels ? labelClass : 'sr-only'}>{label}</span>
        {badge('upgrade')}
        <span id={hintId} className="sr-only">
          {hint}
        </span>
      </Link>
    );
  }

  const hint = item.hint ? t(`layout.hints.${item.hint}`) : undefined;
  return (
    <Link
      to={item.href}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      title={labels ? hint : [label, hint].filter(Boolean).join(': ')}
      data-nav-item={item.id}
      className={cn(
        entryClass,
        active
          ? 'bg-primary-strong/15 text-foreground before:absolute before:inset-y-2 before:left-0 before:w-1 before:rounded-full before:bg-primary'
          : 'text-muted hover:bg-surface-raised hover:text-foreground',
        item.dimmed && 'opacity-75',
      )}
    >
      <Icon aria-hidden className={cn('size-5 shrink-0', active && 'text-primary')} />
      <span className={labels ? labelClass : 'sr-only'}>{label}</span>
    </Link>
  );
}
