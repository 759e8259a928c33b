import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authedRequest } from '../../../../tests/support/auth-helpers';
import { checkout, creditsOf, openCheckout } from '../../../../tests/support/billing-helpers';
import { databaseKinds } from '../../../../tests/support/databases';
import { ledgerOf, userWithCredits, type TestUser } from '../../../../tests/support/kit-helpers';
import { useStripeStandIn } from '../../../../tests/support/stripe-stand-in';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { createStripeProvider } from '../../billing/stripe-provider';

const founder = { priceId: 'plan_founder_monthly', tierName: 'Founder', tierType: 'subscription' };
const builder = { priceId: 'bundle_builder', tierName: 'Builder Bundle', tierType: 'one-time' };

const grants = async (t: TestApp, user: TestUser) =>
  (await ledgerOf(t, user.id)).filter((e) => e.reason === 'subscription_grant').map((e) => e.delta);

describe.each(databaseKinds)('the test checkout’s billing portal and the lifelong discount on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  const email = () => `portal-${kind}-${(n += 1)}@example.com`;
  const pay = (id: string) => t.app.request(`/dev/checkout/${id}/pay`, { method: 'POST' });
  const form = (url: string, fields: Record<string, string> = {}) =>
    t.app.request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function portalOf(user: TestUser): Promise<string> {
    const response = await t.app.request('/api/billing/portal', authedRequest('POST', undefined, user.cookie));
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^${t.env.APP_URL}/dev/billing-portal/bps_test_`));
    return new URL(url).pathname;
  }

  it('switches Founder ↔ Growth, monthly or yearly, cancels at period end and resumes, through the same subscription sync', async () => {
    const user = await userWithCredits(t, email(), { plan: 'FREE', credits: 0 });
    await pay((await openCheckout(t, user, founder)).sessionId);
    const portal = await portalOf(user);
    const page = await (await t.app.request(portal)).text();
    expect(page).toContain('Test billing portal');
    expect(page).toMatch(/Plan<\/dt><dd>Founder/);
    expect(page).toContain('$39.00 / month');
    expect(page).toContain('Back to Specforge');

    // The same interval keeps the period: the plan changes now, its credits come with the next invoice.
    let changed = await form(`${portal}/switch`, { priceId: 'plan_growth_monthly' });
    expect(changed.status).toBe(303);
    expect(changed.headers.get('location')).toBe(portal);
    expect(await creditsOf(t, user)).toMatchObject({
      plan: 'GROWTH',
      subscription: { priceId: 'plan_growth_monthly', cancelAt: null },
    });
    expect(await grants(t, user)).toEqual([3]);

    // Another interval starts a new period, charged now: a year of Growth credits.
    changed = await form(`${portal}/switch`, { priceId: 'plan_growth_yearly' });
    expect(changed.status).toBe(303);
    expect(await creditsOf(t, user)).toMatchObject({ plan: 'GROWTH', subscription: { priceId: 'plan_growth_yearly' } });
    expect(await grants(t, user)).toEqual([3, 120]);
    await form(`${portal}/switch`, { priceId: 'plan_founder_yearly' });
    expect(await creditsOf(t, user)).toMatchObject({ plan: 'FOUNDER', subscription: { priceId: 'plan_founder_yearly' } });
    expect(await grants(t, user)).toEqual([3, 120]);

    expect((await form(`${portal}/cancel`)).status).toBe(303);
    const cancelled = await creditsOf(t, user);
    expect(cancelled.plan).toBe('FOUNDER');
    expect(cancelled.subscription!.cancelAt).not.toBeNull();
    expect(cancelled.subscription!.cancelAt).toBe(cancelled.subscription!.currentPeriodEnd);
    expect(await (await t.app.request(portal)).text()).toContain('Resume plan');

    expect((await form(`${portal}/resume`)).status).toBe(303);
    expect(await creditsOf(t, user)).toMatchObject({ plan: 'FOUNDER', subscription: { cancelAt: null } });
  });

  it('answers an unknown plan or portal with 4xx and changes nothing', async () => {
    const user = await userWithCredits(t, email(), { plan: 'FREE', credits: 0 });
    await pay((await openCheckout(t, user, founder)).sessionId);
    const portal = await portalOf(user);
    expect((await form(`${portal}/switch`, { priceId: 'bundle_builder' })).status).toBe(400);
    expect((await form(`${portal}/switch`)).status).toBe(400);
    expect((await t.app.request('/dev/billing-portal/bps_test_nothing')).status).toBe(404);
    expect((await form('/dev/billing-portal/bps_test_nothing/cancel')).status).toBe(404);
    expect(await creditsOf(t, user)).toMatchObject({
      plan: 'FOUNDER',
      subscription: { priceId: 'plan_founder_monthly', cancelAt: null },
    });
  });

  it('Builder Bundle earns 50% off every later subscription, for life: the checkout, its invoices and the portal charge half', async () => {
    const user = await userWithCredits(t, email(), { plan: 'FREE', credits: 0 });
    expect((await creditsOf(t, user)).lifetimeDiscountPercent).toBe(0);
    await pay((await openCheckout(t, user, builder)).sessionId);
    expect(await creditsOf(t, user)).toMatchObject({ plan: 'FOUNDER', lifetimeDiscountPercent: 50 });

    const opened = await openCheckout(t, user, { ...founder, priceId: 'plan_founder_yearly' });
    const page = await (await t.app.request(`/dev/checkout/${opened.sessionId}`)).text();
    expect(page).toContain('50% off for life (was $398.00)');
    expect(page).toContain('Pay $199.00');
    await pay(opened.sessionId);
    const [row] = await t.database.query<{ amount_cents: number }>(
      'select amount_cents from checkout_sessions where id = $1',
      [opened.sessionId],
    );
    expect(row!.amount_cents).toBe(19_900);
    expect(await creditsOf(t, user)).toMatchObject({ plan: 'FOUNDER', subscription: { priceId: 'plan_founder_yearly' } });
    // The discount takes nothing from the credits a plan grants.
    expect(await grants(t, user)).toEqual([36]);

    const portal = await portalOf(user);
    const portalPage = await (await t.app.request(portal)).text();
    expect(portalPage).toContain('$199.00 / year (50% off for life)');
    expect(portalPage).toContain('Switch to Growth (monthly), $49.50 / month');
    await form(`${portal}/switch`, { priceId: 'plan_growth_monthly' });
    const [invoice] = await t.database.query<{ amount: number }>(
      "select (data->>'amount_paid')::int as amount from test_payment_objects where kind = 'invoice' and data->>'billing_reason' = 'subscription_update' and data->>'customer' = (select stripe_customer_id from profiles where id = $1)",
      [user.id],
    );
    expect(invoice!.amount).toBe(4950);
  });

  it('Solo Sprint gives the free month but not the discount', async () => {
    const user = await userWithCredits(t, email(), { plan: 'FREE', credits: 0 });
    await pay(
      (await openCheckout(t, user, { priceId: 'bundle_solo_sprint', tierName: 'Solo Sprint', tierType: 'one-time' })).sessionId,
    );
    expect(await creditsOf(t, user)).toMatchObject({ plan: 'FOUNDER', lifetimeDiscountPercent: 0 });
    const opened = await openCheckout(t, user, founder);
    expect(await (await t.app.request(`/dev/checkout/${opened.sessionId}`)).text()).toContain('Pay $39.00');
  });
});

describe.each(databaseKinds)(
  'the lifelong discount and payment-service failures with Stripe (the stand-in) on %s',
  (kind) => {
    let t: TestApp;
    let n = 0;
    const email = () => `discount-stripe-${kind}-${(n += 1)}@example.com`;
    const { stripe, deliver } = useStripeStandIn(kind, 'discount', (app) => (t = app));

    it('applies a 50% forever coupon to the subscriptions of an account that bought the Builder Bundle, created once', async () => {
      for (let i = 0; i < 2; i += 1) {
        const user = await userWithCredits(t, email(), { plan: 'FREE', credits: 0 });
        const bundle = await openCheckout(t, user, builder);
        await deliver(stripe.event('checkout.session.completed', stripe.pay(bundle.sessionId)));
        expect((await creditsOf(t, user)).lifetimeDiscountPercent).toBe(50);

        const opened = await openCheckout(t, user, founder);
        const session = stripe.sessions.get(opened.sessionId)!;
        expect(session.amount_total).toBe(1950);
        const paid = stripe.pay(opened.sessionId);
        const subscription = stripe.subscriptions.get(paid.subscription as string)!;
        expect(subscription.discount).toMatchObject({
          coupon: { id: 'specforge_lifetime_50', percent_off: 50, duration: 'forever' },
        });
        await deliver(stripe.event('invoice.paid', stripe.invoices.get(subscription.latest_invoice as string)!));
        expect(await creditsOf(t, user)).toMatchObject({ plan: 'FOUNDER', balance: 6 });
      }
      expect(stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/coupons')).toHaveLength(1);
    });

    it('opens plans at full price for an account without the perk', async () => {
      const user = await userWithCredits(t, email(), { plan: 'FREE', credits: 0 });
      const opened = await openCheckout(t, user, founder);
      expect(stripe.sessions.get(opened.sessionId)).toMatchObject({ amount_total: 3900 });
      expect(stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!.body.discounts).toBeUndefined();
    });

    it('answers the payment-service failure (503, its own code) when Stripe cannot be reached, and keeps no checkout', async () => {
      const unreachable = await createTestApp(kind, {
        deps: {
          payments: createStripeProvider({
            secretKey: 'sk_test_discount',
            webhookSecret: 'whsec_test_discount',
            apiUrl: 'http://127.0.0.1:9',
          }),
        },
      });
      try {
        const user = await userWithCredits(unreachable, email(), { plan: 'FREE', credits: 0 });
        const response = await checkout(unreachable, user, builder);
        expect(response.status).toBe(503);
        expect(await response.json()).toMatchObject({
          code: 'PAYMENT_SERVICE_UNAVAILABLE',
          message: 'Could not connect to the payment service. Nothing was charged. Please try again in a few minutes.',
        });
        expect(await unreachable.database.query('select 1 from checkout_sessions')).toEqual([]);
      } finally {
        await unreachable.close();
      }
    });
  },
);
