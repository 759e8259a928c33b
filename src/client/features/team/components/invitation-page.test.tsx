import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InvitationPreviewDto } from '../../../../shared/schemas/teams';
import { initI18n } from '../../../lib/i18n';
import { storageKeys } from '../../../lib/storage-keys';
import { apiError, meFixture, mockApi, renderRoutes, type ApiHandler } from '../../../lib/test-utils';
import InvitationPage from './invitation-page';

vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn() } }));

beforeAll(async () => {
  await initI18n({ appTexts: true });
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

const TOKEN = 'tok_0123456789abcdefghijkl';
const preview: InvitationPreviewDto = {
  ownerName: 'Olga',
  email: 'ann@example.com',
  role: 'editor',
  expiresAt: '2026-12-01T10:00:00.000Z',
};

function setup({ signedInAs, handler }: { signedInAs?: string; handler?: ApiHandler } = {}) {
  const calls = mockApi((request) => {
    const custom = handler?.(request);
    if (custom) return custom;
    if (request.path === '/api/auth/get-session') return { body: signedInAs ? { session: { id: 's' } } : null };
    if (request.path === '/api/me') {
      if (!signedInAs) return apiError(401, 'UNAUTHORIZED', 'x');
      const me = meFixture();
      return { body: { ...me, user: { ...me.user, email: signedInAs } } };
    }
    if (request.path === `/api/invitations/${TOKEN}`) return { body: preview };
    return undefined;
  });
  const rendered = renderRoutes(
    [
      { path: '/invite/:token', element: <InvitationPage /> },
      { path: '/dashboard/projects', element: <h1>My Projects</h1> },
      { path: '/auth/sign-up', element: <h1>Sign up page</h1> },
      { path: '/', element: <h1>Landing</h1> },
    ],
    `/invite/${TOKEN}`,
  );
  return { ...rendered, calls };
}

describe('the invitation page', () => {
  it('offers a visitor to sign up or in with the invited address, and to come back here afterwards', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    expect(await screen.findByTestId('invitation-offer')).toHaveTextContent(
      'Olga invited you to their Specforge team as Editor.',
    );
    const signUp = await screen.findByRole('link', { name: 'Sign up' });
    expect(signUp).toHaveAttribute('href', '/auth/sign-up?email=ann%40example.com');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login?email=ann%40example.com');
    // A visitor's profile is never asked for (no 401 in the console).
    expect(calls.some((c) => c.path === '/api/me')).toBe(false);
    await user.click(signUp);
    expect(await screen.findByRole('heading', { name: 'Sign up page' })).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.redirectTo)).toBe(`/invite/${TOKEN}`);
  });

  it('accepts for the invited account and goes to the projects', async () => {
    const user = userEvent.setup();
    const { calls, router } = setup({
      signedInAs: 'Ann@Example.com',
      handler: ({ method, path }) =>
        method === 'POST' && path === `/api/invitations/${TOKEN}/accept` ? { body: {} } : undefined,
    });
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/projects'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([`/api/invitations/${TOKEN}/accept`]);
  });

  it('tells another account the invitation is not its own and offers to sign out', async () => {
    const user = userEvent.setup();
    const { calls, router } = setup({
      signedInAs: 'bob@example.com',
      handler: ({ path }) => (path === '/api/auth/sign-out' ? { body: {} } : undefined),
    });
    expect(await screen.findByText('You are signed in as bob@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This invitation was sent to another email address.');
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/auth/sign-out')).toBe(true));
    // Still on the invitation, for the invited account to sign in.
    expect(router.state.location.pathname).toBe(`/invite/${TOKEN}`);
  });

  it('says when the link is no good', async () => {
    setup({
      handler: ({ path }) => (path === `/api/invitations/${TOKEN}` ? apiError(404, 'INVITATION_INVALID', 'x') : undefined),
    });
    expect(await screen.findByRole('heading', { name: 'This invitation cannot be used' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This invitation has expired, was withdrawn or was already used.');
  });
});
