import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../../tests/support/fail-on-console';
import { initI18n } from '../../lib/i18n';
import { RouteCrashScreen } from './crash-screen';

function Broken(): never {
  throw new Error('Projects list exploded');
}

describe('the render-crash fallback', () => {
  beforeAll(() => initI18n());
  afterEach(() => vi.restoreAllMocks());

  it('replaces a crashed page with the crash screen and reports the crash once', async () => {
    expectConsoleError(/Projects list exploded|Specforge crashed/);
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 202 }));
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteCrashScreen /> }]);
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText("We've been notified about this issue and are working to fix it.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');

    const reports = fetch.mock.calls.filter(([url]) => url === '/api/client-errors');
    expect(reports).toHaveLength(1);
    const body = JSON.parse(String(reports[0]![1]!.body)) as { message: string; kind: string };
    expect(body).toMatchObject({ message: 'Projects list exploded', kind: 'render' });
  });
});
