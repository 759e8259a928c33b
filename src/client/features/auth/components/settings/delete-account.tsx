import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../../../shared/paths';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { toast } from '../../../../lib/toast';
import { useMe } from '../../api/get-me';
import { deleteAccount } from '../../api/security-api';
import { needsFreshSignIn, SignInAgainWithGitHub, useHasPassword } from '../sign-in-again';
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
  const hasPassword = useHasPassword();
  const [confirming, setConfirming] = useState(false);
  const [freshSignIn, setFreshSignIn] = useState(false);
  const remove = useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      toast.success(t('settings.delete.done'));
      await navigate(paths.home.href(), { flushSync: true });
      queryClient.removeQueries();
    },
    onError: (error) => {
      if (needsFreshSignIn(error, hasPassword)) setFreshSignIn(true);
      else toast.error(t('settings.delete.failed'), { description: errorText(t, error) });
    },
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
      ) : freshSignIn ? (
        <SignInAgainWithGitHub
          message={t('settings.delete.signInAgain')}
          returnTo={paths.settings.href()}
          failure={t('settings.delete.failed')}
        />
      ) : (
        prompt
      )}
    </div>
  );
}
