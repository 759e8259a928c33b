import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { mockApi, renderRoutes } from '../../../lib/test-utils';
import ContactPage from './contact-page';

vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn() } }));

beforeAll(async () => {
  await initI18n({ appTexts: true });
});
afterEach(() => {
  vi.restoreAllMocks();
});

function setup(answer: () => { status?: number; body?: unknown }) {
  const calls = mockApi(({ path }) => (path === '/api/contact' ? answer() : undefined));
  renderRoutes([{ path: '/contact', element: <ContactPage /> }], '/contact');
  return calls;
}

const field = (name: string) => screen.getByLabelText(name);

describe('the contact page', () => {
  it('shows each validation message under its field and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = setup(() => ({ status: 201, body: { ok: true } }));
    const send = screen.getByRole('button', { name: 'Send message' });

    await user.click(send);
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();

    await user.type(field('Name'), 'Ann 2');
    await user.type(field('Email'), 'not-an-email');
    await user.type(field('Message'), 'Hello <b>there</b>');
    await user.click(send);
    expect(await screen.findByText('Name can only contain letters and spaces')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Message contains invalid characters')).toBeInTheDocument();

    await user.clear(field('Name'));
    await user.type(field('Name'), 'A'.repeat(101));
    await user.clear(field('Message'));
    await user.click(field('Message'));
    await user.paste('x'.repeat(1001));
    await user.click(send);
    expect(await screen.findByText('Name is too long')).toBeInTheDocument();
    expect(screen.getByText('Message is too long')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('sends a valid message and says so; a refusal keeps what was typed', async () => {
    const user = userEvent.setup();
    let answer: { status?: number; body?: unknown } = {
      status: 429,
      body: { code: 'RATE_LIMITED', message: 'Too many attempts.', details: { retryAfterSeconds: 600 } },
    };
    const calls = setup(() => answer);
    await user.type(field('Name'), 'Анна Петрова');
    await user.type(field('Email'), ' Anna@Example.com ');
    await user.type(field('Message'), 'How do credits work for a team?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const { toast } = await import('../../../lib/toast');
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Your message could not be sent', {
        description: 'Too many attempts. Please try again in 10 minutes.',
      }),
    );
    expect(field('Message')).toHaveValue('How do credits work for a team?');

    answer = { status: 201, body: { ok: true } };
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Message sent');
    expect(calls.at(-1)?.body).toEqual({
      name: 'Анна Петрова',
      email: 'anna@example.com',
      message: 'How do credits work for a team?',
    });
  });
});
