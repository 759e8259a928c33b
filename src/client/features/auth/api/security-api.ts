import { queryOptions } from '@tanstack/react-query';
import type { MeDto, UpdateMeInput } from '../../../../shared/schemas/auth';
import { api } from '../../../lib/api-client';

/** better-auth's account endpoints used by Settings, plus our own profile update. */
export interface SessionInfo {
  id: string;
  token: string;
  userAgent?: string | null;
  ipAddress?: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface LinkedAccount {
  id: string;
  providerId: string;
  accountId: string;
  createdAt: string;
}

export const sessionsQueryOptions = queryOptions({
  queryKey: ['auth', 'sessions'],
  queryFn: () => api<SessionInfo[]>('/auth/list-sessions'),
  staleTime: 0,
});

export const accountsQueryOptions = queryOptions({
  queryKey: ['auth', 'accounts'],
  queryFn: () => api<LinkedAccount[]>('/auth/list-accounts'),
  staleTime: 0,
});

export const updateMe = (input: UpdateMeInput) => api<MeDto>('/me', { method: 'PATCH', json: input });

export const changePassword = (input: { currentPassword: string; newPassword: string }) =>
  api<unknown>('/auth/change-password', { method: 'POST', json: { ...input, revokeOtherSessions: true } });

export const enableTwoFactor = (password: string) =>
  api<{ totpURI: string; backupCodes: string[] }>('/auth/two-factor/enable', { method: 'POST', json: { password } });

export const verifyTotp = (code: string) => api<unknown>('/auth/two-factor/verify-totp', { method: 'POST', json: { code } });

export const verifyBackupCode = (code: string) =>
  api<unknown>('/auth/two-factor/verify-backup-code', { method: 'POST', json: { code } });

export const disableTwoFactor = (password: string) =>
  api<unknown>('/auth/two-factor/disable', { method: 'POST', json: { password } });

export const revokeSession = (token: string) => api<unknown>('/auth/revoke-session', { method: 'POST', json: { token } });

export const revokeOtherSessions = () => api<unknown>('/auth/revoke-other-sessions', { method: 'POST', json: {} });

export const linkGitHub = () =>
  api<{ url: string }>('/auth/oauth2/link', { method: 'POST', json: { providerId: 'github', callbackURL: '/dashboard/settings' } });

export const unlinkAccount = (providerId: string) =>
  api<unknown>('/auth/unlink-account', { method: 'POST', json: { providerId } });

/** The proof deletion takes: the password, or for an account without one its email typed out (ADR 0016). */
export type DeleteAccountProof = { password: string } | { email: string };

export const deleteAccount = (proof: DeleteAccountProof) => api<unknown>('/auth/delete-user', { method: 'POST', json: proof });

/** A fresh GitHub sign-in that comes back to Settings (deleting a GitHub-only account needs a recent one). */
/** A fresh GitHub sign-in, back to `returnTo`: the proof of an account without a password (ADR 0016). */
export const signInAgainWithGitHub = (returnTo = '/dashboard/settings') =>
  api<{ url: string }>('/auth/sign-in/social', {
    method: 'POST',
    json: { provider: 'github', callbackURL: returnTo, errorCallbackURL: returnTo },
  });
