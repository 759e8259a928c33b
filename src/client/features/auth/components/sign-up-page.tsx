import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../../shared/paths';
import { signUpInput, type SignUpInput } from '../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../lib/toast';
import { signUp } from '../api/auth-api';
import { toastFirstError } from '../messages';
import { useAuthErrorParams } from '../use-auth-error-params';
import { useCaptcha } from '../use-captcha';
import { AuthLayout } from './auth-layout';
import { GitHubButton } from './github-button';
import { errorText, fieldErrorText } from '../../../lib/error-text';

export default function SignUpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  useAuthErrorParams();
  const captcha = useCaptcha();
  // An invitation link sends its address along.
  const [searchParams] = useSearchParams();

  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpInput),
    defaultValues: { email: searchParams.get('email') ?? '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(
    async (values) => {
      if (!captcha.ready()) return;
      setSubmitting(true);
      try {
        const email = String(values.email);
        await signUp({ email, password: values.password }, captcha.headers);
        form.reset();
        void navigate(paths.checkEmail.href(), { state: { email, context: 'signup' } });
      } catch (error) {
        toast.error(t('auth.signUp.failedTitle'), { description: errorText(t, error) });
      } finally {
        // A captcha token is good for one attempt.
        captcha.reset();
        setSubmitting(false);
      }
    },
    (invalid) => toastFirstError(t, invalid, ['email', 'password']),
  );

  const legal = (to: string) => <Link to={to} className="text-primary underline underline-offset-4 hover:text-foreground" />;

  return (
    <AuthLayout title={t('auth.signUp.title')} description={t('auth.signUp.description')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField label={t('auth.fields.email')} error={fieldErrorText(t, errors.email?.message)}>
          {(field) => <Input type="email" autoComplete="email" disabled={submitting} {...field} {...form.register('email')} />}
        </FormField>
        <FormField label={t('auth.fields.password')} error={fieldErrorText(t, errors.password?.message)}>
          {(field) => (
            <Input type="password" autoComplete="new-password" disabled={submitting} {...field} {...form.register('password')} />
          )}
        </FormField>
        <p className="text-xs text-muted">{t('auth.signUp.passwordHint')}</p>
        {captcha.element}
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? t('auth.signUp.submitting') : t('auth.signUp.submit')}
        </Button>
        <p className="text-xs text-muted">
          <Trans
            i18nKey="auth.signUp.consent"
            components={{ terms: legal(paths.terms.href()), privacy: legal(paths.privacy.href()), cookies: legal(paths.cookies.href()) }}
          />
        </p>
      </form>
      <GitHubButton returnTo={paths.signUp.href()} />
      <p className="mt-6 text-center text-sm text-muted">
        {t('auth.signUp.haveAccount')}{' '}
        <Link to={paths.login.href()} className="text-primary underline underline-offset-4 hover:text-foreground">
          {t('auth.signUp.toLogin')}
        </Link>
      </p>
    </AuthLayout>
  );
}
