import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authedRequest, STRONG_PASSWORD } from '../../../../tests/support/auth-helpers';
import { checkoutResult, creditsOf, openCheckout } from '../../../../tests/support/billing-helpers';
import { databaseKinds } from '../../../../tests/support/databases';
import { ledgerOf, userWithCredits, type TestUser } from '../../../../tests/support/kit-helpers';
import { useStripeStandIn } from '../../../../tests/support/stripe-stand-in';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

/** One live subscription per account, with both providers (ADR 0021). */

const founder = { priceId: 'plan_founder_monthly', tierName: 'Founder', tierType: 'subscription' };
const growth = { priceId: 'plan_growth_monthly', tierName: 'Growth', tierType: 'subscription' };

const grants = async (t: TestApp, user: TestUser) =>
  (await ledgerOf(t, user.id)).filter((e) => e.reason === 'subscription_grant');

describe.each(databaseKinds)('one live subscription with the test checkout on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  const email = () => `one-sub-${kind}-${(n += 1)}@example.com`;
  const testObject = async <T>(id: string) =>
    (await t.database.query<{ data: T }>('select data from test_payment_objects where id = $1', [id]))[0]?.data;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it.each(['one after the other', 'at the same time'] as const)(
    'two plan checkouts paid %s: one live subscription, credits once, the second cancelled and refunded',
    async (timing) => {
      const user = await userWithCredits(t, email(), { plan: 'FREE', credits: 0 });
      // Both opened before either is paid: the check at opening cannot stop the second.
      const first = await openCheckout(t, user, founder);
      const second = await openCheckout(t, user, growth);
      const pay = (id: string) => t.app.request(`/dev/checkout/${id}/pay`, { method: 'POST' });
      if (timing === 'at the same time') await Promise.all([pay(first.sessionId), pay(second.sessionId)]);
      else {
        await pay(first.sessionId);
        await pay(second.sessionId);
      }

      const outcomes = [await checkoutResult(t, user, first.sessionId), await checkoutResult(t, user, second.sessionId)];
      expect(outcomes.map((o) => o.status).sort()).toEqual(['paid', 'refunded']);
      const kept = outcomes.find((o) => o.status === 'paid')!;
      const refused = outcomes.find((o) => o.status === 'refunded')!;
      const page = await creditsOf(t, user);
      const keptPlan = kept.sessionId === first.sessionId ? 'FOUNDER' : 'GROWTH';
      expect(page).toMatchObject({ plan: keptPlan, subscription: { status: 'active' } });
      expect((await grants(t, user)).map((g) => g.delta)).toEqual([keptPlan === 'FOUNDER' ? 3 : 10]);

      const refusedSession = await testObject<{ subscription: string }>(refused.sessionId);
      const refusedSubscription = await testObject<{ status: string; latest_invoice: string }>(
        refusedSession!.subscription,
      );
      expect(refusedSubscription!.status).toBe('canceled');
      const invoice = await testObject<{ amount_paid: number; amount_refunded: number }>(
        refusedSubscription!.latest_invoice,
      );
      expect(invoice!.amount_refunded).toBe(invoice!.amount_paid);
      expect(
        await t.database.query("select 1 from test_payment_objects where kind = 'refund' and data->>'invoice' = $1", [
          refusedSubscription!.latest_invoice,
        ]),
      ).toHaveLength(1);

      // Paying again or reloading the success pages changes nothing.
      await pay(second.sessionId);
      await checkoutResult(t, user, refused.sessionId);
      expect(await grants(t, user)).toHaveLength(1);
      expect((await creditsOf(t, user)).plan).toBe(keptPlan);
    },
  );

  it('refuses opening a second plan checkout while one is live', async () => {
    const user = await userWithCredits(t, email(), { plan: 'FREE', credits: 0 });
    await t.app.request(`/dev/checkout/${(await openCheckout(t, user, founder)).sessionId}/pay`, { method: 'POST' });
    const again = await t.app.request(
      '/api/checkout',
      authedRequest('POST', { requestId: randomUUID(), ...growth }, user.cookie),
    );
    expect(again.status).toBe(409);
  });

  it('cancels the subscription when the account is deleted', async () => {
    const user = await userWithCredits(t, email(), { plan: 'FREE', credits: 0 });
    const opened = await openCheckout(t, user, founder);
    await t.app.request(`/dev/checkout/${opened.sessionId}/pay`, { method: 'POST' });
    const session = await testObject<{ subscription: string }>(opened.sessionId);
    expect((await testObject<{ status: string }>(session!.subscription))!.status).toBe('active');
    const deleted = await t.app.request(
      '/api/auth/delete-user',
      authedRequest('POST', { password: STRONG_PASSWORD }, user.cookie),
    );
    expect(deleted.status).toBe(200);
    expect((await testObject<{ status: string }>(session!.subscription))!.status).toBe('canceled');
  });
});

