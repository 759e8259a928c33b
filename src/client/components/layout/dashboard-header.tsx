import { LogOut, Menu, PanelLeftClose, PanelLeftOpen, Plus, X } from 'lucide-react';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { can, hasPaid } from '../../../shared/entitlements';
import { paths } from '../../../shared/paths';
import type { MeDto } from '../../../shared/schemas/auth';
import { useLogout } from '../../features/auth/api/use-logout';
import { cn } from '../../lib/cn';
import { HEADER_SCROLLED_OFFSET_PX } from '../../lib/ui-constants';
import { Button, buttonVariants } from '../ui/button';
import { SIDEBAR_ID } from './sidebar';
import { useScrolledPast } from './use-scrolled-past';

export interface DashboardHeaderProps {
  me: MeDto | undefined;
  mode: 'desktop' | 'mobile';
  /** Whether the sidebar is expanded (desktop) or on screen (mobile). */
  sidebarExpanded: boolean;
  onToggleSidebar: () => void;
  toggleRef?: Ref<HTMLButtonElement>;
}

/**
 * The dashboard header, 77 px high and sticky: sidebar toggle, New Project, plan badge,
 * logout and avatar. Past 20 px of scrolling it turns translucent, blurred and shadowed.
 */
export function DashboardHeader({ me, mode, sidebarExpanded, onToggleSidebar, toggleRef }: DashboardHeaderProps) {
  const { t } = useTranslation();
  const logout = useLogout();
  const scrolled = useScrolledPast(HEADER_SCROLLED_OFFSET_PX);
  const plan = me?.profile.subscriptionPlan ?? 'FREE';
  const credits = me?.profile.availableCredits ?? 0;
  // A paying customer sees its credits, on the Free plan too: a bundle holder sees what it bought (ADR 0015).
  const customer = me ? hasPaid(me.profile) : false;
  const email = me?.user.email ?? '';
  const initial = (me?.profile.userName || email || '?').charAt(0).toUpperCase();
  const mobile = mode === 'mobile';
  const toggleLabel = mobile
    ? t(sidebarExpanded ? 'layout.sidebar.close' : 'layout.sidebar.open')
    : t(sidebarExpanded ? 'layout.sidebar.collapse' : 'layout.sidebar.expand');
  const ToggleIcon = mobile ? (sidebarExpanded ? X : Menu) : sidebarExpanded ? PanelLeftClose : PanelLeftOpen;

  return (
    <header
      data-scrolled={String(scrolled)}
      className={cn(
        'sticky top-0 z-30 flex h-[77px] shrink-0 items-center gap-2 border-b px-3 transition-[background-color,box-shadow,border-color] duration-200 motion-reduce:transition-none sm:px-4 md:px-6',
        scrolled
          ? 'border-border/80 bg-background/70 shadow-lg shadow-black/30 backdrop-blur-md'
          : 'border-border/60 bg-background',
      )}
    >
      <button
        ref={toggleRef}
        type="button"
        onClick={onToggleSidebar}
        aria-expanded={sidebarExpanded}
        aria-controls={SIDEBAR_ID}
        aria-label={toggleLabel}
        title={toggleLabel}
        className="flex size-10 shrink-0 items-center justify-center rounded-lg text-muted transition-colors hover:bg-surface-raised hover:text-foreground"
      >
        <ToggleIcon aria-hidden className="size-5" />
      </button>
      <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-3">
        <NewProjectButton profile={me?.profile} />
        <span className="min-w-0 truncate rounded-full border border-primary/30 bg-primary-strong/10 px-2 py-1 text-xs font-medium whitespace-nowrap sm:px-3">
          {customer
            ? t('plan.withCredits', { plan: plan === 'FREE' ? t('plan.free') : t(`plan.${plan}`), count: credits })
            : t('plan.free')}
        </span>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
          className="shrink-0 max-lg:px-2.5"
        >
          <LogOut aria-hidden className="size-4" />
          <span className="max-lg:sr-only">{t('auth.logout.action')}</span>
        </Button>
        <span
          role="img"
          aria-label={t('layout.header.account', { email })}
          title={email}
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-strong text-sm font-semibold text-primary-foreground select-none sm:size-9"
        >
          {initial}
        </span>
      </div>
    </header>
  );
}

/**
 * New Project: a link when a kit can be started, to Buy Credits for a customer out of credits,
 * disabled for a Free account that never paid (ADR 0015).
 */
function NewProjectButton({ profile }: { profile: MeDto['profile'] | undefined }) {
  const { t } = useTranslation();
  const hintId = useId();
  const label = t('layout.nav.newProject');
  const content = (
    <>
      <Plus aria-hidden className="size-4" />
      <span className="max-lg:sr-only">{label}</span>
    </>
  );

  if (!profile || !hasPaid(profile)) {
    const hint = t('layout.hints.freePlan');
    return (
      // The hint shows on wide screens and as a tooltip (on the wrapper: a disabled button gets no hover).
      <span className="flex shrink-0 items-center gap-3" title={hint}>
        <span id={hintId} className="hidden text-xs text-muted xl:inline">
          {hint}
        </span>
        <Button size="sm" disabled aria-describedby={hintId} className="max-lg:px-2.5">
          {content}
        </Button>
      </span>
    );
  }
  if (!can(profile, 'createProject')) {
    return (
      <Link
        to={paths.credits.href()}
        title={t('layout.hints.noCredits')}
        className={cn(buttonVariants({ variant: 'secondary', size: 'sm' }), 'shrink-0 max-lg:px-2.5')}
      >
        {content}
      </Link>
    );
  }
  return (
    <Link to={paths.newProject.href()} className={cn(buttonVariants({ size: 'sm' }), 'shrink-0 max-lg:px-2.5')}>
      {content}
    </Link>
  );
}
