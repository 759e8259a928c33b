import { createHash, createHmac, randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { discountedCents } from '../../shared/pricing';
import type { Db } from '../db/client';
import { findTestObject, findTestObjectsOfCustomer, saveTestObject } from './test-provider.repo';
import type { CreateCheckoutInput, PaymentProvider, ProviderEvent, ProviderSession, ProviderSubscription } from './payment-provider';
import { verifyStripeEvent } from './stripe-provider';

/**
 * The built-in test checkout (the default, ADR 0009): it plays Stripe's part. Sessions and
 * subscriptions are kept as Stripe-shaped objects in our database; its checkout page is
 * `/dev/checkout/:id`; paying there completes the session and produces the events Stripe would send,
 * signed like Stripe's (`generateTestHeaderString`), for the same webhook code to verify and handle.
 * Its billing portal (`/dev/billing-portal/:id`) changes, cancels and resumes a subscription the way
 * Stripe's portal does, producing the same `customer.subscription.updated` events.
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

export interface TestSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  /** The percent-off coupon it carries for good (Stripe's legacy single-discount shape). */
  discount: { coupon: { percent_off: number; duration: 'forever' } } | null;
  latest_invoice: string | null;
  metadata: Record<string, string>;
  items: {
    object: 'list';
    data: Array<{ price: { id: string; unit_amount: number; recurring: { interval: string } }; current_period_end: number }>;
  };
}

interface TestInvoice {
  id: string;
  object: 'invoice';
  customer: string;
  status: 'paid';
  amount_paid: number;
  amount_refunded: number;
  billing_reason: string;
  parent: { type: 'subscription_details'; subscription_details: { subscription: string } };
}

export interface TestPortalSession {
  id: string;
  object: 'billing_portal.session';
  customer: string;
  return_url: string;
  url: string;
}

/** A plan the portal can switch to: our price id, its interval and its undiscounted amount. */
export interface PortalPrice {
  priceId: string;
  interval: 'month' | 'year';
  amountCents: number;
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
  /** The billing portal's session and the customer's subscription it manages (the newest not ended). */
  findPortal(id: string): Promise<{ portal: TestPortalSession; subscription: TestSubscription | null } | null>;
  /** The portal switches the subscription's price; a new interval starts a new period, invoiced now. */
  switchPrice(subscriptionId: string, price: PortalPrice): Promise<SignedEvent[]>;
  /** The portal cancels at period end (true) or resumes (false). */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<SignedEvent[]>;
}

/** The subscription's states in which it has not ended. */
const ENDED = new Set(['canceled', 'incomplete_expired']);

