import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { meFixture, mockApi, renderRoutes } from '../../../lib/test-utils';
import { meQueryKey } from '../api/get-me';
import { RequireAuth } from './require-auth';

beforeAll(async () => {
  await initI18n({ appTexts: true });
});
afterEach(() => {
  vi.restoreAllMocks();
});

function setup(credits: number, entry = '/dashboard/new-project') {
  const me = meFixture({ availableCredits: credits });
  mockApi((request) => (request.path === '/api/me' ? { body: me } : undefined));
  const rendered = renderRoutes(
    [
      {
        path: '/dashboard',
        element: <RequireAuth />,
        children: [
          { path: 'new-project', element: <h1>New project</h1> },
          { path: 'projects/:id', element: <h1>Project</h1> },
          { path: 'credits', element: <h1>Credits</h1> },
        ],
      },
    ],
    entry,
  );
  rendered.queryClient.setQueryData(meQueryKey, me);
  return rendered;
}

describe('the route guard', () => {
  it('sends a user without credits from New Project to Buy Credits', async () => {
    setup(0);
    expect(await screen.findByRole('heading', { name: 'Credits' })).toBeInTheDocument();
  });

  it('does not bounce the user whose last credit was just spent on the new-project page', async () => {
    const { queryClient, router } = setup(1);
    expect(await screen.findByRole('heading', { name: 'New project' })).toBeInTheDocument();
    // The order's response refreshes the balance before the navigation to the project ends.
    await act(async () => {
      queryClient.setQueryData(meQueryKey, meFixture({ availableCredits: 0 }));
      // Time for a redirect, were there one.
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(router.state.location.pathname).toBe('/dashboard/new-project');
    expect(screen.getByRole('heading', { name: 'New project' })).toBeInTheDocument();
    await act(() => router.navigate('/dashboard/projects/p1'));
    expect(screen.getByRole('heading', { name: 'Project' })).toBeInTheDocument();
    // Coming back with no credits left is refused as usual.
    await act(() => router.navigate('/dashboard/new-project'));
    expect(await screen.findByRole('heading', { name: 'Credits' })).toBeInTheDocument();
  });
});
