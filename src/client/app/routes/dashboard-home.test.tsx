import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MeDto } from '../../../shared/schemas/auth';
import type { ProjectsDto } from '../../../shared/schemas/projects';
import type { TasksOverviewDto } from '../../../shared/schemas/tasks';
import { initI18n } from '../../lib/i18n';
import { storageKeys } from '../../lib/storage-keys';
import { meFixture, mockApi, polyfillDialog, renderRoutes } from '../../lib/test-utils';
import DashboardHome from './dashboard-home';
import { ownerAccess } from '../../features/projects/testing';

beforeAll(async () => {
  await initI18n({ appTexts: true });
  polyfillDialog();
});
beforeEach(() => {
  localStorage.setItem(storageKeys.onboardingSeen, '1');
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

const projectId = '11111111-1111-4111-8111-111111111111';
const projects: ProjectsDto = {
  projects: [
    {
      id: projectId,
      name: 'PawWalk',
      idea: 'Dog walking',
      status: 'ready',
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-02T10:00:00.000Z',
      access: ownerAccess(),
    },
  ],
};
const overview: TasksOverviewDto = {
  projects: [],
  next: [
    {
      id: '22222222-2222-4222-8222-222222222222',
      projectId,
      projectName: 'PawWalk',
      ref: 'T-01',
      title: 'Set up the repository',
      priority: 'high',
      status: 'in_progress',
    },
  ],
};

function setup(me: MeDto, { list = { projects: [] } as ProjectsDto } = {}) {
  const calls = mockApi(({ path }) => {
    if (path === '/api/me') return { body: me };
    if (path === '/api/evaluations') return { body: { available: true, evaluation: null } };
    if (path === '/api/projects') return { body: list };
    if (path === '/api/task-overview') return { body: overview };
    return undefined;
  });
  const rendered = renderRoutes([{ path: '/dashboard', element: <DashboardHome /> }], '/dashboard');
  rendered.queryClient.setQueryData(['me'], me);
  return calls;
}

describe('the dashboard home', () => {
  it('greets a paid account with its credits and the way to a new project', async () => {
    setup(meFixture({ subscriptionPlan: 'GROWTH', availableCredits: 7 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ann' })).toBeInTheDocument();
    expect(screen.getByText(/Growth Plan · Credits available: 7/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New project' })).toHaveAttribute('href', '/dashboard/new-project');
    expect(await screen.findByRole('heading', { name: 'Free idea evaluation' })).toBeInTheDocument();
    expect(await screen.findByText('No projects yet. Your build kits will appear here.')).toBeInTheDocument();
  });

  it('welcomes a new account on its first visit, and says "Welcome back" only to a returning sign-in', async () => {
    const me = meFixture({ subscriptionPlan: 'FREE' });
    setup({ ...me, session: { ...me.session, newAccount: true } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ann' })).toBeInTheDocument();
  });

  it('lists recent projects with their status, and the next tasks across projects', async () => {
    setup(meFixture({ subscriptionPlan: 'FOUNDER', availableCredits: 1 }), { list: projects });
    const recent = await screen.findByRole('region', { name: 'Recent projects' });
    const project = await within(recent).findByRole('link', { name: /PawWalk/ });
    expect(project).toHaveAttribute('href', `/dashboard/projects/${projectId}`);
    expect(within(project).getByText('Ready')).toBeInTheDocument();
    const next = await screen.findByRole('region', { name: 'Next tasks' });
    expect(await within(next).findByRole('link', { name: /Set up the repository/ })).toHaveAttribute(
      'href',
      `/dashboard/tasks-dashboard/${projectId}`,
    );
  });

  it('lets a Free account holding credits start a project and see its next tasks', async () => {
    const calls = setup(meFixture({ subscriptionPlan: 'FREE', availableCredits: 2 }), { list: projects });
    expect(await screen.findByRole('link', { name: 'New project' })).toHaveAttribute('href', '/dashboard/new-project');
    expect(screen.getByText(/Free Plan · Credits available: 2/)).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Next tasks' })).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/task-overview')).toBe(true);
  });

  it('sends the Free plan to the plans instead, next to the free evaluation, and asks for no tasks', async () => {
    const calls = setup(meFixture({ subscriptionPlan: 'FREE', availableCredits: 0 }));
    expect(await screen.findByRole('link', { name: 'View subscription plans' })).toHaveAttribute(
      'href',
      '/dashboard/credits',
    );
    expect(screen.queryByRole('link', { name: 'New project' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Evaluate my idea' })).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/task-overview')).toBe(false);
  });

  it('offers the onboarding once, on the first visit', async () => {
    localStorage.removeItem(storageKeys.onboardingSeen);
    setup(meFixture());
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Specforge' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Get started' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.onboardingSeen)).toBe('1');
  });
});
