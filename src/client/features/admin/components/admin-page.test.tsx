import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminAiCostsDto, AdminUserDto } from '../../../../shared/schemas/admin';
import type { MeDto } from '../../../../shared/schemas/auth';
import type { LedgerDto } from '../../../../shared/schemas/credits';
import { initI18n } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import AdminPage from './admin-page';

vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn() } }));

const ADMIN_ID = 'admin-1';

function me(role: string | null): MeDto {
  return {
    session: { id: 'session-1', newAccount: false },
    user: {
      id: ADMIN_ID,
      email: 'root@example.com',
      name: 'root',
      emailVerified: true,
      image: null,
      role,
      twoFactorEnabled: false,
    },
    profile: {
      userName: null,
      subscriptionPlan: 'FREE',
      subscriptionStatus: null,
      currentPeriodEnd: null,
      availableCredits: 0,
      ownsKits: false,
      locale: 'en',
    },
  };
}

function user(overrides: Partial<AdminUserDto>): AdminUserDto {
  return {
    id: 'u-1',
    email: 'ann@example.com',
    name: 'Ann',
    role: 'user',
    banned: false,
    banReason: null,
    emailVerified: true,
    createdAt: '2026-01-02T03:04:05.000Z',
    subscriptionPlan: 'FOUNDER',
    availableCredits: 3,
    ...overrides,
  };
}

type Handler = (url: URL, init: RequestInit) => { status?: number; body: unknown } | undefined;
let handler: Handler;
let calls: Array<{ method: string; url: URL; body: unknown }>;

