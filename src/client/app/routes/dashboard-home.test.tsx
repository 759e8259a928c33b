import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MeDto } from '../../../shared/schemas/auth';
import { initI18n } from '../../lib/i18n';
import { meFixture, mockApi, renderRoutes } from '../../lib/test-utils';
import DashboardHome from './dashboard-home';

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  vi.restoreAllMocks();
});

function setup(me: MeDto) {
  mockApi(({ path }) => {
    if (path === '/api/me') return { body: me };
    if (path === '/api/evaluations') return { body: { available: true, evaluation: null } };
    return undefined;
  });
  const rendered = renderRoutes([{ path: '/dashboard', element: <DashboardHome /> }], '/dashboard');
  rendered.queryClient.setQueryData(['me'], me);
}

describe('the dashboard home', () => {
  it('greets a paid account with its credits and the way to a new project', async () => {
    setup(meFixture({ subscriptionPlan: 'GROWTH', availableCredits: 7 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ann' })).toBeInTheDocument();
    expect(screen.getByText(/Growth Plan · Credits available: 7/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New project' })).toHaveAttribute('href', '/dashboard/new-project');
    expect(await screen.findByRole('heading', { name: 'Free idea evaluation' })).toBeInTheDocument();
  });

  it('sends the Free plan to the plans instead, next to the free evaluation', async () => {
    setup(meFixture({ subscriptionPlan: 'FREE', availableCredits: 0 }));
    expect(await screen.findByRole('link', { name: 'View subscription plans' })).toHaveAttribute(
      'href',
      '/dashboard/credits',
    );
    expect(screen.queryByRole('link', { name: 'New project' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Evaluate my idea' })).toBeInTheDocument();
  });
});
