import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../../../shared/paths';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../lib/toast';
import { deleteAccount } from '../../api/security-api';
import { PasswordPrompt } from './password-prompt';
import { errorText } from '../../../../lib/error-text';

/** Deletes the account and everything in it, after the password is confirmed. */
export function DeleteAccount() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      toast.success(t('settings.delete.done'));
      await navigate(paths.home.href(), { flushSync: true });
      queryClient.removeQueries();
    },
    onError: (error) => toast.error(t('settings.delete.failed'), { description: errorText(t, error) }),
  });
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted">{t('settings.delete.warning')}</p>
      {confirming ? (
        <PasswordPrompt submitLabel={t('settings.delete.confirm')} busy={remove.isPending} onSubmit={(p) => remove.mutate(p)} />
      ) : (
        <Button variant="secondary" className="border-danger text-danger" onClick={() => setConfirming(true)}>
          {t('settings.delete.start')}
        </Button>
      )}
    </div>
  );
}
