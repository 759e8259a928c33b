import { afterAll, beforeAll } from 'vitest';
import type { DatabaseKind } from '../../src/server/db/client';
import { createStripeProvider } from '../../src/server/billing/stripe-provider';
import { FakeStripe } from '../fakes/stripe-server';
import { createTestApp, type TestApp } from './test-app';

/**
 * For a describe block: the Stripe stand-in and a test app whose payments go through the real Stripe
 * provider against it (started before the block's tests, stopped after). `onApp` receives the app.
 */
export function useStripeStandIn(kind: DatabaseKind, name: string, onApp: (app: TestApp) => void) {
  const webhookSecret = `whsec_test_${name}`;
  const apiKey = `sk_test_${name}`;
  const stripe = new FakeStripe({ webhookSecret, apiKey });
  let t: TestApp | undefined;

  /** Posts `payload` to the webhook endpoint with `signature`, as Stripe would. */
  const webhook = (payload: string, signature: string) =>
    t!.app.request('/api/webhooks/stripe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body: payload,
    });
  /** Signs `event` as the stand-in's Stripe account and delivers it. */
  const deliver = (event: Record<string, unknown> & { id: string }, options?: Parameters<FakeStripe['sign']>[1]) => {
    const { payload, signature } = stripe.sign(event, options);
    return webhook(payload, signature);
  };

  beforeAll(async () => {
    const { host, port, protocol } = await stripe.start();
    t = await createTestApp(kind, {
      deps: { payments: createStripeProvider({ secretKey: apiKey, webhookSecret, apiUrl: `${protocol}://${host}:${port}` }) },
    });
    onApp(t);
  });
  afterAll(async () => {
    await t?.close();
    await stripe.stop();
  });

  return { stripe, webhook, deliver };
}
