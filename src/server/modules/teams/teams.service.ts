import { createHash, randomBytes } from 'node:crypto';
import { can, type Action } from '../../../shared/permissions';
import {
  INVITATION_DAYS,
  TEAM_MAX,
  TRANSFER_DAYS,
  type InvitationPreviewDto,
  type InviteInput,
  type MemberRole,
  type TeamDto,
  type TeamInvitationDto,
  type TeamMemberDto,
  type TeamsDto,
  type TeamTransferDto,
  type TransferInput,
} from '../../../shared/schemas/teams';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Mailer } from '../../mail/mailer';
import { teamInvitationEmail, teamTransferEmail } from '../../mail/templates';
import { accessOf } from '../me/access';
import {
  addMember,
  countSeats,
  deleteInvitation,
  ensureTeam,
  findInvitation,
  findMember,
  findTeam,
  findTeamOwnedBy,
  findTransfer,
  findUser,
  insertInvitation,
  isMemberEmail,
  listInvitations,
  listMembers,
  lockTeam,
  offerTransfer,
  removeMember,
  roleOn,
  setMemberRole,
  takeInvitation,
  takeTransfer,
  teamsJoinedBy,
  transferTeam,
  type InvitationRow,
  type TeamRow,
} from './teams.repo';

/**
 * Teams (ADR 0026): the owner invites by email, members join through a single-use link, and every
 * change to one team happens under its row lock, so the seat count can never pass TEAM_MAX.
 */

export interface TeamDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const teamNotFound = () => new AppError('NOT_FOUND', 'Team not found.');

/** `actorId` may do `action` to `team`, judged like a project by the role and the owner's plan. */
async function authorizeTeam(db: Db, actorId: string, team: TeamRow, action: Action): Promise<void> {
  const role = await roleOn(db, team.ownerId, actorId);
  const verdict = can({ role }, action, { owner: await accessOf(db, team.ownerId) });
  if (!verdict.allowed) throw verdict.status === 404 ? teamNotFound() : new AppError(verdict.code);
}

/** The team `ownerId` owns, for a management action; an account without one has nothing to manage. */
async function ownedTeam(db: Db, ownerId: string, action: Action): Promise<TeamRow> {
  const team = await findTeamOwnedBy(db, ownerId);
  if (!team) throw teamNotFound();
  await authorizeTeam(db, ownerId, team, action);
  return team;
}

