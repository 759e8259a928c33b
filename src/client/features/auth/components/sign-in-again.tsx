import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { toast } from '../../../lib/toast';
import { accountsQueryOptions, signInAgainWithGitHub } from '../api/security-api';

/**
 * Whether the account proves itself with a password (ADR 0016); one that signs in only with GitHub
 * types its email within 10 minutes of a sign-in instead. Until its accounts are known, a password is
 * assumed: almost every account has one.
 */
export function useHasPassword(): boolean {
  const accounts = useQuery(accountsQueryOptions);
  return accounts.data?.some((account) => account.providerId === 'credential') ?? true;
}

/** The refusal that asks an account without a password for a fresh sign-in. */
export const needsFreshSignIn = (error: unknown, hasPassword: boolean) =>
  !hasPassword && error instanceof ApiError && error.code === 'SESSION_EXPIRED';

/** Says why a fresh GitHub sign-in is needed and starts it, coming back to `returnTo`. */
export function SignInAgainWithGitHub({ message, returnTo, failure }: { message: string; returnTo: string; failure: string }) {
  const { t } = useTranslation();
  const reauthenticate = useMutation({
    mutationFn: () => signInAgainWithGitHub(returnTo),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => toast.error(failure, { description: errorText(t, error) }),
  });
  return (
    <div role="alert" className="space-y-3">
      <p className="text-sm">{message}</p>
      <Button variant="secondary" disabled={reauthenticate.isPending} onClick={() => reauthenticate.mutate()}>
        {t('settings.delete.signInAgainWithGitHub')}
      </Button>
    </div>
  );
}
