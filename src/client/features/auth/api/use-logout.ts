import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../../shared/paths';
import { storageKeys, safeStorage } from '../../../lib/storage-keys';
import { toast } from '../../../lib/toast';
import { forgetSignedIn } from '../session-hint';
import { signOut } from './auth-api';

/**
 * Logout: sign out, forget theme, language and the cached profile, say so, go home (or to
 * `destination`: an invitation page stays where it is, for the invited account to sign in).
 */
export function useLogout(destination: string = paths.home.href()) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      const local = safeStorage('local');
      local?.removeItem(storageKeys.theme);
      local?.removeItem(storageKeys.language);
      forgetSignedIn();
      toast.success(t('auth.logout.success'));
      // Leave the dashboard first (committed at once): dropping the profile while it is on screen would refetch it.
      await navigate(destination, { flushSync: true });
      queryClient.removeQueries();
    },
    onError: () => toast.error(t('auth.logout.failed')),
  });
}
