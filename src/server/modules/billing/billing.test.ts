import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authedRequest } from '../../../../tests/support/auth-helpers';
import { checkout, checkoutResult, creditsOf } from '../../../../tests/support/billing-helpers';
import { databaseKinds } from '../../../../tests/support/databases';
import { balanceOf, ledgerOf, userWithCredits, type TestUser } from '../../../../tests/support/kit-helpers';
import { useStripeStandIn } from '../../../../tests/support/stripe-stand-in';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import type { CheckoutDto } from '../../../shared/schemas/billing';
import { expireTrials } from './billing.repo';

const builder = { priceId: 'bundle_builder', tierName: 'Builder Bundle', tierType: 'one-time' };

describe.each(databaseKinds)('billing with the built-in test checkout on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  const email = () => `buyer-${kind}-${(n += 1)}@example.com`;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers bad checkout requests with their exact messages', async () => {
    const user = await userWithCredits(t, email(), { plan: 'FREE', credits: 0 });
    const signedOut = await checkout(t, null, builder);
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toMatchObject({ message: 'Please log in or register to subscribe.' });
    const unknown = await checkout(t, user, { ...builder, priceId: 'bundle_gold' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ message: 'Invalid pricing configuration. Please contact support.' });
    const mismatched = await checkout(t, user, { ...builder, tierType: 'subscription' });
    expect(await mismatched.json()).toMatchObject({
      message: 'Invalid pricing configuration. Please contact support.',
    });
    const missing = await checkout(t, user, { tierName: 'x', tierType: 'one-time' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      message: 'Missing price ID. Please select a plan from the pricing page.',
    });
  });

  it('sells the Builder Bundle: pay on the test page, 3 credits and a month of Founder, granted once', async () => {
    const user = await userWithCredits(t, email(), { plan: 'FREE', credits: 0 });
    const requestId = randomUUID();
    const opened = (await (await checkout(t, user, { ...builder, requestId })).json()) as CheckoutDto;
    expect(opened.url).toBe(`${t.env.APP_URL}/dev/checkout/${opened.sessionId}`);
    // The same click retried opens the same checkout.
    const again = (await (await checkout(t, user, { ...builder, requestId })).json()) as CheckoutDto;
    expect(again.sessionId).toBe(opened.sessionId);

    const page = await t.app.request(`/dev/checkout/${opened.sessionId}`);
    const html = await page.text();
    expect(html).toContain('Builder Bundle');
    expect(html).toContain('$29.00');
    expect(html).toMatch(/Credits<\/dt><dd>3/);
    expect((await checkoutResult(t, user, opened.sessionId)).status).toBe('open');

    const paid = await t.app.request(`/dev/checkout/${opened.sessionId}/pay`, { method: 'POST' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${t.env.APP_URL}/payment/success?session_id=${opened.sessionId}`);
    // The success page, loaded twice, grants nothing more.
    for (let i = 0; i < 2; i += 1) {
      expect(await checkoutResult(t, user, opened.sessionId)).toMatchObject({
        status: 'paid',
        credits: 3,
        balance: 3,
        plan: 'FOUNDER',
        tierName: 'Builder Bundle',
      });
    }
    expect((await ledgerOf(t, user.id)).filter((e) => e.reason === 'purchase')).toEqual([
      { delta: 3, reason: 'purchase', idempotency_key: `checkout:${opened.sessionId}` },
    ]);
    const page2 = await creditsOf(t, user);
    expect(page2).toMatchObject({ balance: 3, plan: 'FOUNDER', subscription: null });
    expect(page2.trialEndsAt).not.toBeNull();

    // A second pay of the same session does nothing.
    await t.app.request(`/dev/checkout/${opened.sessionId}/pay`, { method: 'POST' });
    expect(await balanceOf(t, user.id)).toBe(3);

    // The month ends: back to Free, the credits stay.
    expect(await expireTrials(t.database.db, new Date(Date.now() + 31 * 86_400_000))).toBeGreaterThanOrEqual(1);
    expect(await creditsOf(t, user)).toMatchObject({ balance: 3, plan: 'FREE', trialEndsAt: null });
  });

  it('sells the Scale Bundle at $45, with a month of Growth on the Free plan (its perks need Growth, ADR 0048)', async () => {
    const user = await userWithCredits(t, email(), { plan: 'FREE', credits: 0 });
    const scale = { priceId: 'bundle_scale', tierName: 'Scale Bundle', tierType: 'one-time' };
    const opened = (await (await checkout(t, user, scale)).json()) as CheckoutDto;
    expect(await (await t.app.request(`/dev/checkout/${opened.sessionId}`)).text()).toContain('$45.00');
    await t.app.request(`/dev/checkout/${opened.sessionId}/pay`, { method: 'POST' });
    expect(await checkoutResult(t, user, opened.sessionId)).toMatchObject({ status: 'paid', credits: 5, plan: 'GROWTH' });
    expect((await creditsOf(t, user)).trialEndsAt).not.toBeNull();
  });

  it('cancels: nothing is charged or granted', async () => {
    const user = await userWithCredits(t, email(), { plan: 'FREE', credits: 0 });
    const opened = (await (await checkout(t, user, builder)).json()) as CheckoutDto;
    const cancelled = await t.app.request(`/dev/checkout/${opened.sessionId}/cancel`, { method: 'POST' });
    expect(cancelled.headers.get('location')).toBe(`${t.env.APP_URL}/payment/cancelled`);
    expect(await checkoutResult(t, user, opened.sessionId)).toMatchObject({ status: 'expired', balance: 0, plan: 'FREE' });
    expect(await ledgerOf(t, user.id)).toEqual([]);
  });

  it('subscribes to Founder: the plan and its 3 monthly credits', async () => {
    const user = await userWithCredits(t, email(), { plan: 'FREE', credits: 0 });
    const opened = (await (
      await checkout(t, user, { priceId: 'plan_founder_monthly', tierName: 'Founder', tierType: 'subscription' })
    ).json()) as CheckoutDto;
    await t.app.request(`/dev/checkout/${opened.sessionId}/pay`, { method: 'POST' });
    expect(await checkoutResult(t, user, opened.sessionId)).toMatchObject({
      status: 'paid',
      balance: 3,
      plan: 'FOUNDER',
      mode: 'subscription',
    });
    const page = await creditsOf(t, user);
    expect(page.subscription).toMatchObject({ status: 'active', priceId: 'plan_founder_monthly' });
    expect(page.entries.map((e) => [e.reason, e.delta])).toEqual([['subscription_grant', 3]]);
    // A subscriber cannot open a second subscription.
    const second = await checkout(t, user, {
      priceId: 'plan_growth_monthly',
      tierName: 'Growth',
      tierType: 'subscription',
    });
    expect(second.status).toBe(409);
  });

  it('hides another account’s checkout', async () => {
    const owner = await userWithCredits(t, email(), { plan: 'FREE', credits: 0 });
    const other = await userWithCredits(t, email(), { plan: 'FREE', credits: 0 });
    const opened = (await (await checkout(t, owner, builder)).json()) as CheckoutDto;
    const response = await t.app.request(
      `/api/checkout/${opened.sessionId}`,
      authedRequest('GET', undefined, other.cookie),
    );
    expect(response.status).toBe(404);
  });
});

describe.each(databaseKinds)('billing through Stripe (the stand-in) on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  const email = () => `stripe-${kind}-${(n += 1)}@example.com`;
  const { stripe, webhook, deliver } = useStripeStandIn(kind, 'standin', (app) => (t = app));

  async function openBundle(user: TestUser) {
    const opened = (await (await checkout(t, user, builder)).json()) as CheckoutDto;
    return stripe.sessions.get(opened.sessionId)!;
  }

  it('creates the session on Stripe with the request id as idempotency key, and a customer once', async () => {
    const user = await userWithCredits(t, email(), { plan: 'FREE', credits: 0 });
    const requestId = randomUUID();
    const first = (await (await checkout(t, user, { ...builder, requestId })).json()) as CheckoutDto;
    const second = (await (await checkout(t, user, { ...builder, requestId })).json()) as CheckoutDto;
    expect(second.sessionId).toBe(first.sessionId);
    expect(first.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const creates = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions' && r.method === 'POST');
    expect(creates.at(-1)!.idempotencyKey).toBe(`checkout:${user.id}:${requestId}`);
    const session = stripe.sessions.get(first.sessionId)!;
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: 2900,
      metadata: { priceId: 'bundle_builder', userId: user.id },
    });
    await checkout(t, user, builder);
    expect(stripe.requests.filter((r) => r.path === '/v1/customers')).toHaveLength(1);
  });

  it('grants once when checkout.session.completed arrives 5 times at once', async () => {
    const user = await userWithCredits(t, email(), { plan: 'FREE', credits: 0 });
    const session = await openBundle(user);
    stripe.pay(session.id);
    const event = stripe.event('checkout.session.completed', session);
    const sameEvent = await Promise.all(Array.from({ length: 5 }, () => deliver(event)));
    expect(sameEvent.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    // Five distinct events about the same session, too.
    await Promise.all(Array.from({ length: 5 }, () => deliver(stripe.event('checkout.session.completed', session))));
    expect(await balanceOf(t, user.id)).toBe(3);
    expect((await ledgerOf(t, user.id)).filter((e) => e.reason === 'purchase')).toHaveLength(1);
  });

  it('refuses a bad signature and a timestamp older than 300 s, changing nothing', async () => {
    const user = await userWithCredits(t, email(), { plan: 'FREE', credits: 0 });
    const session = await openBundle(user);
    stripe.pay(session.id);
    const event = stripe.event('checkout.session.completed', session);
    const forged = await deliver(event, { secret: 'whsec_someone_else' });
    expect(forged.status).toBe(400);
    const stale = await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(stale.status).toBe(400);
    const unsigned = await webhook(JSON.stringify(event), '');
    expect(unsigned.status).toBe(400);
    expect(await balanceOf(t, user.id)).toBe(0);
    // The genuine delivery still works afterwards (the event id was not burnt).
    expect((await deliver(event)).status).toBe(200);
    expect(await balanceOf(t, user.id)).toBe(3);
  });

  it('grants an asynchronous payment once, whichever of completed and async_payment_succeeded comes first', async () => {
    for (const order of [
      ['completed', 'succeeded'],
      ['succeeded', 'completed'],
    ] as const) {
      const user = await userWithCredits(t, email(), { plan: 'FREE', credits: 0 });
      const session = await openBundle(user);
      stripe.pay(session.id, { async: true });
      const completed = stripe.event('checkout.session.completed', session);
      // Still settling: the first event grants nothing.
      if (order[0] === 'completed') {
        await deliver(completed);
        expect(await balanceOf(t, user.id)).toBe(0);
        stripe.settle(session.id, 'paid');
        await deliver(stripe.event('checkout.session.async_payment_succeeded', session));
      } else {
        stripe.settle(session.id, 'paid');
        await deliver(stripe.event('checkout.session.async_payment_succeeded', session));
        await deliver(completed);
      }
      expect(await balanceOf(t, user.id), order.join(' then ')).toBe(3);
      expect((await ledgerOf(t, user.id)).filter((e) => e.reason === 'purchase')).toHaveLength(1);
    }
  });

  it('grants nothing when the asynchronous payment fails', async () => {
    const user = await userWithCredits(t, email(), { plan: 'FREE', credits: 0 });
    const session = await openBundle(user);
    stripe.pay(session.id, { async: true });
    await deliver(stripe.event('checkout.session.completed', session));
    stripe.settle(session.id, 'failed');
    await deliver(stripe.event('checkout.session.async_payment_failed', session));
    expect(await balanceOf(t, user.id)).toBe(0);
    expect(await checkoutResult(t, user, session.id)).toMatchObject({ status: 'failed', balance: 0, plan: 'FREE' });
  });

  it('keeps the plan in step with the subscription; invoice.paid twice grants once; updated before created ends in the final state', async () => {
    const user = await userWithCredits(t, email(), { plan: 'FREE', credits: 0 });
    const opened = (await (
      await checkout(t, user, { priceId: 'plan_growth_monthly', tierName: 'Growth', tierType: 'subscription' })
    ).json()) as CheckoutDto;
    const session = stripe.pay(opened.sessionId);
    const subscription = stripe.subscriptions.get(session.subscription as string)!;
    const invoice = [...stripe.invoices.values()].at(-1)!;
    // Stripe sends these in any order; updated may come first.
    await deliver(stripe.event('customer.subscription.updated', subscription));
    expect(await creditsOf(t, user)).toMatchObject({ plan: 'GROWTH', subscription: { status: 'active' } });
    await deliver(stripe.event('customer.subscription.created', subscription));
    await deliver(stripe.event('checkout.session.completed', session));
    const paid = stripe.event('invoice.paid', invoice);
    await deliver(paid);
    await deliver(stripe.event('invoice.paid', invoice));
    expect(await balanceOf(t, user.id)).toBe(10);

    // Cancelled on Stripe: whatever event order, the account ends on Free with its credits.
    stripe.updateSubscription(subscription.id, { status: 'canceled' });
    const updated = stripe.event('customer.subscription.updated', subscription);
    await deliver(stripe.event('customer.subscription.deleted', stripe.subscriptions.get(subscription.id)!));
    await deliver(updated);
    expect(await creditsOf(t, user)).toMatchObject({ plan: 'FREE', balance: 10, subscription: null });
  });

  it('opens the billing portal for subscribers only', async () => {
    const user = await userWithCredits(t, email(), { plan: 'FREE', credits: 0 });
    const none = await t.app.request('/api/billing/portal', authedRequest('POST', undefined, user.cookie));
    expect(none.status).toBe(409);
    const opened = (await (
      await checkout(t, user, { priceId: 'plan_founder_yearly', tierName: 'Founder', tierType: 'subscription' })
    ).json()) as CheckoutDto;
    const session = stripe.pay(opened.sessionId);
    await deliver(stripe.event('checkout.session.completed', session));
    expect(await creditsOf(t, user)).toMatchObject({ plan: 'FOUNDER' });
    const portal = await t.app.request('/api/billing/portal', authedRequest('POST', undefined, user.cookie));
    expect(portal.status).toBe(200);
    expect(((await portal.json()) as { url: string }).url).toMatch(/^https:\/\/billing\.stripe\.test\//);
  });

  it('answers 200 to events it does not handle', async () => {
    const response = await deliver(stripe.event('customer.created', { id: 'cus_x', object: 'customer' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ outcome: 'ignored' });
  });
});
