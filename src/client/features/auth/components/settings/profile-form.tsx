import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { userName } from '../../../../../shared/schemas/auth';
import { Button } from '../../../../components/ui/button';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { toast } from '../../../../lib/toast';
import { meQueryKey, useMe } from '../../api/get-me';
import { updateMe } from '../../api/security-api';
import { toastFirstError } from '../../messages';
import { SettingsSection } from './section';
import { errorText, fieldErrorText } from '../../../../lib/error-text';

const profileInput = z.object({ userName });

export function ProfileForm() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const queryClient = useQueryClient();
  const form = useForm<z.input<typeof profileInput>>({
    resolver: zodResolver(profileInput),
    values: { userName: me?.profile.userName ?? '' },
  });
  const save = useMutation({
    mutationFn: (value: string) => updateMe({ userName: value }),
    onSuccess: (updated) => {
      queryClient.setQueryData(meQueryKey, updated);
      toast.success(t('settings.profile.saved'));
    },
    onError: (error) => toast.error(t('settings.profile.failed'), { description: errorText(t, error) }),
  });
  const onSubmit = form.handleSubmit(
    (values) => save.mutate(String(values.userName)),
    (errors) => toastFirstError(t, errors, ['userName']),
  );
  return (
    <SettingsSection title={t('settings.profile.title')} description={me?.user.email}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <FormField label={t('settings.profile.userName')} error={fieldErrorText(t, form.formState.errors.userName?.message)}>
            {(field) => <Input autoComplete="nickname" disabled={save.isPending} {...field} {...form.register('userName')} />}
          </FormField>
        </div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('settings.saving') : t('settings.save')}
        </Button>
      </form>
    </SettingsSection>
  );
}
