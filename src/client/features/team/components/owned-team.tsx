import { AlertTriangle, Mail, Trash2, UserMinus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { memberRole, TEAM_MAX, type MemberRole, type TeamDto, type TeamMemberDto } from '../../../../shared/schemas/teams';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Select } from '../../../components/ui/select';
import { errorText } from '../../../lib/error-text';
import { toast } from '../../../lib/toast';
import { teamSize, useChangeRole, useRemoveMember, useWithdrawInvitation } from '../api/teams';
import { InviteForm } from './invite-form';
import { roleLabel } from './role-label';
import { TransferOwnership } from './transfer-offer';

/**
 * The team the reader owns: its people with their roles, the invitations on their way, an invite
 * form and the transfer of ownership. Before the first invitation there is no team yet: only its owner.
 */
export function OwnedTeam({
  team,
  owner,
  canInvite,
}: {
  team: TeamDto | null;
  owner: { name: string; email: string };
  /** Growth, and the team not read-only. */
  canInvite: boolean;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' });
  const size = teamSize(team);
  const members = team?.members.filter((member) => member.role !== 'owner') ?? [];

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-border bg-surface p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          {t('team.yourTeam')}
        </h2>
        <span
          data-testid="team-count"
          aria-label={t('team.countLabel', { count: size, max: TEAM_MAX })}
          className="rounded-full border border-border bg-surface-raised px-3 py-1 text-xs font-medium"
        >
          {t('team.count', { count: size, max: TEAM_MAX })}
        </span>
      </div>

      {team?.readOnly ? (
        <p role="status" className="mt-4 flex items-start gap-2 rounded-lg border border-danger/40 bg-danger/10 p-3 text-sm">
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-danger" />
          {t('team.readOnlyOwned')}
        </p>
      ) : null}

      <h3 className="mt-6 text-sm font-semibold text-muted uppercase">{t('team.members.title')}</h3>
      <ul className="mt-2 divide-y divide-border rounded-xl border border-border">
        <li className="flex flex-col gap-1 p-3 sm:flex-row sm:items-center sm:justify-between sm:gap-3">
          <PersonName name={owner.name} email={owner.email} you={t('team.you')} />
          <span className="text-sm text-muted">{roleLabel(t, 'owner')}</span>
        </li>
        {members.map((member) => (
          <MemberRow key={member.userId} member={member} joined={date(member.joinedAt)} />
        ))}
      </ul>
      {members.length === 0 ? <p className="mt-2 text-sm text-muted">{t('team.members.onlyYou')}</p> : null}

      {team && team.invitations.length > 0 ? (
        <>
          <h3 className="mt-6 text-sm font-semibold text-muted uppercase">{t('team.invitations.title')}</h3>
          <ul className="mt-2 divide-y divide-border rounded-xl border border-border">
            {team.invitations.map((invitation) => (
              <InvitationRow
                key={invitation.id}
                id={invitation.id}
                email={invitation.email}
                role={invitation.role}
                expires={date(invitation.expiresAt)}
              />
            ))}
          </ul>
        </>
      ) : null}

      {canInvite ? <InviteForm full={size >= TEAM_MAX} /> : null}
      {/* Managing goes on below Growth too, so a lapsed team can still be tidied or handed over. */}
      {team ? <TransferOwnership team={team} members={members} ownerEmail={owner.email} /> : null}
    </section>
  );
}

function PersonName({ name, email, you }: { name: string; email: string; you?: string }) {
  return (
    <div className="min-w-0">
      <p className="font-medium break-words">
        {name}
        {you ? <span className="ml-1.5 text-xs font-normal text-muted">({you})</span> : null}
      </p>
      <p className="text-sm break-all text-muted">{email}</p>
    </div>
  );
}

function MemberRow({ member, joined }: { member: TeamMemberDto; joined: string }) {
  const { t } = useTranslation();
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const [confirming, setConfirming] = useState(false);

  const onRole = (role: MemberRole) =>
    changeRole.mutate(
      { userId: member.userId, role },
      {
        onSuccess: () => toast.success(t('team.members.roleChanged', { name: member.name, role: roleLabel(t, role) })),
        onError: (error) => toast.error(t('team.members.roleFailed'), { description: errorText(t, error) }),
      },
    );
  const onRemove = () =>
    remove.mutate(member.userId, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t('team.members.removed', { name: member.name }));
      },
      onError: (error) => toast.error(t('team.members.removeFailed'), { description: errorText(t, error) }),
    });

  return (
    <li className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between" data-testid="team-member">
      <div className="min-w-0">
        <PersonName name={member.name} email={member.email} />
        <p className="mt-0.5 text-xs text-muted">{t('team.members.joined', { date: joined })}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Select
          aria-label={t('team.members.roleOf', { name: member.name })}
          value={member.role}
          disabled={changeRole.isPending}
          onChange={(event) => onRole(event.target.value as MemberRole)}
        >
          {memberRole.options.map((role) => (
            <option key={role} value={role}>
              {roleLabel(t, role)}
            </option>
          ))}
        </Select>
        <Button
          variant="ghost"
          size="sm"
          className="text-danger hover:text-danger"
          aria-label={t('team.members.removeLabel', { name: member.name })}
          onClick={() => setConfirming(true)}
        >
          <UserMinus aria-hidden className="size-4" />
          {t('team.members.remove')}
        </Button>
      </div>
      {confirming ? (
        <ConfirmDialog
          title={t('team.members.removeTitle', { name: member.name })}
          description={t('team.members.removeDescription')}
          confirmLabel={t('team.members.remove')}
          danger
          pending={remove.isPending}
          onConfirm={onRemove}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </li>
  );
}

function InvitationRow({ id, email, role, expires }: { id: string; email: string; role: MemberRole; expires: string }) {
  const { t } = useTranslation();
  const withdraw = useWithdrawInvitation();
  return (
    <li className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between" data-testid="team-invitation">
      <div className="flex min-w-0 items-start gap-2">
        <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-muted" />
        <div className="min-w-0">
          <p className="text-sm font-medium break-all">{email}</p>
          <p className="text-xs text-muted">
            {roleLabel(t, role)} · {t('team.invitations.expires', { date: expires })}
          </p>
        </div>
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="self-start sm:self-auto"
        aria-label={t('team.invitations.withdrawLabel', { email })}
        aria-disabled={withdraw.isPending}
        onClick={() => {
          if (withdraw.isPending) return;
          withdraw.mutate(id, {
            onSuccess: () => toast.success(t('team.invitations.withdrawn', { email })),
            onError: (error) => toast.error(t('team.invitations.withdrawFailed'), { description: errorText(t, error) }),
          });
        }}
      >
        <Trash2 aria-hidden className="size-4" />
        {t('team.invitations.withdraw')}
      </Button>
    </li>
  );
}
