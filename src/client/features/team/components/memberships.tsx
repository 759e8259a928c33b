import { AlertTriangle, LogOut } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamDto } from '../../../../shared/schemas/teams';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorText } from '../../../lib/error-text';
import { toast } from '../../../lib/toast';
import { useLeaveTeam } from '../api/teams';
import { roleLabel } from './role-label';
import { TransferOfferReceived } from './transfer-offer';

/** "Teams you're on": each with its owner, the reader's role, who else is on it, and Leave. */
export function Memberships({ teams }: { teams: TeamDto[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold">
        {t('team.memberships.title')}
      </h2>
      {teams.length === 0 ? (
        <p className="mt-3 rounded-2xl border border-dashed border-border p-5 text-sm text-muted">
          {t('team.memberships.empty')}
        </p>
      ) : (
        <ul className="mt-3 space-y-4">
          {teams.map((team) => (
            <Membership key={team.id} team={team} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Membership({ team }: { team: TeamDto }) {
  const { t } = useTranslation();
  const leave = useLeaveTeam();
  const [confirming, setConfirming] = useState(false);
  const ownerName = team.owner.name;

  return (
    <li className="rounded-2xl border border-border bg-surface p-4 sm:p-5" data-testid="team-membership">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold break-words">{t('team.memberships.owner', { name: ownerName })}</h3>
          <p className="mt-0.5 text-sm text-muted">
            {t('team.memberships.yourRole', { role: roleLabel(t, team.role) })}
          </p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('team.memberships.leaveLabel', { name: ownerName })}
          onClick={() => setConfirming(true)}
        >
          <LogOut aria-hidden className="size-4" />
          {t('team.memberships.leave')}
        </Button>
      </div>
      {team.readOnly ? (
        <p role="status" className="mt-3 flex items-start gap-2 rounded-lg border border-danger/40 bg-danger/10 p-3 text-sm">
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-danger" />
          {t('errors.TEAM_READ_ONLY')}
        </p>
      ) : null}
      {/* The server shows a member only the offer made to them. */}
      {team.transfer ? <TransferOfferReceived team={team} transfer={team.transfer} /> : null}
      <ul aria-label={t('team.memberships.membersLabel', { name: ownerName })} className="mt-3 flex flex-wrap gap-2">
        {team.members.map((member) => (
          <li
            key={member.userId}
            className="max-w-full rounded-full border border-border bg-surface-raised px-3 py-1 text-xs break-words"
          >
            {member.name} · <span className="text-muted">{roleLabel(t, member.role)}</span>
          </li>
        ))}
      </ul>
      {confirming ? (
        <ConfirmDialog
          title={t('team.memberships.leaveTitle', { name: ownerName })}
          description={t('team.memberships.leaveDescription')}
          confirmLabel={t('team.memberships.leave')}
          danger
          pending={leave.isPending}
          onConfirm={() =>
            leave.mutate(team.id, {
              onSuccess: () => {
                setConfirming(false);
                toast.success(t('team.memberships.left', { name: ownerName }));
              },
              onError: (error) => toast.error(t('team.memberships.leaveFailed'), { description: errorText(t, error) }),
            })
          }
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </li>
  );
}
