import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_TOKENS_MAX, type ApiTokenDto, type CreatedApiTokenDto } from '../../../../shared/schemas/api-tokens';
import { initI18n } from '../../../lib/i18n';
import { apiError, mockApi, polyfillDialog, renderRoutes, type ApiAnswer } from '../../../lib/test-utils';
import { toast } from '../../../lib/toast';
import { ApiTokensSettings } from './api-tokens-settings';

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

const DAY_MS = 86_400_000;
const SECRET = 'sf_9f8e7d6c5b4a39281706f5e4d3c2b1a0';

function tokenDto(overrides: Partial<ApiTokenDto> = {}): ApiTokenDto {
  return {
    id: '0a1b2c3d-0000-4000-8000-000000000001',
    name: 'Laptop CLI',
    scope: 'write',
    start: 'sf_a1b2c3',
    createdAt: '2026-11-01T10:00:00.000Z',
    expiresAt: null,
    lastUsedAt: null,
    expired: false,
    ...overrides,
  };
}

/** A server that keeps its tokens: POST adds one, DELETE takes one away. */
function setup(initial: ApiTokenDto[], options: { list?: () => ApiAnswer; create?: () => ApiAnswer } = {}) {
  let tokens = [...initial];
  const calls = mockApi(({ method, path, body }) => {
    if (path === '/api/tokens' && method === 'GET') return options.list?.() ?? { body: { tokens } };
    if (path === '/api/tokens' && method === 'POST') {
      const custom = options.create?.();
      if (custom) return custom;
      const input = body as { name: string; scope: 'read' | 'write'; expiresAt: string | null };
      const created: CreatedApiTokenDto = {
        ...tokenDto({
          id: '0a1b2c3d-0000-4000-8000-000000000099',
          start: SECRET.slice(0, 9),
          createdAt: new Date().toISOString(),
        }),
        ...input,
        token: SECRET,
      };
      const { token: _secret, ...listed } = created;
      tokens = [listed, ...tokens];
      return { status: 201, body: created };
    }
    const revoked = /^\/api\/tokens\/(.+)$/.exec(path);
    if (revoked && method === 'DELETE') {
      tokens = tokens.filter((token) => token.id !== revoked[1]);
      return { status: 204 };
    }
    return undefined;
  });
  renderRoutes([{ path: '/dashboard/settings', element: <ApiTokensSettings /> }], '/dashboard/settings');
  return calls;
}