const signer = new Stripe('sk_test_local_signing_only');
const nowSeconds = () => Math.floor(Date.now() / 1000);
const DAY = 86_400;
const periodEnd = (interval: string | undefined) => nowSeconds() + (interval === 'year' ? 365 : 30) * DAY;

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
        amount_total: discountedCents(input.line.amountCents, input.line.discountPercent ?? 0),
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
        cancelAt: s.cancel_at,
        metadata: s.metadata,
      };
      return subscription;
    },
    async createPortalSession({ customerId, returnUrl }) {
      const id = `bps_test_${randomBytes(12).toString('hex')}`;
      const portal: TestPortalSession = {
        id,
        object: 'billing_portal.session',
        customer: customerId,
        return_url: returnUrl,
        url: `${appUrl}/dev/billing-portal/${id}`,
      };
      await saveTestObject(db, id, 'billing_portal.session', portal);
      return portal.url;
    },
    async cancelSubscription(id, { refund }) {
      const subscription = await findTestObject<TestSubscription>(db, id);
      if (!subscription) return;
      if (!ENDED.has(subscription.status)) {
        subscription.status = 'canceled';
        subscription.cancel_at_period_end = false;
        subscription.cancel_at = null;
        await saveTestObject(db, id, 'subscription', subscription);
      }
      const invoice = refund && subscription.latest_invoice ? await findTestObject<TestInvoice>(db, subscription.latest_invoice) : null;
      if (invoice && invoice.amount_refunded < invoice.amount_paid) {
        const refundId = `re_test_${createHash('sha256').update(invoice.id).digest('hex').slice(0, 24)}`;
        const amount = invoice.amount_paid - invoice.amount_refunded;
        await saveTestObject(db, refundId, 'refund', { id: refundId, object: 'refund', invoice: invoice.id, customer: invoice.customer, amount });
        await saveTestObject(db, invoice.id, 'invoice', { ...invoice, amount_refunded: invoice.amount_paid });
      }
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
        const percentOff = session.line.discountPercent ?? 0;
        const subscription: TestSubscription = {
          id: `sub_test_${randomBytes(12).toString('hex')}`,
          object: 'subscription',
          customer: session.customer,
          status: 'active',
          cancel_at_period_end: false,
          cancel_at: null,
          discount: percentOff ? { coupon: { percent_off: percentOff, duration: 'forever' } } : null,
          latest_invoice: null,
          metadata: session.metadata,
          items: {
            object: 'list',
            data: [
              {
                price: {
                  id: session.line.priceId,
                  unit_amount: session.line.amountCents,
                  recurring: { interval: session.line.interval ?? 'month' },
                },
                current_period_end: periodEnd(session.line.interval),
              },
            ],
          },
        };
        session.subscription = subscription.id;
        const invoice = await invoiceNow(subscription, 'subscription_create');
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
    async findPortal(id) {
      const portal = await findTestObject<TestPortalSession>(db, id);
      if (!portal) return null;
      const subscriptions = await findTestObjectsOfCustomer<TestSubscription>(db, 'subscription', portal.customer);
      return { portal, subscription: subscriptions.find((s) => !ENDED.has(s.status)) ?? null };
    },
    async switchPrice(subscriptionId, price) {
      const subscription = await findTestObject<TestSubscription>(db, subscriptionId);
      const item = subscription?.items.data[0];
      if (!subscription || !item || ENDED.has(subscription.status) || item.price.id === price.priceId) return [];
      const newInterval = item.price.recurring.interval !== price.interval;
      item.price = { id: price.priceId, unit_amount: price.amountCents, recurring: { interval: price.interval } };
      // As on Stripe: the same interval keeps the period (the difference goes on the next invoice);
      // another interval restarts the billing cycle today and charges it at once.
      if (!newInterval) {
        await saveTestObject(db, subscription.id, 'subscription', subscription);
        return [sign('customer.subscription.updated', subscription)];
      }
      item.current_period_end = periodEnd(price.interval);
      const invoice = await invoiceNow(subscription, 'subscription_update');
      return [sign('customer.subscription.updated', subscription), sign('invoice.paid', invoice)];
    },
    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      const subscription = await findTestObject<TestSubscription>(db, subscriptionId);
      if (!subscription || ENDED.has(subscription.status) || subscription.cancel_at_period_end === cancel) return [];
      subscription.cancel_at_period_end = cancel;
      subscription.cancel_at = cancel ? (subscription.items.data[0]?.current_period_end ?? null) : null;
      await saveTestObject(db, subscription.id, 'subscription', subscription);
      return [sign('customer.subscription.updated', subscription)];
    },
  };

  /** A paid invoice for the subscription's current price (after its coupon); saves both. */
  async function invoiceNow(subscription: TestSubscription, reason: string): Promise<TestInvoice> {
    const amount = subscription.items.data[0]?.price.unit_amount ?? 0;
    const invoice: TestInvoice = {
      id: `in_test_${randomBytes(12).toString('hex')}`,
      object: 'invoice',
      customer: subscription.customer,
      status: 'paid',
      amount_paid: discountedCents(amount, subscription.discount?.coupon.percent_off ?? 0),
      amount_refunded: 0,
      billing_reason: reason,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
    };
    await saveTestObject(db, invoice.id, 'invoice', invoice);
    subscription.latest_invoice = invoice.id;
    await saveTestObject(db, subscription.id, 'subscription', subscription);
    return invoice;
  }
}