beforeAll(async () => {
  await initI18n({ appTexts: true });
  // jsdom has <dialog> without its modal methods.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

beforeEach(() => {
  calls = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = handler(url, init);
    if (!answer) return new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Not found.' }), { status: 404 });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/dashboard/admin', element: <AdminPage /> }], {
    initialEntries: ['/dashboard/admin'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const adminCalls = () => calls.filter((c) => c.url.pathname.startsWith('/api/admin'));

describe('the admin page', () => {
  it('shows the app’s 404 page to anyone without the admin role, and asks the admin API nothing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    handler = (url) => (url.pathname === '/api/me' ? { body: me('user') } : undefined);
    renderPage();
    expect(
      await screen.findByRole('heading', { name: "Oops! The page you're looking for doesn't exist." }),
    ).toBeInTheDocument();
    expect(adminCalls()).toEqual([]);
  });

  it('lists users with plan, credits and status, and searches after a pause in typing', async () => {
    const ann = user({});
    const bob = user({
      id: 'u-2',
      email: 'bob@example.com',
      name: 'Bob',
      banned: true,
      banReason: 'Spam',
      subscriptionPlan: 'FREE',
      availableCredits: 0,
    });
    handler = (url) => {
      if (url.pathname === '/api/me') return { body: me('admin') };
      if (url.pathname === '/api/admin/users') {
        const query = url.searchParams.get('query') ?? '';
        const users = [ann, bob].filter((u) => u.email.includes(query));
        return { body: { users, total: users.length } };
      }
      return undefined;
    };
    renderPage();
    const table = await screen.findByRole('table', { name: 'Users' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('rowheader', { name: 'ann@example.com' })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Founder');
    expect(rows[1]).toHaveTextContent('3');
    expect(rows[1]).toHaveTextContent('Active');
    expect(rows[2]).toHaveTextContent('Banned');
    expect(within(rows[2]!).getByRole('button', { name: 'Unban bob@example.com' })).toBeInTheDocument();
    expect(screen.getByText('Users found: 2')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Search users'), 'bob');
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    const searches = adminCalls().map((c) => c.url.searchParams.get('query'));
    // One request for the settled text, none per keystroke.
    expect(searches).toEqual([null, 'bob']);

    await userEvent.clear(screen.getByLabelText('Search users'));
    await userEvent.type(screen.getByLabelText('Search users'), 'nobody');
    expect(await screen.findByText('No users match “nobody”.')).toBeInTheDocument();
  });

  it('pages through the list 25 at a time, and starts a new search at its first page', async () => {
    const all = Array.from({ length: 30 }, (_, i) => user({ id: `u-${i}`, email: `user${i}@example.com` }));
    handler = (url) => {
      if (url.pathname === '/api/me') return { body: me('admin') };
      if (url.pathname === '/api/admin/users') {
        const query = url.searchParams.get('query') ?? '';
        const matched = all.filter((u) => u.email.includes(query));
        const offset = Number(url.searchParams.get('offset'));
        return {
          body: { users: matched.slice(offset, offset + Number(url.searchParams.get('limit'))), total: matched.length },
        };
      }
      return undefined;
    };
    renderPage();
    expect(await screen.findByText('1–25 of 30')).toBeInTheDocument();
    const previous = screen.getByRole('button', { name: 'Previous' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('26–30 of 30')).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    // Still focused at the last page, and a further click asks for nothing.
    expect(next).toHaveFocus();
    const before = adminCalls().length;
    await userEvent.click(next);
    expect(adminCalls()).toHaveLength(before);

    await userEvent.type(screen.getByLabelText('Search users'), 'user2');
    expect(await screen.findByText('1–11 of 11')).toBeInTheDocument();
    expect(adminCalls().at(-1)!.url.searchParams.get('offset')).toBe('0');
  });

  it('adjusts credits with a reason, checks the form first and shows the new balance', async () => {
    let balance = 3;
    handler = (url, init) => {
      if (url.pathname === '/api/me') return { body: me('admin') };
      if (url.pathname === '/api/admin/users')
        return { body: { users: [user({ availableCredits: balance })], total: 1 } };
      if (url.pathname === '/api/admin/users/u-1/credits' && init.method === 'POST') {
        balance += (JSON.parse(String(init.body)) as { delta: number }).delta;
        return { body: { applied: true, balance } };
      }
      return undefined;
    };
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Adjust credits for ann@example.com' }));
    const dialog = screen.getByRole('dialog', { name: 'Adjust credits' });
    expect(within(dialog).getByText('Current balance: 3')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('Enter a whole number of credits')).toBeInTheDocument();
    expect(within(dialog).getByText('Give a reason of at least 3 characters')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Change (credits)'), '5');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Outage compensation');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('New balance: 8')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Credits updated: ann@example.com now has 8.');
    // The form is empty again: a second Apply cannot repeat the change.
    expect(within(dialog).getByLabelText('Change (credits)')).toHaveValue(null);
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('');

    const posts = adminCalls().filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({
      delta: 5,
      reason: 'Outage compensation',
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
    });
    // The list was refreshed after the change.
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Users' })).getAllByRole('row')[1]).toHaveTextContent('8'),
    );

    // Two ways out: the × in the corner and the button under the form (Cancel, now Close).
    const [corner, footer] = within(dialog).getAllByRole('button', { name: 'Close' });
    expect(corner).toBeDefined();
    await userEvent.click(footer!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses an overdraft with the server’s reason', async () => {
    handler = (url, init) => {
      if (url.pathname === '/api/me') return { body: me('admin') };
      if (url.pathname === '/api/admin/users') return { body: { users: [user({})], total: 1 } };
      if (url.pathname.endsWith('/credits') && init.method === 'POST') {
        return { status: 402, body: { code: 'INSUFFICIENT_CREDITS', message: 'Insufficient Credits' } };
      }
      return undefined;
    };
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Adjust credits for ann@example.com' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Change (credits)'), '-50');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Take back');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Could not adjust the credits', {
        description:
          'Insufficient Credits - You have used all your available credits. Buy more credits and continue creating projects.',
      }),
    );
    expect(adminCalls().filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(within(dialog).getByText('Current balance: 3')).toBeInTheDocument();
  });

  it('bans after a confirmation with an optional reason, and never offers to ban yourself', async () => {
    handler = (url, init) => {
      if (url.pathname === '/api/me') return { body: me('admin') };
      if (url.pathname === '/api/admin/users') {
        return {
          body: { users: [user({}), user({ id: ADMIN_ID, email: 'root@example.com', role: 'admin' })], total: 2 },
        };
      }
      if (url.pathname === '/api/admin/users/u-1/ban' && init.method === 'POST')
        return { body: user({ banned: true }) };
      return undefined;
    };
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Ban ann@example.com' }));
    expect(screen.queryByRole('button', { name: 'Ban root@example.com' })).not.toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Ban ann@example.com?' });
    // The safe choice has the focus.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), 'Spam');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ban user' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith('ann@example.com is banned.');
    expect(adminCalls().find((c) => c.method === 'POST')).toMatchObject({
      url: { pathname: '/api/admin/users/u-1/ban' },
      body: { reason: 'Spam' },
    });
  });

  it('shows a user’s ledger, newest first', async () => {
    const ledger: LedgerDto = {
      entries: [
        { id: 'l-2', delta: -1, reason: 'project', balanceAfter: 2, note: null, createdAt: '2026-01-03T00:00:00.000Z' },
        {
          id: 'l-1',
          delta: 3,
          reason: 'admin',
          balanceAfter: 3,
          note: '[admin admin-1] Welcome gift',
          createdAt: '2026-01-02T00:00:00.000Z',
        },
      ],
    };
    handler = (url) => {
      if (url.pathname === '/api/me') return { body: me('admin') };
      if (url.pathname === '/api/admin/users') return { body: { users: [user({})], total: 1 } };
      if (url.pathname === '/api/admin/users/u-1/ledger') return { body: ledger };
      return undefined;
    };
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'View ledger of ann@example.com' }));
    const dialog = screen.getByRole('dialog', { name: 'Credit ledger' });
    const rows = within(await within(dialog).findByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('-1');
    expect(rows[1]).toHaveTextContent('Project');
    expect(rows[2]).toHaveTextContent('+3');
    expect(rows[2]).toHaveTextContent('Admin adjustment');
    expect(rows[2]).toHaveTextContent('Welcome gift');
    await userEvent.keyboard('{Escape}');
  });

  it('says so when the list cannot be loaded, and tries again on request', async () => {
    let fail = true;
    handler = (url) => {
      if (url.pathname === '/api/me') return { body: me('admin') };
      if (url.pathname === '/api/admin/users') {
        return fail
          ? { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'Down' } }
          : { body: { users: [], total: 0 } };
      }
      return undefined;
    };
    renderPage();
    expect(await screen.findByText('Could not load the users.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No users yet.')).toBeInTheDocument();
  });

  it('shows AI costs per model and per kit once opened, with “No price” for a model without one', async () => {
    const costs: AdminAiCostsDto = {
      kits: [
        {
          projectId: 'p-1',
          name: 'GreenThumb',
          ownerEmail: 'ann@example.com',
          status: 'ready',
          createdAt: '2026-01-02T03:04:05.000Z',
          models: [
            { model: 'openai:gpt-4.1', inputTokens: 12000, outputTokens: 3400, costUsd: 0.0512 },
            { model: 'openai-compatible:llama3.1', inputTokens: 800, outputTokens: 200, costUsd: null },
          ],
          inputTokens: 12800,
          outputTokens: 3600,
          costUsd: null,
        },
      ],
      totals: [
        { model: 'openai:gpt-4.1', inputTokens: 12000, outputTokens: 3400, costUsd: 0.0512 },
        { model: 'openai-compatible:llama3.1', inputTokens: 800, outputTokens: 200, costUsd: null },
      ],
    };
    handler = (url) => {
      if (url.pathname === '/api/me') return { body: me('admin') };
      if (url.pathname === '/api/admin/users') return { body: { users: [user({})], total: 1 } };
      if (url.pathname === '/api/admin/ai-costs') return { body: costs };
      return undefined;
    };
    renderPage();
    await screen.findByRole('table', { name: 'Users' });
    // Folded: nothing is asked until an admin opens it.
    expect(adminCalls().some((c) => c.url.pathname === '/api/admin/ai-costs')).toBe(false);

    await userEvent.click(screen.getByText('AI costs'));
    const totals = await screen.findByRole('table', { name: 'Tokens and cost per model' });
    const totalRows = within(totals).getAllByRole('row');
    expect(totalRows[1]).toHaveTextContent('openai:gpt-4.1');
    expect(totalRows[1]).toHaveTextContent('12,000');
    expect(totalRows[1]).toHaveTextContent('$0.0512');
    expect(totalRows[2]).toHaveTextContent('No price');

    const kitRow = within(screen.getByRole('table', { name: 'Newest kits' })).getAllByRole('row')[1]!;
    expect(kitRow).toHaveTextContent('GreenThumb');
    expect(kitRow).toHaveTextContent('ann@example.com');
    expect(kitRow).toHaveTextContent('12,000 in / 3,400 out');
    expect(kitRow).toHaveTextContent('No price');
  });

  it('says when no kit has AI costs yet', async () => {
    handler = (url) => {
      if (url.pathname === '/api/me') return { body: me('admin') };
      if (url.pathname === '/api/admin/users') return { body: { users: [], total: 0 } };
      if (url.pathname === '/api/admin/ai-costs') return { body: { kits: [], totals: [] } };
      return undefined;
    };
    renderPage();
    await screen.findByText('No users yet.');
    await userEvent.click(screen.getByText('AI costs'));
    expect(await screen.findByText('No kit has been written by an AI model yet.')).toBeInTheDocument();
  });
});
