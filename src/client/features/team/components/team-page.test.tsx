import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MeDto } from '../../../../shared/schemas/auth';
import type { TeamDto, TeamsDto } from '../../../../shared/schemas/teams';
import { initI18n } from '../../../lib/i18n';
import { apiError, meFixture, mockApi, polyfillDialog, renderRoutes, type ApiHandler } from '../../../lib/test-utils';
import { toast } from '../../../lib/toast';
import TeamPage from './team-page';

vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn() } }));

beforeAll(async () => {
  await initI18n({ appTexts: true });
  polyfillDialog();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

const TEAM_ID = '0a1b2c3d-0000-4000-8000-000000000001';
const INVITATION_ID = '0a1b2c3d-0000-4000-8000-000000000002';
const joinedAt = '2026-11-01T10:00:00.000Z';

const owned: TeamDto = {
  id: TEAM_ID,
  owner: { userId: 'user-1', name: 'Ann', email: 'ann@example.com' },
  role: 'owner',
  members: [
    { userId: 'user-1', name: 'Ann', email: 'ann@example.com', role: 'owner', joinedAt },
    { userId: 'user-2', name: 'Eve', email: 'eve@example.com', role: 'editor', joinedAt },
    { userId: 'user-3', name: 'Vic', email: 'vic@example.com', role: 'viewer', joinedAt },
  ],
  invitations: [
    { id: INVITATION_ID, email: 'new@example.com', role: 'viewer', expiresAt: '2026-12-01T10:00:00.000Z', createdAt: joinedAt },
  ],
  limit: 10,
  readOnly: false,
  transfer: null,
};

const membership: TeamDto = {
  id: '0a1b2c3d-0000-4000-8000-000000000009',
  owner: { userId: 'user-9', name: 'Olga', email: 'olga@example.com' },
  role: 'viewer',
  members: [
    { userId: 'user-9', name: 'Olga', email: 'olga@example.com', role: 'owner', joinedAt },
    { userId: 'user-1', name: 'Ann', email: 'ann@example.com', role: 'viewer', joinedAt },
  ],
  invitations: [],
  limit: 10,
  readOnly: false,
  transfer: null,
};

function setup(me: MeDto, teams: TeamsDto | (() => ReturnType<ApiHandler>), handler?: ApiHandler) {
  const calls = mockApi((request) => {
    const custom = handler?.(request);
    if (custom) return custom;
    if (request.path === '/api/me') return { body: me };
    if (request.path === '/api/teams') return typeof teams === 'function' ? teams() : { body: teams };
    return undefined;
  });
  const rendered = renderRoutes([{ path: '/dashboard/team', element: <TeamPage /> }], '/dashboard/team');
  rendered.queryClient.setQueryData(['me'], me);
  return { ...rendered, calls };
}

const growth = () => meFixture({ subscriptionPlan: 'GROWTH', availableCredits: 3 });

describe('the team page', () => {
  it('shows a Growth owner its people, roles, invitations and the count, and changes a role', async () => {
    const user = userEvent.setup();
    const { calls } = setup(growth(), { owned, memberships: [] }, ({ method, path, body }) =>
      method === 'PATCH' && path === '/api/team/members/user-3'
        ? { body: { ...owned.members[2], role: (body as { role: string }).role } }
        : undefined,
    );
    const section = await screen.findByRole('region', { name: 'Your team' });
    expect(within(section).getByTestId('team-count')).toHaveTextContent('4 of 10');
    expect(within(section).getByText('ann@example.com')).toBeInTheDocument();
    const members = within(section).getAllByTestId('team-member');
    expect(members.map((row) => row.textContent)).toEqual([
      expect.stringContaining('eve@example.com'),
      expect.stringContaining('vic@example.com'),
    ]);
    expect(within(section).getByRole('combobox', { name: 'Role of Eve' })).toHaveValue('editor');
    const invitation = within(section).getByTestId('team-invitation');
    expect(invitation).toHaveTextContent('new@example.com');
    expect(invitation).toHaveTextContent(/Viewer · Expires/);

    await user.selectOptions(within(section).getByRole('combobox', { name: 'Role of Vic' }), 'editor');
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')).toEqual({
        method: 'PATCH',
        path: '/api/team/members/user-3',
        body: { role: 'editor' },
      }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Vic is now Editor.'));
  });

  it('invites by email with the role chosen (viewer until another is), and checks the address first', async () => {
    const user = userEvent.setup();
    const { calls } = setup(growth(), { owned: null, memberships: [] }, ({ method, path, body }) =>
      method === 'POST' && path === '/api/team/invitations'
        ? { status: 201, body: { id: INVITATION_ID, ...(body as object), expiresAt: joinedAt, createdAt: joinedAt } }
        : undefined,
    );
    const form = await screen.findByRole('form', { name: 'Invite someone' });
    // No team yet: only its owner.
    expect(screen.getByTestId('team-count')).toHaveTextContent('1 of 10');
    expect(screen.getByText('Only you so far. Invite people below.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByRole('alert')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    expect(within(form).getByRole('combobox', { name: 'Role' })).toHaveValue('viewer');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Role' }), 'editor');
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'bob@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ email: 'bob@example.com', role: 'editor' }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Invitation sent to bob@example.com.'));
    // The form is ready for the next person, as a viewer again.
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveValue('');
    expect(within(form).getByRole('combobox', { name: 'Role' })).toHaveValue('viewer');
  });

  it('says why an invitation was refused, in the interface language', async () => {
    const user = userEvent.setup();
    setup(growth(), { owned, memberships: [] }, ({ method, path }) =>
      method === 'POST' && path === '/api/team/invitations' ? apiError(409, 'TEAM_MEMBER_EXISTS', 'x') : undefined,
    );
    const form = await screen.findByRole('form', { name: 'Invite someone' });
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'eve@example.com');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Role' }), 'editor');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Could not send the invitation', {
        description: 'This person is already on the team or invited.',
      }),
    );
  });

  it('removes a member and withdraws an invitation, the removal after a confirmation', async () => {
    const user = userEvent.setup();
    const { calls } = setup(growth(), { owned, memberships: [] }, ({ method }) =>
      method === 'DELETE' ? { status: 204 } : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Remove Eve from the team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Eve from the team?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/team/members/user-2']));

    await user.click(screen.getByRole('button', { name: 'Withdraw the invitation to new@example.com' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toContain(`/api/team/invitations/${INVITATION_ID}`),
    );
  });

  it('offers the team to a chosen member with the owner’s password, showing a wrong password at the field', async () => {
    const user = userEvent.setup();
    let answer: () => ReturnType<ApiHandler> = () => apiError(400, 'INVALID_PASSWORD', 'Invalid password.');
    const { calls } = setup(growth(), { owned, memberships: [] }, ({ method, path }) => {
      if (path === '/api/auth/list-accounts') return { body: [{ id: 'a', providerId: 'credential', accountId: 'x', createdAt: '' }] };
      return method === 'POST' && path === '/api/team/transfer' ? answer() : undefined;
    });
    const form = await screen.findByRole('form', { name: 'Transfer ownership' });
    const submit = within(form).getByRole('button', { name: 'Offer the team' });
    expect(submit).toBeDisabled();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'New owner' }), 'user-2');
    expect(within(form).getByRole('checkbox', { name: 'Hand my projects over too' })).not.toBeChecked();
    const password = within(form).getByLabelText('Your password, to confirm');
    await user.type(password, 'wrong-one');
    await user.keyboard('{Enter}');
    expect(await within(form).findByRole('alert')).toHaveTextContent('Invalid password.');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(calls.find((c) => c.path === '/api/team/transfer')?.body).toEqual({ userId: 'user-2', handOverProjects: false, password: 'wrong-one' });

    answer = () => ({ body: owned });
    await user.clear(password);
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    await user.type(password, 'Str0ng!Passw0rd');
    await user.click(submit);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('The offer was sent to Eve. The team stays yours until they accept it.'));
    expect(calls.filter((c) => c.path === '/api/team/transfer').at(-1)?.body).toEqual({
      userId: 'user-2',
      handOverProjects: false,
      password: 'Str0ng!Passw0rd',
    });
  });

  it('asks an owner without a password, whose sign-in is too old, to sign in with GitHub again and come back', async () => {
    const user = userEvent.setup();
    const { calls } = setup(growth(), { owned, memberships: [] }, ({ method, path }) => {
      if (path === '/api/auth/list-accounts') return { body: [{ id: 'a', providerId: 'github', accountId: 'x', createdAt: '' }] };
      if (method === 'POST' && path === '/api/team/transfer') return apiError(401, 'SESSION_EXPIRED', 'Authentication error. Please sign in again.');
      if (method === 'POST' && path === '/api/auth/sign-in/social') return { body: { url: '/' } };
      return undefined;
    });
    const form = await screen.findByRole('form', { name: 'Transfer ownership' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'New owner' }), 'user-2');
    await user.type(await within(form).findByLabelText('Type your email address (ann@example.com) to confirm'), 'ann@example.com');
    await user.click(within(form).getByRole('button', { name: 'Offer the team' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('sign in with GitHub again, then offer the team within 10 minutes');
    await user.click(screen.getByRole('button', { name: 'Sign in again with GitHub' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/auth/sign-in/social')?.body).toMatchObject({ provider: 'github', callbackURL: '/dashboard/team' }),
    );
  });

  it('shows the owner her pending offer, which she can cancel', async () => {
    const user = userEvent.setup();
    const transfer = { to: { userId: 'user-2', name: 'Eve', email: 'eve@example.com' }, handOverProjects: false, expiresAt: '2026-12-01T10:00:00.000Z', createdAt: joinedAt };
    const { calls } = setup(growth(), { owned: { ...owned, transfer }, memberships: [] }, ({ method, path }) =>
      method === 'DELETE' && path === '/api/team/transfer' ? { status: 204 } : undefined,
    );
    const pending = await screen.findByTestId('team-transfer-pending');
    expect(pending).toHaveTextContent('You offered the team to Eve (eve@example.com). It stays yours until they accept');
    expect(pending).toHaveTextContent('Your projects stay yours.');
    expect(screen.queryByRole('form', { name: 'Transfer ownership' })).not.toBeInTheDocument();
    await user.click(within(pending).getByRole('button', { name: 'Cancel the offer' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/team/transfer')).toBe(true));
  });

  it('shows a member the team offered to them, to accept or decline', async () => {
    const user = userEvent.setup();
    const transfer = { to: { userId: 'user-1', name: 'Ann', email: 'ann@example.com' }, handOverProjects: true, expiresAt: '2026-12-01T10:00:00.000Z', createdAt: joinedAt };
    const { calls } = setup(growth(), { owned: null, memberships: [{ ...membership, transfer }] }, ({ method, path }) =>
      method === 'POST' && path.includes('/transfer/') ? { body: { ...membership, role: 'owner' } } : undefined,
    );
    const offer = await screen.findByRole('region', { name: 'Olga offers you this team' });
    expect(offer).toHaveTextContent("Olga's projects become yours.");
    await user.click(within(offer).getByRole('button', { name: 'Accept the team' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === `/api/teams/${membership.id}/transfer/accept`)).toBe(true));
    expect(toast.success).toHaveBeenCalledWith('You now own the team.');
  });

  it('offers Growth to an account without a team, and lists the teams it is on with Leave', async () => {
    const user = userEvent.setup();
    const { calls } = setup(
      meFixture({ subscriptionPlan: 'FREE', availableCredits: 0 }),
      { owned: null, memberships: [{ ...membership, readOnly: true }] },
      ({ method, path }) => (method === 'POST' && path.endsWith('/leave') ? { status: 204 } : undefined),
    );
    expect(await screen.findByRole('heading', { name: 'Work on your projects together' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the Growth plan' })).toHaveAttribute('href', '/dashboard/credits');
    expect(screen.queryByRole('form', { name: 'Invite someone' })).not.toBeInTheDocument();

    const team = screen.getByTestId('team-membership');
    expect(within(team).getByRole('heading', { name: "Olga's team" })).toBeInTheDocument();
    expect(team).toHaveTextContent('Your role: Viewer');
    expect(within(team).getByRole('status')).toHaveTextContent('team projects are read-only');
    expect(within(within(team).getByRole('list', { name: "Members of Olga's team" })).getAllByRole('listitem')).toHaveLength(2);

    await user.click(within(team).getByRole('button', { name: "Leave Olga's team" }));
    const dialog = await screen.findByRole('dialog', { name: "Leave Olga's team?" });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(calls.some((c) => c.path === `/api/teams/${membership.id}/leave`)).toBe(true));
  });

  it('says when the teams could not be loaded, and asks again on request', async () => {
    const user = userEvent.setup();
    let fail = true;
    setup(growth(), () => (fail ? apiError(500, 'INTERNAL_ERROR', 'x') : { body: { owned: null, memberships: [] } }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your team.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/You are not on anyone's team yet/)).toBeInTheDocument();
  });
});
