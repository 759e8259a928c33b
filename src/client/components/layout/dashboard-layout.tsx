import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { paths } from '../../../shared/paths';
import { useMe } from '../../features/auth/api/get-me';
import { useLogout } from '../../features/auth/api/use-logout';
import { Button } from '../ui/button';
import { Logo } from './logo';

/** The signed-in frame: brand, plan, account and logout (the full sidebar comes with the workspace). */
export function DashboardLayout() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const logout = useLogout();
  const plan = me?.profile.subscriptionPlan ?? 'FREE';
  const initial = (me?.profile.userName ?? me?.user.email ?? '?').charAt(0).toUpperCase();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex h-[77px] items-center justify-between gap-4 border-b border-border px-4 md:px-6">
        <Link to={paths.dashboard.href()} className="flex shrink-0 items-center gap-2 font-semibold">
          <Logo />
          <span className="max-sm:sr-only">{t('brand')}</span>
        </Link>
        <div className="flex min-w-0 items-center gap-2 sm:gap-3">
          <span className="truncate rounded-full border border-border px-3 py-1 text-xs whitespace-nowrap text-muted">
            {plan === 'FREE'
              ? t('plan.free')
              : t('plan.withCredits', { plan: t(`plan.${plan}`), count: me?.profile.availableCredits ?? 0 })}
          </span>
          <Button variant="ghost" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
            <LogOut aria-hidden className="size-4" />
            <span className="max-sm:sr-only">{t('auth.logout.action')}</span>
          </Button>
          <span
            aria-label={me?.user.email}
            title={me?.user.email}
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-strong text-sm font-semibold text-primary-foreground"
          >
            {initial}
          </span>
        </div>
      </header>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
