import { createHash, createHmac, randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { Db } from '../db/client';
import { findTestObject, saveTestObject } from './test-provider.repo';
import type { CreateCheckoutInput, PaymentProvider, ProviderEvent, ProviderSession, ProviderSubscription } from './payment-provider';
import { verifyStripeEvent } from './stripe-provider';

/**
 * The built-in test checkout (the default, DESIGN §1): it plays Stripe's part. Sessions and
 * subscriptions are kept as Stripe-shaped objects in our database; its checkout page is
 * `/dev/checkout/:id`; paying there completes the session and produces the events Stripe would send,
 * signed like Stripe's (`generateTestHeaderString`), for the same webhook code to verify and handle.
 */

interface TestSession {
  id: string;
  object: 'checkout.session';
  mode: ProviderSession['mode'];
  status: ProviderSession['status'];
  payment_status: ProviderSession['paymentStatus'];
  customer: string;
  subscription: string | null;
  metadata: Record<string, string>;
  amount_total: number;
  currency: 'usd';
  line: CreateCheckoutInput['line'];
  success_url: string;
  cancel_url: string;
  url: string;
}

interface TestSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  metadata: Record<string, string>;
  items: { object: 'list'; data: Array<{ price: { id: string; recurring: { interval: string } }; current_period_end: number }> };
}

/** An event ready for the webhook endpoint: the raw body and its `Stripe-Signature`. */
export interface SignedEvent {
  type: string;
  payload: string;
  signature: string;
}

export interface TestCheckoutProvider extends PaymentProvider {
  readonly name: 'test';
  /** The order on the checkout page. */
  findSession(id: string): Promise<TestSession | null>;
  /** Pays the session; returns the events Stripe would deliver, signed. */
  pay(id: string): Promise<SignedEvent[]>;
  /** The customer left: the session expires. */
  cancel(id: string): Promise<void>;
}

const signer = new Stripe('sk_test_local_signing_only');
const nowSeconds = () => Math.floor(Date.now() / 1000);
const DAY = 86_400;

export function createTestCheckoutProvider({ db, appUrl, secret }: { db: Db; appUrl: string; secret: string }): TestCheckoutProvider {
  // Derived from the app's secret: stable across restarts, different per installation.
  const webhookSecret = `whsec_${createHmac('sha256', secret).update('test-checkout-webhooks').digest('base64url')}`;

  const sign = (type: string, object: object): SignedEvent => {
    const event = {
      id: `evt_test_${randomBytes(12).toString('hex')}`,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: nowSeconds(),
      livemode: false,
      type,
      data: { object },
    };
    const payload = JSON.stringify(event);
    return { type, payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }) };
  };

  const toSession = (s: TestSession): ProviderSession => ({
    id: s.id,
    url: s.url,
    mode: s.mode,
    status: s.status,
    paymentStatus: s.payment_status,
    customerId: s.customer,
    subscriptionId: s.subscription,
    metadata: s.metadata,
  });

  return {
    name: 'test',
    async createCustomer({ userId }) {
      const id = `cus_test_${createHash('sha256').update(userId).digest('hex').slice(0, 24)}`;
      await saveTestObject(db, id, 'customer', { id, object: 'customer', metadata: { userId } });
      return id;
    },
    async createCheckoutSession(input) {
      // The idempotency key names the session: asking again returns the first one.
      const id = `cs_test_${createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 32)}`;
      const existing = await findTestObject<TestSession>(db, id);
      if (existing) return toSession(existing);
      const session: TestSession = {
        id,
        object: 'checkout.session',
        mode: input.mode,
        status: 'open',
        payment_status: 'unpaid',
        customer: input.customerId,
        subscription: null,
        metadata: input.metadata,
        amount_total: input.line.amountCents,
        currency: 'usd',
        line: input.line,
        success_url: input.successUrl.replace('{CHECKOUT_SESSION_ID}', id),
        cancel_url: input.cancelUrl,
        url: `${appUrl}/dev/checkout/${id}`,
      };
      await saveTestObject(db, id, 'checkout.session', session);
      return toSession(session);
    },
    async retrieveCheckoutSession(id) {
      const session = await findTestObject<TestSession>(db, id);
      return session ? toSession(session) : null;
    },
    async retrieveSubscription(id) {
      const s = await findTestObject<TestSubscription>(db, id);
      if (!s) return null;
      const item = s.items.data[0];
      const subscription: ProviderSubscription = {
        id: s.id,
        customerId: s.customer,
        status: s.status,
        priceId: item?.price.id ?? null,
        currentPeriodEnd: item?.current_period_end ?? null,
        metadata: s.metadata,
      };
      return subscription;
    },
    async createPortalSession() {
      // There is no hosted portal without Stripe: subscribers manage their plan on the credits page.
      return `${appUrl}/dashboard/credits?portal=test`;
    },
    verifyEvent(rawBody, signature): ProviderEvent {
      return verifyStripeEvent(signer, rawBody, signature, webhookSecret);
    },
    findSession: (id) => findTestObject<TestSession>(db, id),
    async pay(id) {
      const session = await findTestObject<TestSession>(db, id);
      if (!session || session.status !== 'open') return [];
      session.status = 'complete';
      session.payment_status = 'paid';
      const events: SignedEvent[] = [];
      if (session.mode === 'subscription') {
        const subscription: TestSubscription = {
          id: `sub_test_${randomBytes(12).toString('hex')}`,
          object: 'subscription',
          customer: session.customer,
          status: 'active',
          metadata: session.metadata,
          items: {
            object: 'list',
            data: [
              {
                price: { id: session.line.priceId, recurring: { interval: session.line.interval ?? 'month' } },
                current_period_end: nowSeconds() + (session.line.interval === 'year' ? 365 : 30) * DAY,
              },
            ],
          },
        };
        await saveTestObject(db, subscription.id, 'subscription', subscription);
        session.subscription = subscription.id;
        const invoice = {
          id: `in_test_${randomBytes(12).toString('hex')}`,
          object: 'invoice',
          customer: session.customer,
          status: 'paid',
          amount_paid: session.amount_total,
          billing_reason: 'subscription_create',
          parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
        };
        events.push(sign('customer.subscription.created', subscription), sign('invoice.paid', invoice));
      }
      await saveTestObject(db, id, 'checkout.session', session);
      return [sign('checkout.session.completed', session), ...events];
    },
    async cancel(id) {
      const session = await findTestObject<TestSession>(db, id);
      if (!session || session.status !== 'open') return;
      session.status = 'expired';
      await saveTestObject(db, id, 'checkout.session', session);
    },
  };
}
