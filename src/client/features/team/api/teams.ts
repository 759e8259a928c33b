import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InvitationPreviewDto,
  InviteInput,
  MemberRole,
  TeamDto,
  TeamInvitationDto,
  TeamMemberDto,
  TeamsDto,
  TransferInput,
} from '../../../../shared/schemas/teams';
import { api } from '../../../lib/api-client';
import { projectsQueryKey } from '../../projects';

export const teamsQueryKey = ['teams'] as const;
const invitationQueryKey = (token: string) => ['invitation', token] as const;

/** The team the reader owns (null until its first invitation) and the teams it is a member of. */
export function useTeams() {
  return useQuery({ queryKey: teamsQueryKey, queryFn: () => api<TeamsDto>('/teams') });
}

/**
 * A change to the team: the team is read again, and so are the projects (a member who joins,
 * leaves or changes role sees other projects, or other actions on them).
 */
function useTeamMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: teamsQueryKey }),
        queryClient.invalidateQueries({ queryKey: projectsQueryKey }),
      ]);
    },
  });
}

export function useInvite() {
  return useTeamMutation((input: InviteInput) =>
    api<TeamInvitationDto>('/team/invitations', { method: 'POST', json: input }),
  );
}

export function useWithdrawInvitation() {
  return useTeamMutation((id: string) => api<void>(`/team/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' }));
}

export function useChangeRole() {
  return useTeamMutation(({ userId, role }: { userId: string; role: MemberRole }) =>
    api<TeamMemberDto>(`/team/members/${encodeURIComponent(userId)}`, { method: 'PATCH', json: { role } }),
  );
}

export function useRemoveMember() {
  return useTeamMutation((userId: string) => api<void>(`/team/members/${encodeURIComponent(userId)}`, { method: 'DELETE' }));
}

/** Offers the team to a member, with the owner's password (or typed email): nothing moves until they accept. */
export function useOfferTransfer() {
  return useTeamMutation((input: TransferInput) => api<TeamDto>('/team/transfer', { method: 'POST', json: input }));
}

export function useCancelTransfer() {
  return useTeamMutation(() => api<void>('/team/transfer', { method: 'DELETE' }));
}

/** The member's answer to the team offered to them. */
export function useAnswerTransfer() {
  return useTeamMutation(({ teamId, answer }: { teamId: string; answer: 'accept' | 'decline' }) =>
    api<TeamDto | undefined>(`/teams/${encodeURIComponent(teamId)}/transfer/${answer}`, { method: 'POST' }),
  );
}

export function useLeaveTeam() {
  return useTeamMutation((teamId: string) => api<void>(`/teams/${encodeURIComponent(teamId)}/leave`, { method: 'POST' }));
}

/** What an invitation link offers; answered without signing in. A bad link is not asked about twice. */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: invitationQueryKey(token),
    queryFn: () => api<InvitationPreviewDto>(`/invitations/${encodeURIComponent(token)}`),
    retry: false,
    staleTime: Infinity,
  });
}

export function useAcceptInvitation(token: string) {
  return useTeamMutation(() => api<TeamDto>(`/invitations/${encodeURIComponent(token)}/accept`, { method: 'POST' }));
}

/** People on the team or on their way: the owner and members, plus pending invitations. */
export function teamSize(team: Pick<TeamDto, 'members' | 'invitations'> | null): number {
  // Before its first invitation the account has no team row: just its owner.
  return team ? team.members.length + team.invitations.length : 1;
}