describe('API tokens in Settings', () => {
  it('shows a new token once, with its copy button and CLI command, and forgets it after Done', async () => {
    const user = userEvent.setup();
    const calls = setup([]);
    expect(await screen.findByText('No API tokens yet.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Name'), 'CI script');
    await user.click(screen.getByRole('radio', { name: /Read only/ }));
    await user.click(screen.getByRole('button', { name: 'Create token' }));

    const notice = await screen.findByRole('region', { name: 'Your new token “CI script”' });
    expect(within(notice).getByLabelText('The new token')).toHaveValue(SECRET);
    expect(within(notice).getByText("Copy this token now: you won't be able to see it again.")).toBeInTheDocument();
    // The CLI from this server's own address, signed in to it (jsdom's page has no public config).
    const origin = window.location.origin;
    expect(
      within(notice).getByText(`npx --yes ${origin}/cli/specforge.tgz login --url ${origin} --token ${SECRET}`),
    ).toBeInTheDocument();
    expect(notice).toHaveFocus();
    await user.click(within(notice).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(await within(notice).findByRole('button', { name: 'Copied' })).toBeInTheDocument();

    const sent = calls.find((call) => call.method === 'POST')?.body as {
      name: string;
      scope: string;
      expiresAt: string;
    };
    expect(sent).toMatchObject({ name: 'CI script', scope: 'read' });
    // 90 days unless chosen otherwise.
    expect(Date.parse(sent.expiresAt) - Date.now()).toBeGreaterThan(89 * DAY_MS);
    expect(Date.parse(sent.expiresAt) - Date.now()).toBeLessThanOrEqual(90 * DAY_MS);

    const row = await screen.findByTestId('api-token');
    expect(row).toHaveTextContent('CI script');
    expect(row).toHaveTextContent('sf_9f8e7d…');
    expect(row).not.toHaveTextContent(SECRET);

    await user.click(within(notice).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('region', { name: /Your new token/ })).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
    expect(screen.queryByText(new RegExp(SECRET))).not.toBeInTheDocument();
    // The keyboard goes on from the form, ready for another token.
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('sends no expiry for a token that never expires, and read-write when chosen', async () => {
    const user = userEvent.setup();
    const calls = setup([]);
    await user.type(await screen.findByLabelText('Name'), 'Agent');
    await user.click(screen.getByRole('radio', { name: /Read and write/ }));
    await user.selectOptions(screen.getByLabelText('Expires after'), 'Never');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    await screen.findByRole('region', { name: /Your new token/ });
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Agent',
      scope: 'write',
      expiresAt: null,
    });
  });

  it('asks for a name before sending anything', async () => {
    const user = userEvent.setup();
    const calls = setup([]);
    await user.type(await screen.findByLabelText('Name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please give the token a name.');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says so when the account holds the most tokens it may', async () => {
    const user = userEvent.setup();
    setup([], { create: () => apiError(409, 'TOKEN_LIMIT', 'Too many tokens.') });
    await user.type(await screen.findByLabelText('Name'), 'One more');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Could not create the token', {
        description: 'You have 20 API tokens, the most an account can hold. Revoke one first.',
      }),
    );
    expect(screen.queryByRole('region', { name: /Your new token/ })).not.toBeInTheDocument();
  });

  it('offers no new token while the account holds the most it may', async () => {
    const many = Array.from({ length: API_TOKENS_MAX }, (_, i) =>
      tokenDto({ id: `0a1b2c3d-0000-4000-8000-${String(i).padStart(12, '0')}`, name: `Token ${i}` }),
    );
    setup(many);
    expect(await screen.findByText('20 of 20')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'You have 20 API tokens, the most an account can hold. Revoke one first.',
    );
    expect(screen.getByRole('button', { name: 'Create token' })).toBeDisabled();
    expect(screen.getByLabelText('Name')).toBeDisabled();
  });

  it('lists each token’s scope, start, use and expiry', async () => {
    setup([
      tokenDto(),
      tokenDto({
        id: '0a1b2c3d-0000-4000-8000-000000000002',
        name: 'Old script',
        scope: 'read',
        start: 'sf_d4e5f6',
        lastUsedAt: '2026-11-20T10:00:00.000Z',
        expiresAt: '2026-11-21T10:00:00.000Z',
        expired: true,
      }),
    ]);
    const [fresh, old] = await screen.findAllByTestId('api-token');
    expect(fresh).toHaveTextContent('Read and write');
    expect(fresh).toHaveTextContent('sf_a1b2c3…');
    expect(fresh).toHaveTextContent('Created Nov 1, 2026');
    expect(fresh).toHaveTextContent('Never used');
    expect(fresh).toHaveTextContent('Never expires');
    expect(old).toHaveTextContent('Read only');
    expect(old).toHaveTextContent('Last used Nov 20, 2026');
    expect(old).toHaveTextContent('Expired');
    expect(old).not.toHaveTextContent('Expires');
  });

  it('revokes a token only once confirmed', async () => {
    const user = userEvent.setup();
    const calls = setup([tokenDto()]);
    const revoke = await screen.findByRole('button', { name: 'Revoke the token “Laptop CLI”' });

    await user.click(revoke);
    let dialog = screen.getByRole('dialog', { name: 'Revoke “Laptop CLI”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(revoke);
    dialog = screen.getByRole('dialog', { name: 'Revoke “Laptop CLI”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('No API tokens yet.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/tokens/0a1b2c3d-0000-4000-8000-000000000001',
    ]);
    expect(toast.success).toHaveBeenCalledWith('Token “Laptop CLI” revoked.');
    expect(screen.getByRole('heading', { name: 'Your tokens' })).toHaveFocus();
  });

  it('offers a retry when the list does not load', async () => {
    const user = userEvent.setup();
    let failing = true;
    setup([tokenDto()], { list: () => (failing ? 'network-error' : { body: { tokens: [tokenDto()] } }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your API tokens.');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('api-token')).toHaveTextContent('Laptop CLI');
  });
});
