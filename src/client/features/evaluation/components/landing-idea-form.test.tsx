import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { IDEA_MAX } from '../../../../shared/schemas/projects';
import { initI18n } from '../../../lib/i18n';
import { apiError, meFixture, mockApi, renderRoutes } from '../../../lib/test-utils';
import { LANDING_IDEA_MAX, LandingIdeaForm } from './landing-idea-form';

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  vi.restoreAllMocks();
});

function setup(signedIn: boolean) {
  mockApi(({ path }) =>
    path === '/api/me' ? (signedIn ? { body: meFixture() } : apiError(401, 'UNAUTHORIZED', 'Unauthorized')) : undefined,
  );
  return renderRoutes(
    [
      { path: '/', element: <LandingIdeaForm /> },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
      { path: '/auth/sign-up', element: <h1>Sign up</h1> },
    ],
    '/',
  );
}

describe('the landing page’s free idea test', () => {
  it('asks for an idea', async () => {
    const user = userEvent.setup();
    setup(false);
    await user.click(screen.getByRole('button', { name: /Evaluate my idea/ }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your project idea.');
    expect(screen.getByRole('textbox', { name: 'Your app idea' })).toHaveFocus();
    expect(localStorage.getItem('landingIdea')).toBeNull();
  });

  it('keeps the idea and sends a visitor to sign up, then to the dashboard', async () => {
    const user = userEvent.setup();
    const { router } = setup(false);
    await user.type(screen.getByRole('textbox', { name: 'Your app idea' }), '  A dog-sitting app  ');
    await user.click(screen.getByRole('button', { name: /Evaluate my idea/ }));
    expect(await screen.findByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/sign-up');
    expect(localStorage.getItem('landingIdea')).toBe('A dog-sitting app');
    expect(localStorage.getItem('redirectTo')).toBe('/dashboard');
  });

  it('sends a signed-in user straight to the dashboard', async () => {
    const user = userEvent.setup();
    setup(true);
    await user.type(screen.getByRole('textbox', { name: 'Your app idea' }), 'A dog-sitting app');
    await user.click(screen.getByRole('button', { name: /Evaluate my idea/ }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(localStorage.getItem('landingIdea')).toBe('A dog-sitting app');
    expect(localStorage.getItem('redirectTo')).toBeNull();
  });

  it('limits the idea to the length the API accepts', () => {
    expect(LANDING_IDEA_MAX).toBe(IDEA_MAX);
  });
});
