import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../../lib/i18n';
import { apiError, meFixture, mockApi, renderRoutes, type ApiAnswer } from '../../../../lib/test-utils';
import { DeleteAccount } from './delete-account';

vi.mock('../../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn() } }));

beforeAll(async () => {
  await initI18n({ appTexts: true });
});
afterEach(() => vi.restoreAllMocks());

function setup(providers: string[], deleteAnswer: () => ApiAnswer) {
  const calls = mockApi(({ path }) => {
    if (path === '/api/me') return { body: meFixture() };
    if (path === '/api/auth/list-accounts') return { body: providers.map((providerId, i) => ({ id: `a${i}`, providerId, accountId: 'x', createdAt: '' })) };
    if (path === '/api/auth/delete-user') return deleteAnswer();
    if (path === '/api/auth/sign-in/social') return { body: { url: 'about:blank', redirect: true } };
    return undefined;
  });
  renderRoutes([{ path: '/dashboard/settings', element: <DeleteAccount /> }, { path: '/', element: <p>Home</p> }], '/dashboard/settings');
  return calls;
}

describe('deleting the account in Settings', () => {
  it('asks an account with a password for it, and sends it', async () => {
    const user = userEvent.setup();
    const calls = setup(['credential', 'github'], () => ({ body: { success: true } }));
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await user.type(await screen.findByLabelText('Your password'), 'Str0ng!Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Delete forever' }));
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/auth/delete-user')?.body).toEqual({ password: 'Str0ng!Passw0rd' });
  });

  it('asks a GitHub-only account to type its email, and to sign in again when its sign-in is not recent', async () => {
    const user = userEvent.setup();
    const calls = setup(['github'], () => apiError(403, 'SESSION_EXPIRED', 'For your safety, sign in again.'));
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const email = await screen.findByLabelText('Type your email address (ann@example.com) to confirm');
    const confirm = screen.getByRole('button', { name: 'Delete forever' });
    await user.type(email, 'someone@example.com');
    expect(confirm).toBeDisabled();
    await user.clear(email);
    await user.type(email, 'Ann@Example.com');
    await user.click(confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent('sign in with GitHub again, then delete the account within 10 minutes');
    expect(calls.find((c) => c.path === '/api/auth/delete-user')?.body).toEqual({ email: 'Ann@Example.com' });
    expect(screen.getByRole('button', { name: 'Sign in again with GitHub' })).toBeInTheDocument();
  });
});
