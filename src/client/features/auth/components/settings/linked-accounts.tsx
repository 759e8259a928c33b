import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { readPublicConfig } from '../../../../lib/public-config';
import { toast } from '../../../../lib/toast';
import { accountsQueryOptions, linkGitHub, unlinkAccount } from '../../api/security-api';
import { errorText } from '../../../../lib/error-text';

/** Sign-in methods on the account: the password and, when configured, GitHub. The last one stays. */
export function LinkedAccounts() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const accounts = useQuery(accountsQueryOptions);
  const githubAvailable = Boolean(readPublicConfig().githubSignIn);
  const onError = (error: unknown) => toast.error(t('settings.accounts.failed'), { description: errorText(t, error) });
  const link = useMutation({ mutationFn: linkGitHub, onSuccess: ({ url }) => window.location.assign(url), onError });
  const unlink = useMutation({
    mutationFn: unlinkAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsQueryOptions.queryKey }),
    onError,
  });
  const list = accounts.data ?? [];
  const hasGitHub = list.some((a) => a.providerId === 'github');
  const label = (providerId: string) => (providerId === 'credential' ? t('settings.accounts.password') : providerId === 'github' ? 'GitHub' : providerId);

  return (
    <div className="space-y-3">
      <h3 className="font-medium">{t('settings.accounts.title')}</h3>
      {accounts.isPending ? <p className="text-sm text-muted">{t('loading')}</p> : null}
      <ul className="divide-y divide-border rounded-lg border border-border">
        {list.map((account) => (
          <li key={account.id} className="flex items-center justify-between gap-2 p-3 text-sm">
            <span>{label(account.providerId)}</span>
            {list.length > 1 ? (
              <Button variant="secondary" size="sm" disabled={unlink.isPending} onClick={() => unlink.mutate(account.providerId)}>
                {t('settings.accounts.unlink')}
              </Button>
            ) : (
              <span className="text-xs text-muted">{t('settings.accounts.onlyMethod')}</span>
            )}
          </li>
        ))}
      </ul>
      {githubAvailable && !hasGitHub ? (
        <Button variant="secondary" size="sm" disabled={link.isPending} onClick={() => link.mutate()}>
          {t('settings.accounts.linkGitHub')}
        </Button>
      ) : null}
    </div>
  );
}
