import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ADMIN_CREDIT_DELTA_MAX, adjustCreditsForm, type AdminUserDto } from '../../../../shared/schemas/admin';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../lib/toast';
import { useAdjustCredits } from '../api/adjust-credits';
import { AdminDialog } from './admin-dialog';
import { errorText, fieldErrorText } from '../../../lib/error-text';

interface FormValues {
  delta: number;
  reason: string;
}

/** Adds or takes credits with a reason; the change lands in the ledger and the new balance is shown. */
export function AdjustCreditsDialog({ user, onClose }: { user: AdminUserDto; onClose: () => void }) {
  const { t } = useTranslation();
  const adjust = useAdjustCredits();
  // One id per submission: a retry of the same submission (a double click, a lost answer) applies once.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [balance, setBalance] = useState<number | null>(null);
  const form = useForm<FormValues>({
    resolver: zodResolver(adjustCreditsForm),
    // NaN shows as an empty number field (and fails validation until a number is typed).
    defaultValues: { delta: Number.NaN, reason: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    if (adjust.isPending) return;
    adjust.mutate(
      { userId: user.id, delta: values.delta, reason: values.reason, requestId },
      {
        onSuccess: (result) => {
          setBalance(result.balance);
          setRequestId(crypto.randomUUID());
          // Empty again, so pressing Apply twice cannot repeat the change by accident.
          form.reset();
          toast.success(t('admin.credits.success', { email: user.email, balance: result.balance }));
        },
        onError: (error) => toast.error(t('admin.credits.failed'), { description: errorText(t, error) }),
      },
    );
  });

  const current = balance ?? user.availableCredits;
  return (
    <AdminDialog
      title={t('admin.credits.title')}
      description={t('admin.credits.description', { email: user.email })}
      onClose={onClose}
    >
      <p
        className="mb-4 rounded-lg border border-border bg-surface-raised px-3 py-2 text-sm"
        role="status"
        aria-live="polite"
      >
        {balance === null
          ? t('admin.credits.current', { balance: current })
          : t('admin.credits.newBalance', { balance: current })}
      </p>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField label={t('admin.credits.delta')} error={fieldErrorText(t, errors.delta?.message)}>
          {(field) => (
            <Input
              type="number"
              inputMode="numeric"
              step={1}
              min={-ADMIN_CREDIT_DELTA_MAX}
              max={ADMIN_CREDIT_DELTA_MAX}
              data-autofocus
              readOnly={adjust.isPending}
              {...field}
              {...form.register('delta', { valueAsNumber: true })}
            />
          )}
        </FormField>
        <p className="-mt-2 text-xs text-muted">{t('admin.credits.deltaHint')}</p>
        <FormField label={t('admin.credits.reason')} error={fieldErrorText(t, errors.reason?.message)}>
          {(field) => (
            <Input type="text" maxLength={200} readOnly={adjust.isPending} {...field} {...form.register('reason')} />
          )}
        </FormField>
        <p className="-mt-2 text-xs text-muted">{t('admin.credits.reasonHint')}</p>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {balance === null ? t('admin.cancel') : t('admin.close')}
          </Button>
          {/* Not `disabled`: a disabled button drops the keyboard focus to the page behind. */}
          <Button
            type="submit"
            aria-disabled={adjust.isPending}
            className={adjust.isPending ? 'opacity-50' : undefined}
          >
            {adjust.isPending ? t('admin.credits.submitting') : t('admin.credits.submit')}
          </Button>
        </div>
      </form>
    </AdminDialog>
  );
}
