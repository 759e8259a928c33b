import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { IDEA_MAX } from '../../../../shared/schemas/projects';
import { initI18n } from '../../../lib/i18n';
import type { EvaluationDto } from '../../../../shared/schemas/evaluations';
import { apiError, meFixture, mockApi, renderRoutes, type ApiAnswer } from '../../../lib/test-utils';
import { LANDING_IDEA_MAX, LandingIdeaForm } from './landing-idea-form';

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const evaluationFixture: EvaluationDto = {
  id: '7a1c2e3f-4b5d-4e6f-8a9b-0c1d2e3f4a5b',
  idea: 'A dog-sitting app',
  productName: 'SitterHub',
  viability: {
    score: 64,
    verdict: 'Worth a try.',
    strengths: ['Recurring demand'],
    risks: ['Trust between strangers'],
    targetMarket: 'Dog owners in cities.',
    competition: ['Rover'],
  },
  overview: null,
  requirements: null,
  createdAt: '2026-01-02T03:04:05.000Z',
};

function setup(signedIn: boolean, evaluate?: () => ApiAnswer) {
  const calls = mockApi(({ method, path }) => {
    if (path === '/api/me') return signedIn ? { body: meFixture() } : apiError(401, 'UNAUTHORIZED', 'Unauthorized');
    if (method === 'POST' && path === '/api/evaluations') return evaluate?.();
    return undefined;
  });
  const rendered = renderRoutes(
    [
      { path: '/', element: <LandingIdeaForm /> },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
      { path: '/auth/sign-up', element: <h1>Sign up</h1> },
    ],
    '/',
  );
  return { ...rendered, calls };
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

  it('evaluates a visitor’s idea right here; trying another idea offers the pricing, and signing up keeps it', async () => {
    const user = userEvent.setup();
    let finish: (answer: { status: number; body: unknown }) => void = () => {};
    const { calls } = setup(false, () => new Promise((resolve) => (finish = resolve)));
    await user.type(screen.getByRole('textbox', { name: 'Your app idea' }), '  A dog-sitting app  ');
    await user.click(screen.getByRole('button', { name: /Evaluate my idea/ }));

    // Progress, with the idea shown and the focus on the evaluation.
    expect(await screen.findByText('Evaluating your idea. This takes about a minute.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your idea’s evaluation' })).toHaveFocus();
    expect(screen.getByText('A dog-sitting app')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ idea: 'A dog-sitting app' });

    finish({ status: 201, body: evaluationFixture });
    expect(await screen.findByRole('meter', { name: 'Viability score' })).toHaveAttribute('aria-valuenow', '64');
    expect(screen.getByText('Worth a try.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try another idea' }));
    expect(screen.getByRole('link', { name: 'View subscription options' })).toHaveAttribute('href', '/#pricing');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Sign up to keep it' }));
    expect(await screen.findByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
    expect(localStorage.getItem('redirectTo')).toBe('/dashboard');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('tells a visitor whose free evaluation is used, with the pricing and a way to change the idea', async () => {
    const user = userEvent.setup();
    setup(false, () => apiError(409, 'EVALUATION_USED', 'Your free evaluation is not available or has already been used.'));
    await user.type(screen.getByRole('textbox', { name: 'Your app idea' }), 'A dog-sitting app');
    await user.click(screen.getByRole('button', { name: /Evaluate my idea/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your free evaluation is not available or has already been used.');
    expect(screen.getByRole('link', { name: 'View subscription options' })).toHaveAttribute('href', '/#pricing');
    await user.click(screen.getByRole('button', { name: 'Change the idea' }));
    expect(screen.getByRole('textbox', { name: 'Your app idea' })).toHaveValue('A dog-sitting app');
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
