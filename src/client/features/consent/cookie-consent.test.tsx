import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { polyfillDialog, renderRoutes } from '../../lib/test-utils';
import { clearConsent, readConsent, saveConsent } from './consent-store';
import { CookieConsent } from './cookie-consent';

const analytics = vi.hoisted(() => ({ startAnalytics: vi.fn(), stopAnalytics: vi.fn(), trackPageView: vi.fn() }));
vi.mock('./analytics', () => analytics);

const plausible = { provider: 'plausible', siteId: 'specforge.example', scriptUrl: 'https://plausible.io/js/script.manual.js' };

function setPublicConfig(config: object) {
  document.head.querySelector('meta[name="specforge-config"]')?.remove();
  const meta = document.createElement('meta');
  meta.name = 'specforge-config';
  meta.content = JSON.stringify(config);
  document.head.append(meta);
}

function renderApp(path = '/') {
  return renderRoutes(
    [
      {
        element: (
          <>
            <CookieConsent />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <h1>Home</h1> },
          { path: '/pricing', element: <h1>Pricing</h1> },
          { path: '/cookies', element: <h1>Cookie Policy page</h1> },
        ],
      },
    ],
    path,
  );
}

const banner = () => screen.findByRole('region', { name: 'Cookies on Specforge' });

describe('CookieConsent', () => {
  beforeAll(async () => {
    polyfillDialog();
    await initI18n();
  });
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => clearConsent());

  it('asks once the page is idle when analytics are configured, and loads them only after Accept', async () => {
    setPublicConfig({ analytics: plausible });
    const { router } = renderApp('/');
    await banner();
    expect(analytics.startAnalytics).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookies');

    fireEvent.click(screen.getByRole('button', { name: 'Accept analytics' }));
    expect(readConsent()?.choice).toBe('accepted');
    await waitFor(() => expect(analytics.trackPageView).toHaveBeenCalledWith(`${window.location.origin}/`));
    expect(analytics.startAnalytics).toHaveBeenCalledWith(plausible);
    expect(screen.queryByRole('region', { name: 'Cookies on Specforge' })).not.toBeInTheDocument();

    // One page view per page, without the query.
    await act(() => router.navigate('/pricing?token=secret'));
    await waitFor(() => expect(analytics.trackPageView).toHaveBeenLastCalledWith(`${window.location.origin}/pricing`));
  });

  it('loads nothing after Reject, and nothing on the next visit', async () => {
    setPublicConfig({ analytics: plausible });
    const { unmount } = renderApp('/');
    await banner();
    fireEvent.click(screen.getByRole('button', { name: 'Reject analytics' }));
    expect(readConsent()?.choice).toBe('rejected');
    unmount();
    renderApp('/');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('region', { name: 'Cookies on Specforge' })).not.toBeInTheDocument();
    expect(analytics.startAnalytics).not.toHaveBeenCalled();
    expect(analytics.trackPageView).not.toHaveBeenCalled();
  });

  it('reopens on /#cookie-settings, drops the hash, and a change takes effect', async () => {
    setPublicConfig({ analytics: plausible });
    saveConsent('accepted', new Date('2025-05-01T10:00:00Z'));
    const { router } = renderApp('/pricing');
    await waitFor(() => expect(analytics.startAnalytics).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Cookies on Specforge' })).not.toBeInTheDocument();

    await act(() => router.navigate('/pricing#cookie-settings'));
    const region = await banner();
    expect(router.state.location.hash).toBe('');
    expect(router.state.location.pathname).toBe('/pricing');
    expect(region).toHaveFocus();
    expect(region).toHaveTextContent('You accepted analytics cookies on May 1, 2025.');

    fireEvent.click(screen.getByRole('button', { name: 'Reject analytics' }));
    await waitFor(() => expect(analytics.stopAnalytics).toHaveBeenCalled());
    expect(readConsent()?.choice).toBe('rejected');
    expect(screen.queryByRole('region', { name: 'Cookies on Specforge' })).not.toBeInTheDocument();

    // Asked again: Escape (or ×) closes it without changing anything.
    await act(() => router.navigate('/#cookie-settings'));
    fireEvent.keyDown(await banner(), { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Cookies on Specforge' })).not.toBeInTheDocument();
    expect(readConsent()?.choice).toBe('rejected');
  });

  it('says only essential cookies are used when no analytics are configured', async () => {
    setPublicConfig({});
    const { router } = renderApp('/');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('region', { name: 'Cookies on Specforge' })).not.toBeInTheDocument();

    await act(() => router.navigate('/#cookie-settings'));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(dialog).toHaveTextContent('Specforge uses only essential cookies');
    expect(screen.queryByRole('button', { name: 'Accept analytics' })).not.toBeInTheDocument();
    expect(router.state.location.hash).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(analytics.startAnalytics).not.toHaveBeenCalled();
  });
});
