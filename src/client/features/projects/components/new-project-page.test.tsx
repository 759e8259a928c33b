import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MeDto } from '../../../../shared/schemas/auth';
import { initI18n } from '../../../lib/i18n';
import { apiError, meFixture, mockApi, polyfillDialog, renderRoutes, type ApiHandler } from '../../../lib/test-utils';
import { toast } from '../../../lib/toast';
import { projectFixture } from '../testing';
import NewProjectPage from './new-project-page';

vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn() } }));

const TEMPLATE_ID = '0b5e4c1e-8a51-4d36-9a4c-0a8f2f0d7c11';

beforeAll(async () => {
  await initI18n({ appTexts: true });
  polyfillDialog();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(toast.error).mockClear();
});

function setup(me: MeDto, handler: ApiHandler = () => undefined, entry = '/dashboard/new-project') {
  const calls = mockApi((request) => (request.path === '/api/me' ? { body: me } : handler(request)));
  const rendered = renderRoutes(
    [
      { path: '/dashboard', element: <h1>Home page</h1> },
      { path: '/dashboard/new-project', element: <NewProjectPage /> },
      { path: '/dashboard/projects/:projectId', element: <h1>Project page</h1> },
      { path: '/dashboard/credits', element: <h1>Credits page</h1> },
    ],
    entry,
  );
  rendered.queryClient.setQueryData(['me'], me);
  return { ...rendered, calls };
}

