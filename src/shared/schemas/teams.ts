import { z } from 'zod';
import { singleLineString } from './text';
import { messageKeys } from '../message-keys';
import { teamRoles } from '../permissions';
import { email, PASSWORD_MAX } from './auth';

/**
 * Teams (Growth): an account shares its projects with up to nine more people, each an editor or a
 * viewer; the owner pays for the projects and manages the team (ADR 0026).
 */

/** The most people on a team, the owner and pending invitations included. */
export const TEAM_MAX = 10;
/** How long an invitation link stays valid. */
export const INVITATION_DAYS = 7;

export const teamRole = z.enum(teamRoles);
/** The roles an owner hands out; ownership moves only by a transfer. */
export const memberRole = z.enum(['editor', 'viewer']);
export type MemberRole = z.infer<typeof memberRole>;

export const teamMessages = {
  plan: 'Upgrade to the Growth plan to invite a team.',
  full: `A team has at most ${TEAM_MAX} people, pending invitations included.`,
  alreadyMember: 'This person is already on the team or invited.',
  invitationInvalid: 'This invitation has expired, was withdrawn or was already used.',
  invitationEmail: 'This invitation was sent to another email address. Sign in with that address to accept it.',
  role: 'Your role in this team does not allow this.',
  readOnly: "The team's owner is no longer on the Growth plan, so team projects are read-only.",
  ownerCannotLeave: 'Transfer the ownership to another member before leaving the team.',
  notMember: 'This person is not on the team.',
  transferNotFound: 'This transfer offer was cancelled, declined or has expired.',
  ownsAnotherTeam: 'This member already owns a team of their own.',
} as const;
export const teamMessageKeys = messageKeys('team.messages', teamMessages);

/** `POST /api/team/invitations`. */
export const inviteInput = z.object({ email, role: memberRole.default('viewer') });
export type InviteInput = z.infer<typeof inviteInput>;

/** `PATCH /api/team/members/:userId`. */
export const changeRoleInput = z.object({ role: memberRole });
/** How long an offer of the team stays open for its recipient. */
export const TRANSFER_DAYS = 7;

/**
 * `POST /api/team/transfer`: the offer of the team to a member, with proof beyond the session (ADR
 * 0016): the owner's password, or an account without one types its email. The owner's projects stay
 * hers unless `handOverProjects` (ADR 0035).
 */
export const transferInput = z.object({
  userId: singleLineString().min(1).max(100),
  password: z.string().max(PASSWORD_MAX).optional(),
  email: singleLineString().max(320).optional(),
  handOverProjects: z.boolean().default(false),
});
export type TransferInput = z.infer<typeof transferInput>;

export const teamMemberDto = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: teamRole,
  joinedAt: z.string(),
});
export type TeamMemberDto = z.infer<typeof teamMemberDto>;

export const teamInvitationDto = z.object({
  id: z.uuid(),
  email: z.string(),
  role: memberRole,
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type TeamInvitationDto = z.infer<typeof teamInvitationDto>;

/** A pending transfer of the team: seen by its owner and by the member it is offered to. */
export const teamTransferDto = z.object({
  to: z.object({ userId: z.string(), name: z.string(), email: z.string() }),
  /** The owner's projects go with the team; otherwise they stay the owner's own. */
  handOverProjects: z.boolean(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type TeamTransferDto = z.infer<typeof teamTransferDto>;

export const teamDto = z.object({
  id: z.uuid(),
  owner: z.object({ userId: z.string(), name: z.string(), email: z.string() }),
  /** The reader's role on this team. */
  role: teamRole,
  members: z.array(teamMemberDto),
  /** Pending invitations; only the owner sees them. */
  invitations: z.array(teamInvitationDto),
  limit: z.number().int(),
  /** The owner is below Growth: members can read and nothing more, and no one can be invited. */
  readOnly: z.boolean(),
  /** The pending transfer, for the owner and its recipient; null for everyone else. */
  transfer: teamTransferDto.nullable(),
});
export type TeamDto = z.infer<typeof teamDto>;

/** `GET /api/teams`: the team the reader owns (null until the first invitation) and the teams it is on. */
export const teamsDto = z.object({ owned: teamDto.nullable(), memberships: z.array(teamDto) });
export type TeamsDto = z.infer<typeof teamsDto>;

/** `GET /api/invitations/:token`: what the invitation page shows before anyone signs in. */
export const invitationPreviewDto = z.object({
  ownerName: z.string(),
  email: z.string(),
  role: memberRole,
  expiresAt: z.string(),
});
export type InvitationPreviewDto = z.infer<typeof invitationPreviewDto>;

export const invitationTokenParams = z.object({ token: singleLineString().min(20).max(100) });