describe.each(databaseKinds)('one live subscription through Stripe (the stand-in) on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  const email = () => `one-stripe-${kind}-${(n += 1)}@example.com`;
  const { stripe, deliver } = useStripeStandIn(kind, 'one', (app) => (t = app));

  /** A paid checkout's events, as Stripe delivers them (in any order). */
  function eventsOf(sessionId: string) {
    const session = stripe.sessions.get(sessionId)!;
    const subscription = stripe.subscriptions.get(session.subscription as string)!;
    const invoice = stripe.invoices.get(subscription.latest_invoice as string)!;
    return [
      stripe.event('customer.subscription.created', subscription),
      stripe.event('invoice.paid', invoice),
      stripe.event('checkout.session.completed', session),
    ];
  }

  type Order = 'webhooks first' | 'success pages first' | 'all at once';
  it.each(['webhooks first', 'success pages first', 'all at once'] satisfies Order[])(
    'two paid plan checkouts, %s: one stays live, the other is cancelled and its payment refunded, credits granted once',
    async (order) => {
      const user = await userWithCredits(t, email(), { plan: 'FREE', credits: 0 });
      const first = await openCheckout(t, user, founder);
      const second = await openCheckout(t, user, growth);
      stripe.pay(first.sessionId);
      stripe.pay(second.sessionId);
      const events = [...eventsOf(first.sessionId), ...eventsOf(second.sessionId)];
      const pages = () => [checkoutResult(t, user, second.sessionId), checkoutResult(t, user, first.sessionId)];
      if (order === 'webhooks first') {
        for (const event of events) expect((await deliver(event)).status).toBe(200);
        await Promise.all(pages());
      } else if (order === 'success pages first') {
        await Promise.all(pages());
        for (const event of events) expect((await deliver(event)).status).toBe(200);
      } else {
        const answers = await Promise.all([...events.map((event) => deliver(event)), ...pages()]);
        for (const answer of answers) if (answer instanceof Response) expect(answer.status).toBe(200);
      }

      const subscriptions = [first, second].map((c) =>
        stripe.subscriptions.get(stripe.sessions.get(c.sessionId)!.subscription as string)!,
      );
      expect(subscriptions.map((s) => s.status).sort()).toEqual(['active', 'canceled']);
      const live = subscriptions.find((s) => s.status === 'active')!;
      const cancelled = subscriptions.find((s) => s.status === 'canceled')!;
      const cancelledInvoice = stripe.invoices.get(cancelled.latest_invoice as string)!;
      const refunds = [...stripe.refunds.values()].filter(
        (r) => r.payment_intent === cancelledInvoice.payment_intent_id,
      );
      expect(refunds).toHaveLength(1);
      expect(refunds[0]!.amount).toBe(cancelledInvoice.amount_paid);
      const liveIsFounder = live.id === subscriptions[0]!.id;
      expect(await creditsOf(t, user)).toMatchObject({
        plan: liveIsFounder ? 'FOUNDER' : 'GROWTH',
        subscription: { status: 'active' },
      });
      expect((await grants(t, user)).map((g) => g.delta)).toEqual([liveIsFounder ? 3 : 10]);
      const statuses = [await checkoutResult(t, user, first.sessionId), await checkoutResult(t, user, second.sessionId)].map(
        (r) => r.status,
      );
      expect(statuses).toEqual(liveIsFounder ? ['paid', 'refunded'] : ['refunded', 'paid']);

      // Stripe then reports the cancellation, and redelivers everything: the live plan stays, nothing more is granted.
      expect((await deliver(stripe.event('customer.subscription.deleted', cancelled))).status).toBe(200);
      for (const event of events)
        await deliver(stripe.event(event.type as string, (event.data as { object: { id: string } }).object));
      expect(await creditsOf(t, user)).toMatchObject({
        plan: liveIsFounder ? 'FOUNDER' : 'GROWTH',
        subscription: { status: 'active' },
      });
      expect(await grants(t, user)).toHaveLength(1);
      expect(stripe.refunds.size).toBeGreaterThanOrEqual(1);
      expect(
        [...stripe.refunds.values()].filter((r) => r.payment_intent === cancelledInvoice.payment_intent_id),
      ).toHaveLength(1);
    },
  );

  it('cancels the subscription on Stripe when the account is deleted', async () => {
    const user = await userWithCredits(t, email(), { plan: 'FREE', credits: 0 });
    const opened = await openCheckout(t, user, founder);
    stripe.pay(opened.sessionId);
    for (const event of eventsOf(opened.sessionId)) await deliver(event);
    const subscriptionId = stripe.sessions.get(opened.sessionId)!.subscription as string;
    expect(stripe.subscriptions.get(subscriptionId)!.status).toBe('active');
    const deleted = await t.app.request(
      '/api/auth/delete-user',
      authedRequest('POST', { password: STRONG_PASSWORD }, user.cookie),
    );
    expect(deleted.status).toBe(200);
    expect(stripe.subscriptions.get(subscriptionId)!.status).toBe('canceled');
    expect(stripe.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subscriptionId}`)).toBe(
      true,
    );
  });
});