function toInvitationDto(row: InvitationRow): TeamInvitationDto {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The team's pending transfer as `readerId` may see it: only its owner and its recipient do. */
async function transferDto(db: Db, readerId: string, team: TeamRow): Promise<TeamTransferDto | null> {
  const pending = await findTransfer(db, team.id);
  if (!pending || (readerId !== team.ownerId && readerId !== pending.transfer.toUserId)) return null;
  const { transfer } = pending;
  return {
    to: { userId: transfer.toUserId, name: pending.name, email: pending.email },
    handOverProjects: transfer.handOverProjects,
    expiresAt: transfer.expiresAt.toISOString(),
    createdAt: transfer.createdAt.toISOString(),
  };
}

async function teamDtos(db: Db, readerId: string, teams: TeamRow[]): Promise<TeamDto[]> {
  const members = await listMembers(db, teams.map((t) => t.id));
  return Promise.all(
    teams.map(async (team) => {
      const own = members.filter((m) => m.teamId === team.id);
      const owner = own.find((m) => m.userId === team.ownerId);
      const reader = own.find((m) => m.userId === readerId);
      const ownerAccess = await accessOf(db, team.ownerId);
      return {
        id: team.id,
        owner: { userId: team.ownerId, name: owner?.name ?? '', email: owner?.email ?? '' },
        role: reader?.role ?? 'viewer',
        members: own.map(
          (m): TeamMemberDto => ({ userId: m.userId, name: m.name, email: m.email, role: m.role, joinedAt: m.joinedAt.toISOString() }),
        ),
        invitations: readerId === team.ownerId ? (await listInvitations(db, team.id)).map(toInvitationDto) : [],
        limit: TEAM_MAX,
        readOnly: !can({ role: 'owner' }, 'team.invite', { owner: ownerAccess }).allowed,
        transfer: await transferDto(db, readerId, team),
      };
    }),
  );
}

async function teamDto(db: Db, readerId: string, team: TeamRow): Promise<TeamDto> {
  return (await teamDtos(db, readerId, [team]))[0]!;
}

/** The team the reader owns (null before its first invitation) and the teams it is on. */
export async function listTeams(db: Db, readerId: string): Promise<TeamsDto> {
  const owned = await findTeamOwnedBy(db, readerId);
  const joined = await Promise.all((await teamsJoinedBy(db, readerId)).map((t) => findTeam(db, t.teamId)));
  return {
    owned: owned ? await teamDto(db, readerId, owned) : null,
    memberships: await teamDtos(db, readerId, joined.filter((t): t is TeamRow => Boolean(t))),
  };
}

/**
 * Invites `email` (Growth owners): the team is made at the first invitation. The seat is taken in
 * the transaction that checks the count; the email goes out after it commits.
 */
export async function invite(deps: TeamDeps, ownerId: string, input: InviteInput): Promise<TeamInvitationDto> {
  const owner = await findUser(deps.db, ownerId);
  const verdict = can({ role: 'owner' }, 'team.invite', { owner: await accessOf(deps.db, ownerId) });
  if (!verdict.allowed) throw new AppError(verdict.status === 403 ? verdict.code : 'NOT_FOUND');
  const email = input.email.toLowerCase();
  const role: MemberRole = input.role;
  const token = randomBytes(32).toString('base64url');
  const row = await deps.db.transaction(
    async (tx) => {
      const team = await ensureTeam(tx, ownerId);
      await lockTeam(tx, team.id);
      if (await isMemberEmail(tx, team.id, email)) throw new AppError('TEAM_MEMBER_EXISTS');
      if ((await countSeats(tx, team.id)) >= TEAM_MAX) throw new AppError('TEAM_FULL');
      const expiresAt = new Date(Date.now() + INVITATION_DAYS * 86_400_000);
      const inserted = await insertInvitation(tx, { teamId: team.id, email, role, tokenHash: hashToken(token), invitedBy: ownerId, expiresAt });
      if (!inserted) throw new AppError('TEAM_MEMBER_EXISTS');
      return inserted;
    },
    { isolationLevel: 'read committed' },
  );
  const locale = (await accessOf(deps.db, ownerId)).locale === 'ru' ? 'ru' : 'en';
  const url = `${deps.appUrl}/invite/${token}`;
  await deps.mailer.send({ to: email, ...teamInvitationEmail({ url, ownerName: owner?.name ?? '', role, days: INVITATION_DAYS, locale }) });
  return toInvitationDto(row);
}

export async function withdrawInvitation(db: Db, ownerId: string, invitationId: string): Promise<void> {
  const team = await ownedTeam(db, ownerId, 'team.manage');
  if (!(await deleteInvitation(db, team.id, invitationId))) throw new AppError('NOT_FOUND', 'Invitation not found.');
}

export async function changeRole(db: Db, ownerId: string, userId: string, role: MemberRole): Promise<TeamMemberDto> {
  const team = await ownedTeam(db, ownerId, 'team.manage');
  const member = await findMember(db, team.id, userId);
  if (!member || member.role === 'owner') throw new AppError('TEAM_NOT_MEMBER');
  await setMemberRole(db, team.id, userId, role);
  const updated = (await teamDto(db, ownerId, team)).members.find((m) => m.userId === userId);
  return updated!;
}

/** Takes a member off the team: every later request of theirs, on any session, finds the projects gone. */
export async function removeFromTeam(db: Db, ownerId: string, userId: string): Promise<void> {
  const team = await ownedTeam(db, ownerId, 'team.manage');
  if (!(await removeMember(db, team.id, userId))) throw new AppError('TEAM_NOT_MEMBER');
}

export async function leaveTeam(db: Db, userId: string, teamId: string): Promise<void> {
  const team = await findTeam(db, teamId);
  if (!team) throw teamNotFound();
  await authorizeTeam(db, userId, team, 'team.read');
  if (team.ownerId === userId) throw new AppError('TEAM_OWNER_CANNOT_LEAVE');
  await removeMember(db, team.id, userId);
}

/**
 * Offers the team to a member (ADR 0035): nothing changes until they accept. The owner proves it is
 * her (`confirm`: her password, ADR 0016) after the team is found hers, so a stranger learns nothing.
 * A new offer replaces a pending one; the recipient is told by email.
 */
export async function offerTransferOfTeam(
  deps: TeamDeps,
  ownerId: string,
  input: TransferInput,
  confirm: () => Promise<void>,
): Promise<TeamDto> {
  const { db } = deps;
  const team = await ownedTeam(db, ownerId, 'team.manage');
  await confirm();
  await db.transaction(
    async (tx) => {
      const locked = await lockTeam(tx, team.id);
      if (!locked || locked.ownerId !== ownerId) throw teamNotFound();
      const member = await findMember(tx, team.id, input.userId);
      if (!member || member.role === 'owner') throw new AppError('TEAM_NOT_MEMBER');
      // An account owns at most one team: one that owns its own cannot take another.
      if (await findTeamOwnedBy(tx, input.userId)) throw new AppError('TEAM_OWNS_ANOTHER');
      const expiresAt = new Date(Date.now() + TRANSFER_DAYS * 86_400_000);
      await offerTransfer(tx, { teamId: team.id, fromUserId: ownerId, toUserId: input.userId, handOverProjects: input.handOverProjects, expiresAt });
    },
    { isolationLevel: 'read committed' },
  );
  const [owner, recipient] = await Promise.all([findUser(db, ownerId), findUser(db, input.userId)]);
  if (recipient) {
    const locale = (await accessOf(db, recipient.id)).locale === 'ru' ? 'ru' : 'en';
    const url = `${deps.appUrl}/dashboard/team`;
    await deps.mailer.send({
      to: recipient.email,
      ...teamTransferEmail({ url, ownerName: owner?.name ?? '', handOverProjects: input.handOverProjects, days: TRANSFER_DAYS, locale }),
    });
  }
  return teamDto(db, ownerId, team);
}

/** The owner takes back her pending offer. */
export async function cancelTransfer(db: Db, ownerId: string): Promise<void> {
  const team = await ownedTeam(db, ownerId, 'team.manage');
  if (!(await takeTransfer(db, team.id))) throw new AppError('TEAM_TRANSFER_NOT_FOUND');
}

/** A member on the team, for an answer to an offer made to them: 404 when not on it. */
async function joinedTeam(db: Db, readerId: string, teamId: string): Promise<TeamRow> {
  const team = await findTeam(db, teamId);
  if (!team) throw teamNotFound();
  await authorizeTeam(db, readerId, team, 'team.read');
  return team;
}

export async function declineTransfer(db: Db, readerId: string, teamId: string): Promise<void> {
  const team = await joinedTeam(db, readerId, teamId);
  if (!(await takeTransfer(db, team.id, readerId))) throw new AppError('TEAM_TRANSFER_NOT_FOUND');
}

/**
 * The recipient takes the team: the offer is used up and the ownership moves in one transaction.
 * The old owner stays on as an editor, and her projects stay hers unless she handed them over.
 */
export async function acceptTransfer(db: Db, readerId: string, teamId: string): Promise<TeamDto> {
  const team = await joinedTeam(db, readerId, teamId);
  await db.transaction(
    async (tx) => {
      const locked = await lockTeam(tx, team.id);
      const transfer = locked && (await takeTransfer(tx, team.id, readerId));
      if (!locked || !transfer || transfer.fromUserId !== locked.ownerId) throw new AppError('TEAM_TRANSFER_NOT_FOUND');
      if (await findTeamOwnedBy(tx, readerId)) throw new AppError('TEAM_OWNS_ANOTHER');
      await transferTeam(tx, locked, readerId, transfer.handOverProjects);
    },
    { isolationLevel: 'read committed' },
  );
  return teamDto(db, readerId, (await findTeam(db, team.id))!);
}

/** What the invitation page shows before anyone signs in; a used, withdrawn or expired link is a 404. */
export async function previewInvitation(db: Db, token: string): Promise<InvitationPreviewDto> {
  const invitation = await findInvitation(db, hashToken(token));
  if (!invitation) throw new AppError('INVITATION_INVALID');
  const team = await findTeam(db, invitation.teamId);
  const owner = team && (await findUser(db, team.ownerId));
  if (!owner) throw new AppError('INVITATION_INVALID');
  return { ownerName: owner.name, email: invitation.email, role: invitation.role, expiresAt: invitation.expiresAt.toISOString() };
}

/**
 * Joins the team through the link, once: the signed-in account must be the invited address (the
 * link may have been forwarded). Taking the invitation and adding the member is one transaction.
 */
export async function acceptInvitation(db: Db, reader: { id: string; email: string }, token: string): Promise<TeamDto> {
  const invitation = await findInvitation(db, hashToken(token));
  if (!invitation) throw new AppError('INVITATION_INVALID');
  if (invitation.email.toLowerCase() !== reader.email.toLowerCase()) throw new AppError('INVITATION_EMAIL_MISMATCH');
  const team = await db.transaction(
    async (tx) => {
      const locked = await lockTeam(tx, invitation.teamId);
      const taken = locked && (await takeInvitation(tx, invitation.id));
      if (!locked || !taken) throw new AppError('INVITATION_INVALID');
      if (locked.ownerId !== reader.id) await addMember(tx, locked.id, reader.id, taken.role);
      return locked;
    },
    { isolationLevel: 'read committed' },
  );
  return teamDto(db, reader.id, team);
}
