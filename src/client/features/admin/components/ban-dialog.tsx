import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_REASON_MAX, type AdminUserDto } from '../../../../shared/schemas/admin';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useBanUser } from '../api/ban-user';
import { useUnbanUser } from '../api/unban-user';
import { AdminDialog } from './admin-dialog';
import { errorText } from '../../../lib/error-text';

/** Asks before banning (with an optional reason) or unbanning an account. */
export function BanDialog({ user, onClose }: { user: AdminUserDto; onClose: () => void }) {
  const { t } = useTranslation();
  const ban = useBanUser();
  const unban = useUnbanUser();
  const [reason, setReason] = useState('');
  // Fixed when the dialog opens: the list refreshes under it once the change is made.
  const [unbanning] = useState(user.banned);
  const pending = ban.isPending || unban.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (unbanning) {
      unban.mutate(
        { userId: user.id },
        {
          onSuccess: () => {
            toast.success(t('admin.unban.success', { email: user.email }));
            onClose();
          },
          onError: (error) => toast.error(t('admin.unban.failed'), { description: errorText(t, error) }),
        },
      );
      return;
    }
    ban.mutate(
      { userId: user.id, reason: reason.trim() || undefined },
      {
        onSuccess: () => {
          toast.success(t('admin.ban.success', { email: user.email }));
          onClose();
        },
        onError: (error) => toast.error(t('admin.ban.failed'), { description: errorText(t, error) }),
      },
    );
  };

  return (
    <AdminDialog
      title={unbanning ? t('admin.unban.title', { email: user.email }) : t('admin.ban.title', { email: user.email })}
      description={unbanning ? t('admin.unban.description') : t('admin.ban.description')}
      onClose={onClose}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {unbanning ? (
          user.banReason ? (
            <p className="text-sm text-muted">{t('admin.status.bannedBecause', { reason: user.banReason })}</p>
          ) : null
        ) : (
          <FormField label={t('admin.ban.reason')}>
            {(field) => (
              <Input
                type="text"
                maxLength={ADMIN_REASON_MAX}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                readOnly={pending}
                {...field}
              />
            )}
          </FormField>
        )}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} data-autofocus>
            {t('admin.cancel')}
          </Button>
          {/* Not `disabled`: a disabled button drops the keyboard focus to the page behind. */}
          <Button
            type="submit"
            aria-disabled={pending}
            className={cn(
              unbanning ? undefined : 'bg-danger text-background hover:bg-danger/85',
              pending && 'opacity-50',
            )}
          >
            {unbanning
              ? pending
                ? t('admin.unban.submitting')
                : t('admin.unban.confirm')
              : pending
                ? t('admin.ban.submitting')
                : t('admin.ban.confirm')}
          </Button>
        </div>
      </form>
    </AdminDialog>
  );
}
