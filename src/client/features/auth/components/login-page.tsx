import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../../shared/paths';
import { signInInput, type SignInInput } from '../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { signIn } from '../api/auth-api';
import { meQueryKey } from '../api/get-me';
import { askSignedIn, noteSignedIn } from '../session-hint';
import { toastFirstError } from '../messages';
import { destinationAfterConfirmation, destinationAfterSignIn } from '../redirects';
import { useAuthErrorParams } from '../use-auth-error-params';
import { useCaptcha } from '../use-captcha';
import { AuthLayout } from './auth-layout';
import { GitHubButton } from './github-button';
import { TwoFactorStep } from './two-factor-step';
import { errorText, fieldErrorText } from '../../../lib/error-text';

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const [submitting, setSubmitting] = useState(false);
  const [needsCode, setNeedsCode] = useState(false);
  useAuthErrorParams();
  const captcha = useCaptcha();

  const signedIn = async () => {
    form.reset();
    noteSignedIn();
    await queryClient.invalidateQueries({ queryKey: meQueryKey });
    toast.success(t('auth.login.success'));
    void navigate(destinationAfterSignIn(location.pathname), { replace: true });
  };

  // An invitation link sends its address along.
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInInput),
    defaultValues: { email: searchParams.get('email') ?? '', password: '' },
  });
  const { errors } = form.formState;

  // The confirmation link lands here having signed the account in (ADR 0049): on to where the
  // founder was going. Without a session (a link used before), the form is shown. A link that failed
  // comes with an error (shown, then taken from the URL by useAuthErrorParams): remembered from the
  // first render, so it is never greeted as a confirmation.
  const [linkFailed] = useState(() => searchParams.has('error') || searchParams.has('error_code'));
  const confirming = searchParams.get('verified') === '1' && !linkFailed;
  useEffect(() => {
    if (!confirming) return;
    let current = true;
    void askSignedIn().then((signedIn) => {
      if (!current) return;
      if (signedIn) {
        toast.success(t('auth.login.verifiedSignedIn'));
        void navigate(destinationAfterConfirmation(), { replace: true });
        return;
      }
      toast.success(t('auth.login.verified'));
      searchParams.delete('verified');
      setSearchParams(searchParams, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [confirming, navigate, searchParams, setSearchParams, t]);

  const onSubmit = form.handleSubmit(
    async (values) => {
      if (!captcha.ready()) return;
      setSubmitting(true);
      try {
        const email = String(values.email);
        const result = await signIn({ email, password: values.password }, captcha.headers);
        if (result?.twoFactorRedirect) setNeedsCode(true);
        else await signedIn();
      } catch (error) {
        if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') {
          void navigate(paths.checkEmail.href(), { state: { email: values.email, context: 'login' } });
          return;
        }
        toast.error(t('auth.login.failedTitle'), { description: errorText(t, error) });
      } finally {
        // A captcha token is good for one attempt.
        captcha.reset();
        setSubmitting(false);
      }
    },
    (invalid) => toastFirstError(t, invalid, ['email', 'password']),
  );

  if (confirming) {
    return (
      <AuthLayout title={t('auth.login.title')}>
        <p role="status" className="text-sm text-muted">
          {t('loading')}
        </p>
      </AuthLayout>
    );
  }

  if (needsCode) {
    return (
      <AuthLayout title={t('auth.twoFactor.title')}>
        <TwoFactorStep onVerified={() => void signedIn()} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.login.title')} description={t('auth.login.description')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField label={t('auth.fields.email')} error={fieldErrorText(t, errors.email?.message)}>
          {(field) => (
            <Input type="email" autoComplete="email" disabled={submitting} {...field} {...form.register('email')} />
          )}
        </FormField>
        <FormField label={t('auth.fields.password')} error={fieldErrorText(t, errors.password?.message)}>
          {(field) => (
            <Input type="password" autoComplete="current-password" disabled={submitting} {...field} {...form.register('password')} />
          )}
        </FormField>
        <div className="flex justify-end text-sm">
          <Link to={paths.forgotPassword.href()} className="text-primary underline underline-offset-4 hover:text-foreground">
            {t('auth.login.forgot')}
          </Link>
        </div>
        {captcha.element}
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? t('auth.login.submitting') : t('auth.login.submit')}
        </Button>
      </form>
      <GitHubButton returnTo={paths.login.href()} />
      <p className="mt-6 text-center text-sm text-muted">
        {t('auth.login.noAccount')}{' '}
        <Link to={paths.signUp.href()} className="text-primary underline underline-offset-4 hover:text-foreground">
          {t('auth.login.toSignUp')}
        </Link>
      </p>
      <p className="mt-2 text-center text-sm">
        <Link to={paths.home.href()} className="text-muted hover:text-foreground">
          {t('auth.backHome')}
        </Link>
      </p>
    </AuthLayout>
  );
}
