import { Ban, Coins, History, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isAdminRole, type AdminUserDto } from '../../../../shared/schemas/admin';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

export type UserAction = 'credits' | 'ban' | 'ledger';

function Badge({
  tone,
  children,
  title,
}: {
  tone: 'muted' | 'danger' | 'primary' | 'accent';
  children: string;
  title?: string;
}) {
  const tones = {
    muted: 'border-border text-muted',
    danger: 'border-danger/50 text-danger',
    primary: 'border-primary/50 text-primary',
    accent: 'border-accent/50 text-accent',
  };
  return (
    <span
      title={title}
      className={cn('inline-flex items-center rounded-full border px-2 py-0.5 text-xs whitespace-nowrap', tones[tone])}
    >
      {children}
    </span>
  );
}

/** The accounts, one row each, with icon buttons for their actions (named for screen readers, with a tooltip). Scrolls sideways on narrow screens. */
export function UsersTable({
  users,
  currentUserId,
  onAction,
}: {
  users: AdminUserDto[];
  currentUserId: string;
  onAction: (action: UserAction, user: AdminUserDto) => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      className="overflow-x-auto rounded-xl border border-border"
      tabIndex={0}
      role="region"
      aria-label={t('admin.tableLabel')}
    >
      <table className="w-full min-w-[680px] text-left text-sm">
        <caption className="sr-only">{t('admin.tableLabel')}</caption>
        <thead className="bg-surface text-xs text-muted uppercase">
          <tr>
            <th scope="col" className="sticky left-0 z-10 bg-surface px-4 py-3 font-medium">
              {t('admin.columns.email')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('admin.columns.name')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('admin.columns.plan')}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              {t('admin.columns.credits')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('admin.columns.status')}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              {t('admin.columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {users.map((user) => {
            const self = user.id === currentUserId;
            return (
              <tr key={user.id} className="align-middle">
                {/* Stays in view while the rest of the row scrolls sideways on a narrow screen. */}
                <th scope="row" className="sticky left-0 z-10 bg-background px-4 py-3 font-medium whitespace-nowrap">
                  {user.email}
                </th>
                <td className="max-w-[200px] px-4 py-3 break-words text-muted">{user.name}</td>
                <td className="px-4 py-3 whitespace-nowrap">{t(`admin.plans.${user.subscriptionPlan}`)}</td>
                <td className="px-4 py-3 text-right font-medium tabular-nums">{user.availableCredits}</td>
                <td className="px-4 py-3">
                  <div className="flex flex-wrap gap-1">
                    {user.banned ? (
                      <Badge
                        tone="danger"
                        title={user.banReason ? t('admin.status.bannedBecause', { reason: user.banReason }) : undefined}
                      >
                        {t('admin.status.banned')}
                      </Badge>
                    ) : (
                      <Badge tone="accent">{t('admin.status.active')}</Badge>
                    )}
                    {user.emailVerified ? null : <Badge tone="muted">{t('admin.status.unverified')}</Badge>}
                    {isAdminRole(user.role) ? <Badge tone="primary">{t('admin.status.admin')}</Badge> : null}
                    {self ? <Badge tone="muted">{t('admin.status.you')}</Badge> : null}
                  </div>
                  {user.banned && user.banReason ? (
                    <p className="mt-1 max-w-[220px] truncate text-xs text-muted">{user.banReason}</p>
                  ) : null}
                </td>
                <td className="px-4 py-3">
                  <div className="flex justify-end gap-1">
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => onAction('credits', user)}
                      aria-label={t('admin.actions.creditsFor', { email: user.email })}
                      title={t('admin.actions.credits')}
                      className="size-9 px-0"
                    >
                      <Coins aria-hidden className="size-4" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => onAction('ledger', user)}
                      aria-label={t('admin.actions.ledgerFor', { email: user.email })}
                      title={t('admin.actions.ledger')}
                      className="size-9 px-0"
                    >
                      <History aria-hidden className="size-4" />
                    </Button>
                    {self ? null : (
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => onAction('ban', user)}
                        aria-label={
                          user.banned
                            ? t('admin.actions.unbanFor', { email: user.email })
                            : t('admin.actions.banFor', { email: user.email })
                        }
                        title={user.banned ? t('admin.actions.unban') : t('admin.actions.ban')}
                        className={cn('size-9 px-0', user.banned ? undefined : 'text-danger hover:text-danger')}
                      >
                        {user.banned ? (
                          <ShieldCheck aria-hidden className="size-4" />
                        ) : (
                          <Ban aria-hidden className="size-4" />
                        )}
                      </Button>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
