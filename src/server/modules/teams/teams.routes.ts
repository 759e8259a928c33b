import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  changeRoleInput,
  invitationPreviewDto,
  invitationTokenParams,
  inviteInput,
  teamDto,
  teamInvitationDto,
  teamMemberDto,
  teamsDto,
  transferInput,
} from '../../../shared/schemas/teams';
import { singleLineString } from '../../../shared/schemas/text';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/session';
import type { AppEnv } from '../../http/context';
import { jsonBody, jsonResponse, sessionOnly } from '../../http/openapi';
import { RateLimit } from '../../lib/rate-limit';
import { requireProof } from '../../auth/proof';
import {
  acceptInvitation,
  acceptTransfer,
  cancelTransfer,
  changeRole,
  declineTransfer,
  invite,
  leaveTeam,
  listTeams,
  offerTransferOfTeam,
  previewInvitation,
  removeFromTeam,
  withdrawInvitation,
  type TeamDeps,
} from './teams.service';

const memberParams = z.object({ userId: singleLineString().min(1).max(100) });
const idParams = z.object({ id: z.uuid() });
const ownerOnly = { 403: { description: 'TEAM_PLAN or TEAM_ROLE' }, 404: { description: 'No team, or not on it' } } as const;

const routes = sessionOnly({
  list: createRoute({
    method: 'get',
    path: '/teams',
    summary: 'The team the reader owns and the teams it is on',
    responses: { 200: jsonResponse(teamsDto, 'Teams') },
  }),
  invite: createRoute({
    method: 'post',
    path: '/team/invitations',
    summary: 'Invite someone by email (Growth): the team is made at the first invitation',
    request: jsonBody(inviteInput),
    responses: {
      201: jsonResponse(teamInvitationDto, 'The pending invitation; the link goes by email'),
      ...ownerOnly,
      409: { description: 'TEAM_FULL or TEAM_MEMBER_EXISTS' },
    },
  }),
  withdraw: createRoute({
    method: 'delete',
    path: '/team/invitations/{id}',
    summary: 'Withdraw a pending invitation',
    request: { params: idParams },
    responses: { 204: { description: 'Withdrawn' }, ...ownerOnly },
  }),
  changeRole: createRoute({
    method: 'patch',
    path: '/team/members/{userId}',
    summary: 'Make a member an editor or a viewer',
    request: { params: memberParams, ...jsonBody(changeRoleInput) },
    responses: { 200: jsonResponse(teamMemberDto, 'The member'), ...ownerOnly },
  }),
  remove: createRoute({
    method: 'delete',
    path: '/team/members/{userId}',
    summary: 'Take a member off the team; their access ends at once, on every session',
    request: { params: memberParams },
    responses: { 204: { description: 'Removed' }, ...ownerOnly },
  }),
  transfer: createRoute({
    method: 'post',
    path: '/team/transfer',
    summary: 'Offer the team to a member, confirmed with the owner’s password; nothing changes until they accept',
    request: jsonBody(transferInput),
    responses: {
      200: jsonResponse(teamDto, 'The team, with the pending offer; the member is told by email'),
      400: { description: 'INVALID_PASSWORD, or no password sent' },
      ...ownerOnly,
      409: { description: 'TEAM_OWNS_ANOTHER' },
    },
  }),
  cancelTransfer: createRoute({
    method: 'delete',
    path: '/team/transfer',
    summary: 'Take back the pending offer of the team',
    responses: { 204: { description: 'Cancelled' }, ...ownerOnly },
  }),
  acceptTransfer: createRoute({
    method: 'post',
    path: '/teams/{id}/transfer/accept',
    summary: 'Take the team offered to the reader; the old owner keeps her projects unless she handed them over',
    request: { params: idParams },
    responses: {
      200: jsonResponse(teamDto, 'The team, now the reader’s'),
      404: { description: 'TEAM_TRANSFER_NOT_FOUND, or not on the team' },
      409: { description: 'TEAM_OWNS_ANOTHER' },
    },
  }),
  declineTransfer: createRoute({
    method: 'post',
    path: '/teams/{id}/transfer/decline',
    summary: 'Turn down the team offered to the reader',
    request: { params: idParams },
    responses: { 204: { description: 'Declined' }, 404: { description: 'TEAM_TRANSFER_NOT_FOUND, or not on the team' } },
  }),
  leave: createRoute({
    method: 'post',
    path: '/teams/{id}/leave',
    summary: 'Leave a team (its owner cannot, before handing it over)',
    request: { params: idParams },
    responses: { 204: { description: 'Left' }, 404: { description: 'Not on the team' }, 409: { description: 'TEAM_OWNER_CANNOT_LEAVE' } },
  }),
  preview: createRoute({
    method: 'get',
    path: '/invitations/{token}',
    summary: 'Who invites, whom and as what (no sign-in needed)',
    request: { params: invitationTokenParams },
    responses: { 200: jsonResponse(invitationPreviewDto, 'The invitation'), 404: { description: 'INVITATION_INVALID' } },
  }),
  accept: createRoute({
    method: 'post',
    path: '/invitations/{token}/accept',
    summary: 'Join the team, signed in with the invited address',
    request: { params: invitationTokenParams },
    responses: {
      200: jsonResponse(teamDto, 'The team joined'),
      403: { description: 'INVITATION_EMAIL_MISMATCH' },
      404: { description: 'INVITATION_INVALID' },
    },
  }),
});

