import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespace } from '../../../lib/i18n';
import { mockApi, renderRoutes, type ApiAnswer } from '../../../lib/test-utils';
import { toast } from '../../../lib/toast';
import { WaitlistForm } from './waitlist-form';

vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn() } }));

beforeAll(async () => {
  await initI18n({ appTexts: true });
  await loadNamespace('pricing');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(toast.error).mockClear();
});

function setup(answer: () => ApiAnswer) {
  const calls = mockApi(({ path }) => (path === '/api/waitlist' ? answer() : undefined));
  renderRoutes([{ path: '/', element: <WaitlistForm /> }], '/');
  return calls;
}

const field = (name: string) => screen.getByLabelText(name);
const submit = () => screen.getByRole('button', { name: 'Join the waiting list' });

describe('the waiting-list form', () => {
  it('shows the validation messages under the fields and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = setup(() => ({ status: 201, body: { ok: true } }));
    expect(screen.getByRole('heading', { level: 2, name: 'Not ready yet? Join the waiting list' })).toBeInTheDocument();

    await user.click(submit());
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Validation error', { description: 'Name is required' });

    await user.type(field('Name'), 'R2 D2');
    await user.type(field('Email'), 'droid@');
    await user.click(submit());
    expect(await screen.findByText('Name can only contain letters and spaces')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();

    await user.clear(field('Name'));
    await user.type(field('Name'), 'N'.repeat(101));
    await user.click(submit());
    expect(await screen.findByText('Name is too long')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('puts a valid entry on the list (email lowercased, name trimmed) and says so', async () => {
    const user = userEvent.setup();
    const calls = setup(() => ({ status: 201, body: { ok: true } }));
    await user.type(field('Name'), '  Ada Lovelace ');
    await user.type(field('Email'), ' Ada@Example.com ');
    await user.click(submit());
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('You are on the list');
    expect(status).toHaveTextContent('Thank you, Ada Lovelace.');
    expect(calls).toEqual([{ method: 'POST', path: '/api/waitlist', body: { name: 'Ada Lovelace', email: 'ada@example.com' } }]);
    expect(screen.queryByRole('button', { name: 'Join the waiting list' })).not.toBeInTheDocument();
  });

  it('explains other failures in a toast and keeps what was typed', async () => {
    const user = userEvent.setup();
    setup(() => ({ status: 429, body: { code: 'RATE_LIMITED', message: 'Too many attempts.', details: { retryAfterSeconds: 600 } } }));
    await user.type(field('Name'), 'Ada');
    await user.type(field('Email'), 'ada@example.com');
    await user.click(submit());
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Could not join the waiting list', {
        description: 'Too many attempts. Please try again in 10 minutes.',
      }),
    );
    expect(field('Name')).toHaveValue('Ada');
  });
});
