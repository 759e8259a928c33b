import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { newPassword, validationKeys } from '../../../../../shared/schemas/auth';
import { Button } from '../../../../components/ui/button';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { toast } from '../../../../lib/toast';
import { changePassword } from '../../api/security-api';
import { toastFirstError } from '../../messages';
import { errorText, fieldErrorText } from '../../../../lib/error-text';

const changePasswordInput = z
  .object({ currentPassword: z.string().min(1, validationKeys.passwordMin), password: newPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: validationKeys.passwordsDontMatch, path: ['confirmPassword'] });
type ChangePasswordInput = z.input<typeof changePasswordInput>;

/** Changes the password and ends every other session and every API token (said beforehand). */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordInput),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const change = useMutation({
    mutationFn: (values: ChangePasswordInput) => changePassword({ currentPassword: values.currentPassword, newPassword: values.password }),
    onSuccess: async () => {
      form.reset();
      toast.success(t('settings.password.changed'));
      await queryClient.invalidateQueries({ queryKey: ['auth', 'sessions'] });
    },
    onError: (error) => toast.error(t('settings.password.failed'), { description: errorText(t, error) }),
  });
  const onSubmit = form.handleSubmit(
    (values) => change.mutate(values),
    (invalid) => toastFirstError(t, invalid, ['currentPassword', 'password', 'confirmPassword']),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <h3 className="font-medium">{t('settings.password.title')}</h3>
      <p className="text-sm text-muted">{t('settings.password.endsTokens')}</p>
      <FormField label={t('settings.password.current')} error={fieldErrorText(t, errors.currentPassword?.message)}>
        {(field) => <Input type="password" autoComplete="current-password" {...field} {...form.register('currentPassword')} />}
      </FormField>
      <FormField label={t('auth.fields.newPassword')} error={fieldErrorText(t, errors.password?.message)}>
        {(field) => <Input type="password" autoComplete="new-password" {...field} {...form.register('password')} />}
      </FormField>
      <FormField label={t('auth.fields.confirmPassword')} error={fieldErrorText(t, errors.confirmPassword?.message)}>
        {(field) => <Input type="password" autoComplete="new-password" {...field} {...form.register('confirmPassword')} />}
      </FormField>
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? t('settings.saving') : t('settings.password.submit')}
      </Button>
    </form>
  );
}