/** Invitations send email: a few dozen an hour per owner is plenty for a team of ten. */
const inviteLimitRule = { name: 'team-invite', points: 30, durationSeconds: 60 * 60 };
/** Each offer checks the owner's password: a stolen cookie gets a few guesses an hour, not a dictionary. */
const transferLimitRule = { name: 'team-transfer', points: 10, durationSeconds: 60 * 60 };
/** What an owner without the proof is told (ADR 0016). */
const transferProofMessages = {
  passwordRequired: 'Enter your password to offer the team.',
  emailRequired: 'Type your account’s email address to confirm.',
  signInAgain: 'For your safety, sign in again, then offer the team within 10 minutes.',
};

export function teamRoutes(deps: TeamDeps & { auth: Auth }) {
  const { auth, db } = deps;
  const session = (c: Parameters<typeof requireSession>[0]) => requireSession(c, auth);
  const userId = async (c: Parameters<typeof requireSession>[0]) => (await session(c)).user.id;
  const inviteLimit = new RateLimit(db, inviteLimitRule);
  const transferLimit = new RateLimit(db, transferLimitRule);

  return new OpenAPIHono<AppEnv>()
    .openapi(routes.list, async (c) => c.json(await listTeams(db, await userId(c)), 200))
    .openapi(routes.invite, async (c) => {
      const owner = await userId(c);
      await inviteLimit.consume(owner);
      const invitation = await invite(deps, owner, c.req.valid('json'));
      c.get('log').info({ invitationId: invitation.id }, 'team invitation sent');
      return c.json(invitation, 201);
    })
    .openapi(routes.withdraw, async (c) => {
      await withdrawInvitation(db, await userId(c), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(routes.changeRole, async (c) =>
      c.json(await changeRole(db, await userId(c), c.req.valid('param').userId, c.req.valid('json').role), 200),
    )
    .openapi(routes.remove, async (c) => {
      await removeFromTeam(db, await userId(c), c.req.valid('param').userId);
      return c.body(null, 204);
    })
    .openapi(routes.transfer, async (c) => {
      const signedIn = await session(c);
      const input = c.req.valid('json');
      const confirm = async () => {
        await transferLimit.consume(signedIn.user.id);
        await requireProof(auth, signedIn, input, { messages: transferProofMessages, checkPassword: true });
      };
      const team = await offerTransferOfTeam(deps, signedIn.user.id, input, confirm);
      c.get('log').info({ teamId: team.id }, 'team transfer offered');
      return c.json(team, 200);
    })
    .openapi(routes.cancelTransfer, async (c) => {
      await cancelTransfer(db, await userId(c));
      return c.body(null, 204);
    })
    .openapi(routes.acceptTransfer, async (c) => {
      const team = await acceptTransfer(db, await userId(c), c.req.valid('param').id);
      c.get('log').info({ teamId: team.id }, 'team transfer accepted');
      return c.json(team, 200);
    })
    .openapi(routes.declineTransfer, async (c) => {
      await declineTransfer(db, await userId(c), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(routes.leave, async (c) => {
      await leaveTeam(db, await userId(c), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(routes.preview, async (c) => c.json(await previewInvitation(db, c.req.valid('param').token), 200))
    .openapi(routes.accept, async (c) => {
      const { user } = await session(c);
      return c.json(await acceptInvitation(db, user, c.req.valid('param').token), 200);
    });
}
