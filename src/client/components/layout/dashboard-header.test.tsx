import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MeDto } from '../../../shared/schemas/auth';
import { initI18n } from '../../lib/i18n';
import { meFixture, mockApi, renderRoutes } from '../../lib/test-utils';
import { DashboardHeader, type DashboardHeaderProps } from './dashboard-header';
import { scrollWindowTo } from './layout-test-utils';

beforeAll(async () => {
  await initI18n({ appTexts: true });
});
afterEach(() => {
  vi.restoreAllMocks();
  scrollWindowTo(0);
});

function setup(me: MeDto, props: Partial<DashboardHeaderProps> = {}) {
  const calls = mockApi(({ path }) => (path === '/api/auth/sign-out' ? { body: {} } : undefined));
  const onToggleSidebar = vi.fn();
  renderRoutes(
    [
      {
        path: '*',
        element: (
          <DashboardHeader me={me} mode="desktop" sidebarExpanded onToggleSidebar={onToggleSidebar} {...props} />
        ),
      },
    ],
    '/dashboard',
  );
  return { header: screen.getByRole('banner'), onToggleSidebar, calls };
}

describe('the dashboard header', () => {
  it('shows a paid plan with its credits, New Project, logout and the avatar', () => {
    const { header } = setup(meFixture({ subscriptionPlan: 'FOUNDER', availableCredits: 3 }));
    expect(header).toHaveClass('h-[77px]');
    expect(header).toHaveTextContent('Founder Plan · 3 credits');
    expect(screen.getByRole('link', { name: 'New Project' })).toHaveAttribute('href', '/dashboard/new-project');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeEnabled();
    expect(screen.getByRole('img', { name: 'Signed in as ann@example.com' })).toHaveTextContent('A');
  });

  it('on the Free plan, never paid, disables New Project with the upgrade hint and shows no credit counter', () => {
    const { header } = setup(meFixture({ subscriptionPlan: 'FREE', availableCredits: 0 }));
    const button = screen.getByRole('button', { name: 'New Project' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Upgrade to create projects');
    expect(screen.getByText('Upgrade to create projects')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New Project' })).not.toBeInTheDocument();
    expect(screen.getByText('Free Plan')).toBeInTheDocument();
    expect(header).not.toHaveTextContent(/credit/);
  });

  it('on the Free plan holding credits, offers New Project and shows the credits', () => {
    setup(meFixture({ subscriptionPlan: 'FREE', availableCredits: 2 }));
    expect(screen.getByRole('link', { name: 'New Project' })).toHaveAttribute('href', '/dashboard/new-project');
    expect(screen.getByText('Free Plan · 2 credits')).toBeInTheDocument();
  });

  it('on the Free plan with kits but no credits, leads New Project to Buy Credits', () => {
    setup(meFixture({ subscriptionPlan: 'FREE', availableCredits: 0, ownsKits: true }));
    expect(screen.getByRole('link', { name: 'New Project' })).toHaveAttribute('href', '/dashboard/credits');
    expect(screen.getByText('Free Plan · 0 credits')).toBeInTheDocument();
  });

  it('without credits, leads New Project to Buy Credits', () => {
    setup(meFixture({ subscriptionPlan: 'GROWTH', availableCredits: 0 }));
    expect(screen.getByRole('link', { name: 'New Project' })).toHaveAttribute('href', '/dashboard/credits');
    expect(screen.getByText('Growth Plan · 0 credits')).toBeInTheDocument();
  });

  it('takes the avatar initial from the user name, else the email', () => {
    setup(meFixture({ userName: '' }));
    expect(screen.getByRole('img', { name: 'Signed in as ann@example.com' })).toHaveTextContent('A');
  });

  it('names the sidebar toggle after what it does', async () => {
    const { onToggleSidebar } = setup(meFixture());
    const toggle = screen.getByRole('button', { name: 'Collapse sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', 'dashboard-sidebar');
    await userEvent.click(toggle);
    expect(onToggleSidebar).toHaveBeenCalledTimes(1);
  });

  it('says Open sidebar on mobile', () => {
    setup(meFixture(), { mode: 'mobile', sidebarExpanded: false });
    expect(screen.getByRole('button', { name: 'Open sidebar' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('changes style once the page scrolls past 20 px', () => {
    const { header } = setup(meFixture());
    expect(header).toHaveAttribute('data-scrolled', 'false');
    scrollWindowTo(20);
    expect(header).toHaveAttribute('data-scrolled', 'false');
    scrollWindowTo(21);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    expect(header).toHaveClass('backdrop-blur-md');
    scrollWindowTo(5);
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  it('logs out', async () => {
    const { calls } = setup(meFixture());
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(calls).toContainEqual({ method: 'POST', path: '/api/auth/sign-out', body: {} }));
  });
});
