import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { findPrice } from '../../../../shared/pricing';
import { initI18n, loadNamespace } from '../../../lib/i18n';
import { storageKeys } from '../../../lib/storage-keys';
import { mockApi, renderRoutes, type ApiAnswer } from '../../../lib/test-utils';
import { toast } from '../../../lib/toast';
import { BuyButton } from './buy-button';

vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn() } }));

beforeAll(async () => {
  await initI18n({ appTexts: true });
  await loadNamespace('pricing');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.mocked(toast.info).mockClear();
});

function Where() {
  return <p data-testid="where">{window.location.pathname}</p>;
}

function render(session: () => ApiAnswer, priceId = 'bundle_builder', tierName = 'Builder Bundle') {
  const calls = mockApi(({ path }) => (path === '/api/auth/get-session' ? session() : undefined));
  const price = findPrice(priceId)!;
  const result = renderRoutes(
    [
      { path: '/', element: <BuyButton price={price} tierName={tierName} label={`Buy ${tierName}`} /> },
      { path: '/checkout', element: <Where /> },
      { path: '/auth/sign-up', element: <Where /> },
    ],
    '/',
  );
  return { ...result, calls };
}

const signedIn = () => ({ body: { session: { id: 's' }, user: { id: 'u' } } });
const signedOut = () => ({ body: null });

describe('a pricing buy button', () => {
  it('shows it is processing, then opens the checkout for the bundle (one-time) when signed in', async () => {
    let answer!: (value: { body: unknown }) => void;
    const { router, calls } = render(() => new Promise((resolve) => (answer = resolve)));
    const button = screen.getByRole('button', { name: 'Buy Builder Bundle' });
    fireEvent.click(button);

    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveTextContent('Processing…');
    expect(button.querySelector('svg.animate-spin')).not.toBeNull();

    await act(async () => answer(signedIn()));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    const query = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(query)).toEqual({
      priceId: 'bundle_builder',
      tierName: 'Builder Bundle',
      tierType: 'one-time',
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown as string,
    });
    expect(calls.filter((c) => c.path === '/api/auth/get-session')).toHaveLength(1);
    expect(toast.info).not.toHaveBeenCalled();
  });

  it('passes tierType=subscription for a plan', async () => {
    const user = userEvent.setup();
    const { router } = render(signedIn, 'plan_growth_yearly', 'Growth (yearly)');
    await user.click(screen.getByRole('button', { name: 'Buy Growth (yearly)' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    const query = new URLSearchParams(router.state.location.search);
    expect([query.get('priceId'), query.get('tierName'), query.get('tierType')]).toEqual([
      'plan_growth_yearly',
      'Growth (yearly)',
      'subscription',
    ]);
  });

  it('tells a visitor to log in or register, keeps the checkout for after signing in, and goes to sign-up', async () => {
    const user = userEvent.setup();
    const { router } = render(signedOut);
    await user.click(screen.getByRole('button', { name: 'Buy Builder Bundle' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-up'));
    expect(toast.info).toHaveBeenCalledWith('Please log in or register to subscribe.');
    const stored = localStorage.getItem(storageKeys.redirectTo)!;
    expect(stored).toMatch(/^\/checkout\?/);
    const query = new URLSearchParams(stored.split('?')[1]);
    expect([query.get('priceId'), query.get('tierName'), query.get('tierType')]).toEqual([
      'bundle_builder',
      'Builder Bundle',
      'one-time',
    ]);
    expect(query.get('requestId')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('ignores repeat clicks while processing, and unlocks after 10 s', async () => {
    vi.useFakeTimers();
    // The session answer never comes: the button must still come back.
    const { calls, router } = render(() => new Promise(() => {}));
    const button = screen.getByRole('button', { name: 'Buy Builder Bundle' });
    // Two clicks before React renders again: the second still finds the button enabled.
    act(() => {
      button.click();
      button.click();
    });
    // And once it is disabled, clicks do nothing either.
    fireEvent.click(button);
    expect(calls.filter((c) => c.path === '/api/auth/get-session')).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(9_900));
    expect(screen.getByRole('button', { name: 'Processing…' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    const idle = screen.getByRole('button', { name: 'Buy Builder Bundle' });
    expect(idle).toBeEnabled();
    expect(idle).not.toHaveAttribute('aria-busy', 'true');
    expect(router.state.location.pathname).toBe('/');

    // A new try (joining the session check still under way).
    fireEvent.click(idle);
    expect(screen.getByRole('button', { name: 'Processing…' })).toBeDisabled();
  });

  it('lets the checkout page ask for sign-in when the session cannot be checked', async () => {
    const user = userEvent.setup();
    const { router } = render(() => 'network-error');
    await user.click(screen.getByRole('button', { name: 'Buy Builder Bundle' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(toast.info).not.toHaveBeenCalled();
  });
});
