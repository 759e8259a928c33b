import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { can } from '../../../../shared/entitlements';
import { paths } from '../../../../shared/paths';
import { TEAM_MAX } from '../../../../shared/schemas/teams';
import { buttonVariants } from '../../../components/ui/button';
import { EmptyState, LoadError } from '../../../components/ui/page-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorText } from '../../../lib/error-text';
import { useMe } from '../../auth';
import { useTeams } from '../api/teams';
import { Memberships } from './memberships';
import { OwnedTeam } from './owned-team';

/**
 * /dashboard/team: a Growth account's own team (members, invitations, ownership), the offer of
 * Growth to an account without one, then the teams the reader is a member of (ADR 0026).
 */
export default function TeamPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const teams = useTeams();

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 md:px-6 md:py-8">
      <h1 className="text-2xl font-semibold md:text-3xl">{t('pages.team')}</h1>
      <p className="mt-1 text-muted">{t('team.subtitle', { count: TEAM_MAX })}</p>
      <div className="mt-6 space-y-8">
        {teams.isPending || !me ? (
          <div role="status" className="space-y-4">
            <span className="sr-only">{t('loading')}</span>
            <Skeleton className="h-48 w-full rounded-2xl" />
            <Skeleton className="h-32 w-full rounded-2xl" />
          </div>
        ) : teams.isError ? (
          <LoadError
            message={`${t('team.loadFailed')} ${errorText(t, teams.error)}`}
            onRetry={() => void teams.refetch()}
          />
        ) : (
          <>
            {/* An account that left Growth keeps seeing (and managing) the team it built. */}
            {can(me.profile, 'team') || teams.data.owned ? (
              <OwnedTeam
                team={teams.data.owned}
                owner={{ name: me.profile.userName || me.user.name, email: me.user.email }}
                canInvite={can(me.profile, 'team') && !teams.data.owned?.readOnly}
              />
            ) : (
              <EmptyState
                icon={Users}
                title={t('team.upgrade.title')}
                action={
                  <Link to={paths.credits.href()} className={buttonVariants()}>
                    {t('team.upgrade.action')}
                  </Link>
                }
              >
                {t('team.upgrade.body', { count: TEAM_MAX })}
              </EmptyState>
            )}
            <Memberships teams={teams.data.memberships} />
          </>
        )}
      </div>
    </div>
  );
}
