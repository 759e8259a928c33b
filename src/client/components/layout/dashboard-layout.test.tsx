import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MeDto } from '../../../shared/schemas/auth';
import { initI18n } from '../../lib/i18n';
import { meFixture, mockApi, renderRoutes } from '../../lib/test-utils';
import { DashboardLayout, SIDEBAR_COLLAPSED_KEY } from './dashboard-layout';
import { stubViewport, swipe } from './layout-test-utils';

beforeAll(async () => {
  await initI18n({ appTexts: true });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function setup({
  me = meFixture(),
  path = '/dashboard',
  width = 1280,
}: { me?: MeDto; path?: string; width?: number } = {}) {
  stubViewport(width);
  mockApi(({ path: apiPath }) => (apiPath === '/api/me' ? { body: me } : undefined));
  const rendered = renderRoutes(
    [
      {
        path: '/dashboard',
        element: <DashboardLayout />,
        children: [
          { index: true, element: <h1>Home page</h1> },
          { path: '*', element: <h1>Inner page</h1> },
        ],
      },
    ],
    path,
  );
  rendered.queryClient.setQueryData(['me'], me);
  return { ...rendered, sidebar: document.getElementById('dashboard-sidebar')! };
}

describe('the dashboard layout on desktop', () => {
  it('frames the page with a skip link, the sidebar, the header and the main area', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Founder Plan · 2 credits');
    expect(
      within(screen.getByRole('navigation', { name: 'Sidebar' })).getByRole('link', { name: 'Home' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('collapses the sidebar to icons and remembers the choice', async () => {
    const { sidebar, unmount } = setup();
    expect(sidebar).toHaveAttribute('data-collapsed', 'false');
    expect(sidebar).toHaveClass('w-64');
    await userEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(sidebar).toHaveAttribute('data-collapsed', 'true');
    expect(sidebar).toHaveClass('w-20');
    expect(sidebar).not.toHaveClass('w-64');
    const toggle = screen.getByRole('button', { name: 'Expand sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('true');

    unmount();
    const again = setup();
    expect(again.sidebar).toHaveAttribute('data-collapsed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(again.sidebar).toHaveClass('w-64');
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute('aria-expanded', 'true');
    expect(localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('false');
  });

  it('shows Admin only to admins', async () => {
    const me = meFixture();
    setup({ me: { ...me, user: { ...me.user, role: 'admin' } } });
    expect(await screen.findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/dashboard/admin');
  });
});

describe('the dashboard layout under 768 px', () => {
  it('keeps the sidebar off-canvas until the toggle opens it over the whole width', async () => {
    const { sidebar } = setup({ width: 375, path: '/dashboard/projects' });
    expect(sidebar).toHaveAttribute('data-collapsed', 'true');
    expect(sidebar).toHaveClass('-translate-x-full', 'invisible');
    const toggle = screen.getByRole('button', { name: 'Open sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    expect(sidebar).toHaveAttribute('data-collapsed', 'false');
    expect(sidebar).toHaveClass('fixed', 'w-full', 'translate-x-0');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close sidebar');
    expect(screen.getByRole('button', { name: 'Close navigation' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    expect(screen.getByRole('banner').parentElement).toHaveAttribute('inert');
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    const { sidebar } = setup({ width: 375 });
    await userEvent.click(screen.getByRole('button', { name: 'Open sidebar' }));
    await userEvent.keyboard('{Escape}');
    expect(sidebar).toHaveAttribute('data-collapsed', 'true');
    expect(screen.getByRole('button', { name: 'Open sidebar' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
    expect(screen.getByRole('banner').parentElement).not.toHaveAttribute('inert');
  });

  it('closes with its close button', async () => {
    const { sidebar } = setup({ width: 375 });
    await userEvent.click(screen.getByRole('button', { name: 'Open sidebar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close navigation' }));
    expect(sidebar).toHaveAttribute('data-collapsed', 'true');
    expect(screen.getByRole('button', { name: 'Open sidebar' })).toHaveFocus();
  });

  it('closes when a link is followed', async () => {
    const { sidebar, router } = setup({ width: 375 });
    await userEvent.click(screen.getByRole('button', { name: 'Open sidebar' }));
    await userEvent.click(within(sidebar).getByRole('link', { name: 'Template Library' }));
    expect(router.state.location.pathname).toBe('/dashboard/templates');
    expect(await screen.findByRole('heading', { name: 'Inner page' })).toBeInTheDocument();
    expect(sidebar).toHaveAttribute('data-collapsed', 'true');
  });

  it('closes on a left swipe over 50 px, not on a shorter one', async () => {
    const { sidebar } = setup({ width: 375 });
    await userEvent.click(screen.getByRole('button', { name: 'Open sidebar' }));
    swipe(sidebar, { x: 300, y: 300 }, { x: 260, y: 300 });
    expect(sidebar).toHaveAttribute('data-collapsed', 'false');
    swipe(sidebar, { x: 300, y: 300 }, { x: 200, y: 320 });
    expect(sidebar).toHaveAttribute('data-collapsed', 'true');
  });

  it('does not react to Escape while closed', () => {
    const { sidebar } = setup({ width: 375 });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(sidebar).toHaveAttribute('data-collapsed', 'true');
    expect(localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBeNull();
  });
});
