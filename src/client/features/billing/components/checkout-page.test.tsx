import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { storageKeys } from '../../../lib/storage-keys';
import { apiError, mockApi, renderRoutes } from '../../../lib/test-utils';
import CheckoutPage from './checkout-page';

beforeAll(async () => {
  await initI18n({ appTexts: true });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const render = (query: string) => renderRoutes([{ path: '/checkout', element: <CheckoutPage /> }], `/checkout${query}`);
const bundle =
  '?priceId=bundle_builder&tierName=Builder%20Bundle&tierType=one-time&requestId=8d0f6a4e-3b1c-4f7e-9d2a-6c5b4a3e2f10';

describe('the checkout page', () => {
  it('asks for a price when there is none, without calling the server', () => {
    const calls = mockApi(() => undefined);
    render('');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Missing price ID. Please select a plan from the pricing page.',
    );
    expect(screen.getByRole('link', { name: 'Return to pricing' })).toHaveAttribute('href', '/#pricing');
    expect(calls).toHaveLength(0);
  });

  it('tries three times with a growing wait, then says it failed and offers the way back', async () => {
    const calls = mockApi(() => apiError(503, 'SERVICE_UNAVAILABLE', 'Payment service unavailable.'));
    render(bundle);
    expect(screen.getByRole('status')).toHaveTextContent('Preparing your checkout…');
    expect(
      await screen.findByText('Failed to start checkout after retries', {}, { timeout: 6000 }),
    ).toBeInTheDocument();
    expect(calls.map((c) => c.body)).toEqual(
      Array.from({ length: 3 }, () => ({
        priceId: 'bundle_builder',
        tierName: 'Builder Bundle',
        tierType: 'one-time',
        requestId: '8d0f6a4e-3b1c-4f7e-9d2a-6c5b4a3e2f10',
      })),
    );
    expect(screen.getByRole('link', { name: 'Return to pricing' })).toBeInTheDocument();
  }, 10_000);

  it('does not retry what the server refused, and names it', async () => {
    const calls = mockApi(() => apiError(401, 'UNAUTHORIZED', 'Please log in or register to subscribe.'));
    render(bundle);
    expect(await screen.findByText('Please log in or register to subscribe.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    // Signing in comes back here, and the purchase goes on.
    expect(localStorage.getItem(storageKeys.redirectTo)).toBe(`/checkout${bundle}`);
  });

  it('names the payment service when it could not be reached, after the same three attempts', async () => {
    const calls = mockApi(() =>
      apiError(
        503,
        'PAYMENT_SERVICE_UNAVAILABLE',
        'Could not connect to the payment service. Nothing was charged. Please try again in a few minutes.',
      ),
    );
    render(bundle);
    expect(
      await screen.findByText(
        'Could not connect to the payment service. Nothing was charged. Please try again in a few minutes.',
        {},
        { timeout: 6000 },
      ),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(3);
    expect(screen.queryByText('Invalid pricing configuration. Please contact support.')).not.toBeInTheDocument();
  }, 10_000);

  it('tells an invalid price from an unknown refusal', async () => {
    mockApi(() => apiError(400, 'CHECKOUT_INVALID_PRICE', 'Any wording: the code decides'));
    const { unmount } = render(bundle);
    expect(await screen.findByText('Invalid pricing configuration. Please contact support.')).toBeInTheDocument();
    unmount();
    vi.restoreAllMocks();
    const calls = mockApi(() => apiError(422, 'SOMETHING_NEW', 'Something the page does not know.'));
    render(bundle);
    expect(
      await screen.findByText('An unknown error occurred while starting the checkout. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Invalid pricing configuration. Please contact support.')).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('points a subscriber to Manage subscription', async () => {
    mockApi(() => apiError(409, 'ALREADY_SUBSCRIBED', 'Any wording: the code decides'));
    render(
      '?priceId=plan_growth_monthly&tierName=Growth&tierType=subscription&requestId=8d0f6a4e-3b1c-4f7e-9d2a-6c5b4a3e2f11',
    );
    expect(await screen.findByText('You already have a subscription. Manage it from Buy Credits.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage subscription' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Buy Credits' })).toBeInTheDocument();
  });
});
