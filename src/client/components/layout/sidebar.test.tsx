import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { renderRoutes } from '../../lib/test-utils';
import { Sidebar, type SidebarProps } from './sidebar';
import type { SidebarAccess } from './sidebar-items';

beforeAll(async () => {
  await initI18n({ appTexts: true });
});

const founder: SidebarAccess = { subscriptionPlan: 'FOUNDER', availableCredits: 3, ownsKits: false, isAdmin: false };

function setup(path: string, props: Partial<SidebarProps> = {}) {
  const onNavigate = vi.fn();
  const sidebar = (
    <Sidebar mode="desktop" expanded access={founder} onNavigate={onNavigate} onClose={vi.fn()} {...props} />
  );
  renderRoutes([{ path: '*', element: sidebar }], path);
  const nav = screen.getByRole('navigation', { name: 'Sidebar' });
  return { nav, onNavigate, link: (name: string) => within(nav).getByRole('link', { name }) };
}

const itemIds = (nav: HTMLElement) =>
  [...nav.querySelectorAll('[data-nav-item]')].map((el) => el.getAttribute('data-nav-item'));

describe('the dashboard sidebar', () => {
  it('lists the items in order, with Settings at the bottom', () => {
    const { nav, link } = setup('/dashboard');
    expect(itemIds(nav)).toEqual([
      'home',
      'newProject',
      'projects',
      'templates',
      'tasksDashboard',
      'codeAnalysis',
      'academy',
      'roadmap',
      'team',
      'credits',
      'settings',
    ]);
    expect(link('Home')).toHaveAttribute('href', '/dashboard');
    expect(link('New Project')).toHaveAttribute('href', '/dashboard/new-project');
    expect(link('My Projects')).toHaveAttribute('href', '/dashboard/projects');
    expect(link('Template Library')).toHaveAttribute('href', '/dashboard/templates');
    expect(link('Tasks Dashboard')).toHaveAttribute('href', '/dashboard/tasks-dashboard');
    expect(link('Interactive Roadmap')).toHaveAttribute('href', '/dashboard/roadmap');
    expect(link('Code Analysis')).toHaveAttribute('href', '/dashboard/code-analysis');
    expect(link('Team')).toHaveAttribute('href', '/dashboard/team');
    expect(link('Buy Credits')).toHaveAttribute('href', '/dashboard/credits');
    expect(link('Settings')).toHaveAttribute('href', '/dashboard/settings');
    expect(link('New Project')).not.toHaveClass('opacity-75');
    expect(within(nav).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.getByRole('complementary')).toHaveAttribute('id', 'dashboard-sidebar');
  });

  it('shows the coming features as disabled, not as links, with a Soon badge', () => {
    const { nav } = setup('/dashboard');
    for (const name of ['Startup Academy']) {
      expect(within(nav).queryByRole('link', { name })).not.toBeInTheDocument();
      const item = within(nav).getByRole('button', { name });
      expect(item).toHaveAttribute('aria-disabled', 'true');
      expect(item).toHaveAccessibleDescription('Coming soon');
      expect(within(item).getByText('Soon')).toBeInTheDocument();
    }
  });

  it('marks the active item by path prefix, and Home only on /dashboard itself', () => {
    const home = setup('/dashboard');
    expect(home.link('Home')).toHaveAttribute('aria-current', 'page');
    expect(home.nav.querySelectorAll('[aria-current]')).toHaveLength(1);
  });

  it('keeps a section active on its inner pages', () => {
    const { nav, link } = setup('/dashboard/projects/abc');
    expect(link('My Projects')).toHaveAttribute('aria-current', 'page');
    expect(link('Home')).not.toHaveAttribute('aria-current');
    expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
  });

  it('activates New Project on its page, not on Buy Credits', () => {
    expect(setup('/dashboard/new-project').link('New Project')).toHaveAttribute('aria-current', 'page');
  });

  it('on the Free plan, never paid, disables Tasks Dashboard and sends New Project to Buy Credits', () => {
    const { nav, link } = setup('/dashboard/credits', {
      access: { ...founder, subscriptionPlan: 'FREE', availableCredits: 0 },
    });
    expect(within(nav).queryByRole('link', { name: 'Tasks Dashboard' })).not.toBeInTheDocument();
    const tasks = within(nav).getByRole('button', { name: 'Tasks Dashboard' });
    expect(tasks).toHaveAttribute('aria-disabled', 'true');
    expect(tasks).toHaveAccessibleDescription(/paid plans/);
    expect(within(tasks).getByText('Upgrade')).toBeInTheDocument();
    expect(link('New Project')).toHaveAttribute('href', '/dashboard/credits');
    expect(link('New Project')).not.toHaveAttribute('aria-current');
    expect(link('Buy Credits')).toHaveAttribute('aria-current', 'page');
  });

  it('on the Free plan holding credits, opens New Project and the Tasks Dashboard; the roadmap (a plan feature) leads to the plans', () => {
    const { link } = setup('/dashboard', { access: { ...founder, subscriptionPlan: 'FREE', availableCredits: 1 } });
    // Credits do not buy a plan: the locks lead to the plans, not to Buy Credits.
    for (const name of ['Interactive Roadmap', 'Code Analysis']) {
      expect(link(name)).toHaveAttribute('href', '/#pricing');
      expect(link(name)).toHaveAccessibleDescription(/Founder and Growth plans/);
      expect(within(link(name)).getByText('Upgrade')).toBeInTheDocument();
    }
    expect(link('New Project')).toHaveAttribute('href', '/dashboard/new-project');
    expect(link('New Project')).not.toHaveClass('opacity-75');
    expect(link('Tasks Dashboard')).toHaveAttribute('href', '/dashboard/tasks-dashboard');
  });

  it('without credits, dims New Project and points it to Buy Credits', () => {
    const { link } = setup('/dashboard', { access: { ...founder, availableCredits: 0 } });
    expect(link('New Project')).toHaveAttribute('href', '/dashboard/credits');
    expect(link('New Project')).toHaveClass('opacity-75');
    expect(link('New Project')).toHaveAccessibleDescription(/buy credits/i);
    expect(link('Tasks Dashboard')).toHaveAttribute('href', '/dashboard/tasks-dashboard');
  });

  it('opens the roadmap on the Growth plan, active on its page', () => {
    const { link } = setup('/dashboard/roadmap', { access: { ...founder, subscriptionPlan: 'GROWTH' } });
    expect(link('Interactive Roadmap')).toHaveAttribute('aria-current', 'page');
  });

  it('keeps Code Analysis active on a project’s report', () => {
    expect(setup('/dashboard/code-analysis/p1').link('Code Analysis')).toHaveAttribute('aria-current', 'page');
  });

  it('inside a team’s project, judges the board and the roadmap by what its owner’s plan allows, not the reader’s', () => {
    const free = { ...founder, subscriptionPlan: 'FREE' as const, availableCredits: 0 };
    const project = { id: 'p1', actions: ['project.read', 'tasks.read', 'roadmap.read', 'code.read'] as const };
    const { link } = setup('/dashboard/projects/p1', { access: free, project: { ...project, actions: [...project.actions] } });
    expect(link('Interactive Roadmap')).toHaveAttribute('href', '/dashboard/roadmap?project=p1');
    expect(within(link('Interactive Roadmap')).queryByText('Upgrade')).not.toBeInTheDocument();
    expect(link('Tasks Dashboard')).toHaveAttribute('href', '/dashboard/tasks-dashboard/p1');
    expect(link('Code Analysis')).toHaveAttribute('href', '/dashboard/code-analysis/p1');
  });

  it('inside a project whose owner’s plan lacks the roadmap, locks it even for a Growth reader', () => {
    const { link } = setup('/dashboard/projects/p2', {
      access: { ...founder, subscriptionPlan: 'GROWTH' },
      project: { id: 'p2', actions: ['project.read', 'tasks.read'] },
    });
    expect(link('Interactive Roadmap')).toHaveAttribute('href', '/#pricing');
    expect(within(link('Interactive Roadmap')).getByText('Upgrade')).toBeInTheDocument();
    expect(within(link('Code Analysis')).getByText('Upgrade')).toBeInTheDocument();
  });

  it('shows Admin to admins, above Settings', () => {
    const { nav, link } = setup('/dashboard/admin', { access: { ...founder, isAdmin: true } });
    expect(link('Admin')).toHaveAttribute('href', '/dashboard/admin');
    expect(link('Admin')).toHaveAttribute('aria-current', 'page');
    expect(itemIds(nav).slice(-2)).toEqual(['admin', 'settings']);
  });

  it('collapsed, keeps every item named while showing icons only', () => {
    const { link } = setup('/dashboard', { expanded: false });
    const aside = screen.getByRole('complementary');
    expect(aside).toHaveAttribute('data-collapsed', 'true');
    expect(aside).toHaveClass('w-20');
    expect(link('My Projects')).toHaveAttribute('title', 'My Projects');
    expect(within(link('My Projects')).getByText('My Projects')).toHaveClass('sr-only');
  });

  it('tells the layout when a link is followed', async () => {
    const { link, onNavigate } = setup('/dashboard');
    await userEvent.click(link('Template Library'));
    expect(onNavigate).toHaveBeenCalled();
  });
});
