import { useQuery } from '@tanstack/react-query';
import { Loader2, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../../shared/paths';
import type { InvitationPreviewDto } from '../../../../shared/schemas/teams';
import { Button, buttonVariants } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/page-states';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { toast } from '../../../lib/toast';
import { AuthLayout, meQueryOptions, rememberDestination, useLogout, useSignedIn } from '../../auth';
import { useAcceptInvitation, useInvitation } from '../api/teams';
import { roleLabel } from './role-label';

/**
 * /invite/:token: who invites whom, as what; then what the visitor can do about it. Signed out,
 * it signs up or in with the invited address and comes back here; signed in with that address, it
 * accepts; signed in with another, it is told so and may sign out.
 */
export default function InvitationPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation();
  const invitation = useInvitation(token);

  let body: ReactNode;
  if (invitation.isPending) body = <Waiting label={t('team.invitation.loading')} />;
  else if (invitation.isError) {
    body =
      invitation.error instanceof ApiError && invitation.error.isMissing ? (
        <Invalid message={errorText(t, invitation.error)} />
      ) : (
        <LoadError message={errorText(t, invitation.error)} onRetry={() => void invitation.refetch()} />
      );
  } else body = <Offer token={token} invitation={invitation.data} />;

  return <AuthLayout title={t('team.invitation.title')}>{body}</AuthLayout>;
}

function Waiting({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted">
      <Loader2 aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
      {label}
    </p>
  );
}

function Invalid({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <h2 className="font-semibold">{t('team.invitation.invalidTitle')}</h2>
      <p role="alert" className="mt-2 text-sm text-muted">
        {message}
      </p>
      <Link to={paths.home.href()} className={buttonVariants({ variant: 'secondary', className: 'mt-6 w-full' })}>
        {t('team.invitation.toHome')}
      </Link>
    </div>
  );
}

function Offer({ token, invitation }: { token: string; invitation: InvitationPreviewDto }) {
  const { t, i18n } = useTranslation();
  const signedIn = useSignedIn();
  // The profile is asked for only once a session is known to exist: no 401 for a visitor.
  const me = useQuery({ ...meQueryOptions, enabled: signedIn === true });
  const expires = new Date(invitation.expiresAt).toLocaleDateString(i18n.language, { dateStyle: 'medium' });

  const account = signedIn ? me.data?.user.email : undefined;
  let action: ReactNode;
  if (signedIn === undefined || (signedIn && me.isPending)) action = <Waiting label={t('loading')} />;
  else if (!account) action = <SignedOut token={token} email={invitation.email} />;
  else if (account.toLowerCase() === invitation.email.toLowerCase()) {
    action = <Accept token={token} ownerName={invitation.ownerName} />;
  } else action = <OtherAccount token={token} email={account} />;

  return (
    <div>
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-strong/15 text-primary">
          <UserPlus aria-hidden className="size-5" />
        </span>
        <p className="text-base font-medium" data-testid="invitation-offer">
          {t('team.invitation.invited', { owner: invitation.ownerName, role: roleLabel(t, invitation.role) })}
        </p>
      </div>
      <p className="mt-3 text-sm text-muted">{t('team.invitation.sentTo', { email: invitation.email, date: expires })}</p>
      <div className="mt-6">{action}</div>
    </div>
  );
}

function SignedOut({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation();
  const query = `?${new URLSearchParams({ email }).toString()}`;
  // After signing up, confirming the address and signing in, the visitor lands back here.
  const comeBack = () => rememberDestination(paths.invite.href(token));
  return (
    <div>
      <p className="text-sm">{t('team.invitation.signedOutHint', { email })}</p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Link to={`${paths.signUp.href()}${query}`} onClick={comeBack} className={buttonVariants({ className: 'flex-1' })}>
          {t('team.invitation.signUp')}
        </Link>
        <Link
          to={`${paths.login.href()}${query}`}
          onClick={comeBack}
          className={buttonVariants({ variant: 'secondary', className: 'flex-1' })}
        >
          {t('team.invitation.signIn')}
        </Link>
      </div>
    </div>
  );
}

function Accept({ token, ownerName }: { token: string; ownerName: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accept = useAcceptInvitation(token);
  return (
    <Button
      className="w-full"
      aria-disabled={accept.isPending}
      onClick={() => {
        if (accept.isPending) return;
        accept.mutate(undefined, {
          onSuccess: () => {
            toast.success(t('team.invitation.accepted', { owner: ownerName }));
            void navigate(paths.projects.href());
          },
          onError: (error) => toast.error(t('team.invitation.acceptFailed'), { description: errorText(t, error) }),
        });
      }}
    >
      {accept.isPending ? t('team.invitation.accepting') : t('team.invitation.accept')}
    </Button>
  );
}

function OtherAccount({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation();
  const logout = useLogout(paths.invite.href(token));
  return (
    <div>
      <p className="text-sm">{t('team.invitation.signedInAs', { email })}</p>
      <p role="alert" className="mt-2 text-sm text-muted">
        {t('errors.INVITATION_EMAIL_MISMATCH')}
      </p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button className="flex-1" onClick={() => logout.mutate()} disabled={logout.isPending}>
          {t('team.invitation.signOut')}
        </Button>
        <Link to={paths.dashboard.href()} className={buttonVariants({ variant: 'secondary', className: 'flex-1' })}>
          {t('team.invitation.toDashboard')}
        </Link>
      </div>
    </div>
  );
}
