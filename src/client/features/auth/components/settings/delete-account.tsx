import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../../../shared/paths';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { ApiError } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { useMe } from '../../api/get-me';
import { accountsQueryOptions, deleteAccount, signInAgainWithGitHub } from '../../api/security-api';
import { PasswordPrompt } from './password-prompt';
import { errorText } from '../../../../lib/error-text';

/** For an account without a password: its email, typed out, enables the button. */
function EmailPrompt({ email, busy, onSubmit }: { email: string; busy: boolean; onSubmit: (email: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [typed, setTyped] = useState('');
  const matches = typed.trim().toLowerCase() === email.toLowerCase();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (matches) onSubmit(typed.trim());
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex-1 space-y-1.5">
        <label htmlFor={id} className="block text-sm font-medium">
          {t('settings.delete.typeEmail', { email })}
        </label>
        <Input id={id} type="email" autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} />
      </div>
      <Button type="submit" variant="secondary" className="border-danger text-danger" disabled={busy || !matches}>
        {t('settings.delete.confirm')}
      </Button>
    </form>
  );
}

/**
 * Deletes the account and everything in it, after proof (ADR 0016): the password, or for an account
 * that signs in only with GitHub, its email typed out within 10 minutes of a sign-in.
 */
export function DeleteAccount() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: me } = useMe();
  const accounts = useQuery(accountsQueryOptions);
  const [confirming, setConfirming] = useState(false);
  const [needsFreshSignIn, setNeedsFreshSignIn] = useState(false);
  const hasPassword = accounts.data?.some((account) => account.providerId === 'credential') ?? true;
  const remove = useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      toast.success(t('settings.delete.done'));
      await navigate(paths.home.href(), { flushSync: true });
      queryClient.removeQueries();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'SESSION_EXPIRED' && !hasPassword) setNeedsFreshSignIn(true);
      else toast.error(t('settings.delete.failed'), { description: errorText(t, error) });
    },
  });
  const reauthenticate = useMutation({
    mutationFn: signInAgainWithGitHub,
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => toast.error(t('settings.delete.failed'), { description: errorText(t, error) }),
  });

  const prompt = hasPassword ? (
    <PasswordPrompt submitLabel={t('settings.delete.confirm')} busy={remove.isPending} onSubmit={(password) => remove.mutate({ password })} />
  ) : me ? (
    <EmailPrompt email={me.user.email} busy={remove.isPending} onSubmit={(email) => remove.mutate({ email })} />
  ) : null;

  return (
    <div className="space-y-3">
      <p className="text-sm text-muted">{t('settings.delete.warning')}</p>
      {!confirming ? (
        <Button variant="secondary" className="border-danger text-danger" onClick={() => setConfirming(true)}>
          {t('settings.delete.start')}
        </Button>
      ) : needsFreshSignIn ? (
        <div role="alert" className="space-y-3">
          <p className="text-sm">{t('settings.delete.signInAgain')}</p>
          <Button variant="secondary" disabled={reauthenticate.isPending} onClick={() => reauthenticate.mutate()}>
            {t('settings.delete.signInAgainWithGitHub')}
          </Button>
        </div>
      ) : (
        prompt
      )}
    </div>
  );
}