describe('the new-project wizard', () => {
  it('says Step X of Y and asks for the idea before moving on', async () => {
    const user = userEvent.setup();
    setup(meFixture());
    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Wizard progress' })).toHaveAttribute('aria-valuenow', '1');

    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Please enter your project idea.')).toBeInTheDocument();
    const idea = screen.getByRole('textbox', { name: 'Your project idea' });
    expect(idea).toHaveAttribute('aria-invalid', 'true');
    expect(idea).toHaveFocus();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();

    // Spaces are not an idea either.
    await user.type(idea, '   ');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();

    await user.clear(idea);
    await user.type(idea, 'A booking app for dog sitters');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'A few questions' })).toHaveFocus();
    expect(screen.queryByText('Please enter your project idea.')).not.toBeInTheDocument();
  });

  it('asks the clarifying questions, confirms the cost and starts the kit once', async () => {
    const user = userEvent.setup();
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const { calls, router } = setup(meFixture({ availableCredits: 2 }), ({ method, path }) =>
      method === 'POST' && path === '/api/projects' ? new Promise((resolve) => (answer = resolve)) : undefined,
    );
    await user.type(
      await screen.findByRole('textbox', { name: 'Your project idea' }),
      '  A booking app for dog sitters ',
    );
    await user.click(screen.getByRole('button', { name: /Next/ }));

    await user.type(await screen.findByRole('textbox', { name: 'Who is it for?' }), 'Dog owners');
    const platforms = screen.getByRole('group', { name: 'Where should it run?' });
    await user.click(within(platforms).getByRole('checkbox', { name: 'Web' }));
    await user.click(within(platforms).getByRole('checkbox', { name: 'iOS' }));
    await user.type(screen.getByRole('textbox', { name: 'Must-have features' }), 'Bookings, reviews');
    await user.click(screen.getByRole('radio', { name: /^Yes/ }));
    await user.click(screen.getByRole('button', { name: /Next/ }));

    expect(await screen.findByText('Step 3 of 3')).toBeInTheDocument();
    expect(screen.getByText('Generating this build kit uses 1 credit.')).toBeInTheDocument();
    expect(screen.getByText('Credits available: 2')).toBeInTheDocument();
    expect(screen.getByText('Web, iOS')).toBeInTheDocument();

    // Back keeps the answers.
    await user.click(screen.getByRole('button', { name: /Back/ }));
    expect(screen.getByRole('checkbox', { name: 'Web' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: /Next/ }));

    const generate = await screen.findByRole('button', { name: /Generate kit/ });
    await user.click(generate);
    await user.click(screen.getByRole('button', { name: /Starting/ }));
    expect(screen.getByRole('button', { name: /Starting/ })).toBeDisabled();

    answer({ status: 201, body: projectFixture({ id: 'c3d0b7a5-52a4-4b36-8f7b-2d4b0e7e0a01' }) });
    expect(await screen.findByRole('heading', { name: 'Project page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/projects/c3d0b7a5-52a4-4b36-8f7b-2d4b0e7e0a01');
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({
      idea: 'A booking app for dog sitters',
      options: {
        audience: 'Dog owners',
        platforms: ['web', 'ios'],
        mustHaveFeatures: 'Bookings, reviews',
        backend: 'yes',
      },
    });
  });

  it('shows a toast when the kit cannot be started', async () => {
    const user = userEvent.setup();
    setup(meFixture(), ({ method }) => (method === 'POST' ? apiError(500, 'INTERNAL_ERROR', 'boom') : undefined));
    await user.type(await screen.findByRole('textbox', { name: 'Your project idea' }), 'An idea');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.click(await screen.findByRole('button', { name: /Next/ }));
    await user.click(await screen.findByRole('button', { name: /Generate kit/ }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to start document generation. Please try again.', {
        description: undefined,
      }),
    );
    expect(screen.getByRole('button', { name: /Generate kit/ })).toBeEnabled();
  });

  it('starts from the idea typed on the landing page, and forgets it once the kit starts', async () => {
    const user = userEvent.setup();
    localStorage.setItem('landingIdea', 'A marketplace for bakers');
    setup(meFixture(), ({ method }) => (method === 'POST' ? { status: 201, body: projectFixture({}) } : undefined));
    expect(await screen.findByRole('textbox', { name: 'Your project idea' })).toHaveValue('A marketplace for bakers');
    expect(screen.getByText(/the idea you typed on the home page/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.click(await screen.findByRole('button', { name: /Next/ }));
    await user.click(await screen.findByRole('button', { name: /Generate kit/ }));
    expect(await screen.findByRole('heading', { name: 'Project page' })).toBeInTheDocument();
    expect(localStorage.getItem('landingIdea')).toBeNull();
  });

  it('starts from a template’s idea, and from scratch when the template cannot be loaded', async () => {
    const { calls, unmount } = setup(
      meFixture(),
      ({ path }) =>
        path === `/api/templates/${TEMPLATE_ID}`
          ? { body: { id: TEMPLATE_ID, name: 'Bakery', idea: 'Cakes to order' } }
          : undefined,
      `/dashboard/new-project?template=${TEMPLATE_ID}`,
    );
    expect(await screen.findByRole('textbox', { name: 'Your project idea' })).toHaveValue('Cakes to order');
    expect(calls.some((c) => c.path === `/api/templates/${TEMPLATE_ID}`)).toBe(true);
    unmount();
    vi.restoreAllMocks();

    setup(meFixture(), () => undefined, '/dashboard/new-project?template=missing');
    expect(await screen.findByRole('textbox', { name: 'Your project idea' })).toHaveValue('');
  });
});

describe('the insufficient-credits modal', () => {
  it('greets the Free plan with the way to the subscription plans; Escape goes back to the dashboard', async () => {
    const user = userEvent.setup();
    const { router } = setup(meFixture({ subscriptionPlan: 'FREE', availableCredits: 0 }));
    const dialog = await screen.findByRole('dialog', { name: 'Insufficient Credits' });
    expect(dialog).toHaveAccessibleDescription(/The Free plan does not include build kits/);
    const plans = within(dialog).getByRole('link', { name: 'View subscription plans' });
    expect(plans).toHaveAttribute('href', '/dashboard/credits');
    expect(plans).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('lets a Free account holding credits in, and asks one that spent them on its kits to buy more', async () => {
    const { unmount } = setup(meFixture({ subscriptionPlan: 'FREE', availableCredits: 1 }));
    expect(await screen.findByRole('textbox', { name: 'Your project idea' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    setup(meFixture({ subscriptionPlan: 'FREE', availableCredits: 0, ownsKits: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Insufficient Credits' });
    expect(within(dialog).getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/dashboard/credits');
  });

  it('tells a paid account without credits to buy more; Cancel goes back to the dashboard', async () => {
    const user = userEvent.setup();
    setup(meFixture({ subscriptionPlan: 'FOUNDER', availableCredits: 0 }));
    const dialog = await screen.findByRole('dialog', { name: 'Insufficient Credits' });
    expect(dialog).toHaveAccessibleDescription(
      'You have used all your available credits. Buy more credits and continue creating projects.',
    );
    expect(within(dialog).getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/dashboard/credits');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('opens when the server answers 402 to the kit order', async () => {
    const user = userEvent.setup();
    setup(meFixture({ availableCredits: 1 }), ({ method }) =>
      method === 'POST' ? apiError(402, 'INSUFFICIENT_CREDITS', 'Insufficient Credits') : undefined,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: 'Your project idea' }), 'An idea');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.click(await screen.findByRole('button', { name: /Next/ }));
    await user.click(await screen.findByRole('button', { name: /Generate kit/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Insufficient Credits' });
    expect(within(dialog).getByRole('link', { name: 'Buy credits' })).toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });
});
