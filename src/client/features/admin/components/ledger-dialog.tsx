import { useTranslation } from 'react-i18next';
import type { AdminUserDto } from '../../../../shared/schemas/admin';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useLedger } from '../api/get-ledger';
import { AdminDialog } from './admin-dialog';
import { errorText } from '../../../lib/error-text';

/** The account's credit ledger, newest first. */
export function LedgerDialog({ user, onClose }: { user: AdminUserDto; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const ledger = useLedger(user.id);
  const formatDate = (iso: string) =>
    new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  let body;
  if (ledger.isPending) {
    body = (
      <p role="status" className="py-6 text-center text-sm text-muted">
        {t('admin.ledger.loading')}
      </p>
    );
  } else if (ledger.isError) {
    body = (
      <div role="alert" className="space-y-3 py-6 text-center text-sm">
        <p>{t('admin.ledger.failed')}</p>
        <p className="text-muted">{errorText(t, ledger.error)}</p>
        <Button variant="secondary" size="sm" onClick={() => void ledger.refetch()}>
          {t('admin.retry')}
        </Button>
      </div>
    );
  } else if (ledger.data.entries.length === 0) {
    body = <p className="py-6 text-center text-sm text-muted">{t('admin.ledger.empty')}</p>;
  } else {
    body = (
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('admin.ledger.title')}>
        <table className="w-full min-w-[560px] text-left text-sm">
          <caption className="sr-only">{t('admin.ledger.title')}</caption>
          <thead className="text-xs text-muted uppercase">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('admin.ledger.columns.when')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {t('admin.ledger.columns.change')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('admin.ledger.columns.reason')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {t('admin.ledger.columns.balance')}
              </th>
              <th scope="col" className="py-2 font-medium">
                {t('admin.ledger.columns.note')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {ledger.data.entries.map((entry) => (
              <tr key={entry.id} className="align-top">
                <td className="py-2 pr-3 whitespace-nowrap text-muted">{formatDate(entry.createdAt)}</td>
                <td
                  className={cn(
                    'py-2 pr-3 text-right font-medium tabular-nums',
                    entry.delta > 0 ? 'text-accent' : 'text-danger',
                  )}
                >
                  {entry.delta > 0 ? `+${entry.delta}` : entry.delta}
                </td>
                <td className="py-2 pr-3 whitespace-nowrap">{t(`admin.ledger.reasons.${entry.reason}`)}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{entry.balanceAfter}</td>
                <td className="py-2 wrap-anywhere text-muted">{entry.note ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <AdminDialog
      title={t('admin.ledger.title')}
      description={t('admin.ledger.description', { email: user.email })}
      onClose={onClose}
      wide
    >
      {body}
    </AdminDialog>
  );
}
