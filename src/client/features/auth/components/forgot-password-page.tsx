import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../../shared/paths';
import { forgotPasswordInput, type ForgotPasswordInput } from '../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../lib/toast';
import { requestPasswordReset } from '../api/auth-api';
import { toastFirstError } from '../messages';
import { useAuthErrorParams } from '../use-auth-error-params';
import { useCaptcha } from '../use-captcha';
import { AuthLayout } from './auth-layout';
import { errorText, fieldErrorText } from '../../../lib/error-text';

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  useAuthErrorParams();
  const captcha = useCaptcha();
  const form = useForm<ForgotPasswordInput>({ resolver: zodResolver(forgotPasswordInput), defaultValues: { email: '' } });

  const onSubmit = form.handleSubmit(
    async (values) => {
      if (!captcha.ready()) return;
      setSubmitting(true);
      try {
        await requestPasswordReset({ email: String(values.email) }, captcha.headers);
        toast.success(t('auth.forgot.sent'));
        void navigate(paths.signUpSuccess.href(), {
          state: { title: t('auth.forgot.successTitle'), description: t('auth.forgot.successDescription') },
        });
      } catch (error) {
        toast.error(t('auth.forgot.failedTitle'), { description: errorText(t, error) });
      } finally {
        // A captcha token is good for one attempt.
        captcha.reset();
        setSubmitting(false);
      }
    },
    (invalid) => toastFirstError(t, invalid, ['email']),
  );

  return (
    <AuthLayout title={t('auth.forgot.title')} description={t('auth.forgot.description')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField label={t('auth.fields.email')} error={fieldErrorText(t, form.formState.errors.email?.message)}>
          {(field) => <Input type="email" autoComplete="email" disabled={submitting} {...field} {...form.register('email')} />}
        </FormField>
        {captcha.element}
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? t('auth.forgot.submitting') : t('auth.forgot.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to={paths.login.href()} className="text-primary underline underline-offset-4 hover:text-foreground">
          {t('auth.forgot.backToLogin')}
        </Link>
      </p>
    </AuthLayout>
  );
}
