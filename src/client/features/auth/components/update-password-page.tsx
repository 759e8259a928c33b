import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../../shared/paths';
import { updatePasswordInput, type UpdatePasswordInput } from '../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../lib/toast';
import { resetPassword } from '../api/auth-api';
import { toastFirstError } from '../messages';
import { useAuthErrorParams } from '../use-auth-error-params';
import { AuthLayout } from './auth-layout';
import { errorText, fieldErrorText } from '../../../lib/error-text';

export default function UpdatePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [submitting, setSubmitting] = useState(false);
  useAuthErrorParams();
  const form = useForm<UpdatePasswordInput>({
    resolver: zodResolver(updatePasswordInput),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(
    async (values) => {
      if (!token) return;
      setSubmitting(true);
      try {
        await resetPassword({ token, newPassword: values.password });
        form.reset();
        toast.success(t('auth.update.success'));
        void navigate(paths.login.href(), { replace: true });
      } catch (error) {
        toast.error(t('auth.update.failedTitle'), { description: errorText(t, error) });
      } finally {
        setSubmitting(false);
      }
    },
    (invalid) => toastFirstError(t, invalid, ['password', 'confirmPassword']),
  );

  if (!token) {
    return (
      <AuthLayout title={t('auth.update.title')} description={t('auth.update.missingToken')}>
        <Link to={paths.forgotPassword.href()} className="text-primary underline underline-offset-4 hover:text-foreground">
          {t('auth.update.requestNew')}
        </Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.update.title')} description={t('auth.update.description')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField label={t('auth.fields.newPassword')} error={fieldErrorText(t, errors.password?.message)}>
          {(field) => (
            <Input type="password" autoComplete="new-password" disabled={submitting} {...field} {...form.register('password')} />
          )}
        </FormField>
        <FormField label={t('auth.fields.confirmPassword')} error={fieldErrorText(t, errors.confirmPassword?.message)}>
          {(field) => (
            <Input type="password" autoComplete="new-password" disabled={submitting} {...field} {...form.register('confirmPassword')} />
          )}
        </FormField>
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? t('auth.update.submitting') : t('auth.update.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
