import Stripe from 'stripe';
import {
  PaymentServiceError,
  WebhookSignatureError,
  type CreateCheckoutInput,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderSession,
  type ProviderSubscription,
} from './payment-provider';

/** Stripe refuses webhooks signed longer ago than this (its default). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface StripeProviderConfig {
  secretKey: string;
  webhookSecret: string;
  /** Stripe's API elsewhere (tests: a local stand-in). */
  apiUrl?: string;
}

/** A Stripe object's id, whether it came expanded or as a string. */
function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

export function toProviderSession(session: Stripe.Checkout.Session): ProviderSession {
  return {
    id: session.id,
    url: session.url,
    mode: session.mode === 'subscription' ? 'subscription' : 'payment',
    status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
    paymentStatus:
      session.payment_status === 'paid'
        ? 'paid'
        : session.payment_status === 'no_payment_required'
          ? 'no_payment_required'
          : 'unpaid',
    customerId: idOf(session.customer),
    subscriptionId: idOf(session.subscription),
    metadata: session.metadata ?? {},
  };
}

export function toProviderSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const item = subscription.items.data[0];
  // Newer API versions keep the period on the item; older ones on the subscription.
  const legacyEnd = (subscription as unknown as { current_period_end?: number }).current_period_end;
  const currentPeriodEnd = item?.current_period_end ?? legacyEnd ?? null;
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: subscription.status,
    priceId: item?.price.id ?? null,
    currentPeriodEnd,
    // The portal cancels with `cancel_at` on newer API versions, with `cancel_at_period_end` on older ones.
    cancelAt: subscription.cancel_at ?? (subscription.cancel_at_period_end ? currentPeriodEnd : null),
    metadata: subscription.metadata ?? {},
  };
}

/** Stripe's failures that are not the request's fault: unreachable, failing, throttling or refusing our key. */
const serviceFailures = [
  Stripe.errors.StripeConnectionError,
  Stripe.errors.StripeAPIError,
  Stripe.errors.StripeRateLimitError,
  Stripe.errors.StripeAuthenticationError,
];

/** Runs a call the customer waits for, turning Stripe's own failures into a PaymentServiceError. */
async function reachable<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (serviceFailures.some((type) => error instanceof type)) {
      throw new PaymentServiceError(error instanceof Error ? error.message : 'Stripe failed', { cause: error });
    }
    throw error;
  }
}

export function createStripeProvider(config: StripeProviderConfig): PaymentProvider {
  const url = config.apiUrl ? new URL(config.apiUrl) : undefined;
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(url
      ? {
          host: url.hostname,
          port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
          protocol: url.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });

  const notFound = (error: unknown) =>
    error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404;
  const failedWith = (error: unknown, code: string) =>
    error instanceof Stripe.errors.StripeInvalidRequestError && error.code === code;

  /** The account-wide percent-off coupon, created on first use under a fixed id (so once per Stripe account). */
  async function lifetimeCoupon(percentOff: number): Promise<string> {
    const id = `specforge_lifetime_${percentOff}`;
    try {
      return (await stripe.coupons.retrieve(id)).id;
    } catch (error) {
      if (!notFound(error)) throw error;
    }
    try {
      await stripe.coupons.create({
        id,
        percent_off: percentOff,
        duration: 'forever',
        name: `${percentOff}% off for life`,
      });
    } catch (error) {
      // Another process created it between the two calls.
      if (!failedWith(error, 'resource_already_exists')) throw error;
    }
    return id;
  }

  async function createCheckoutSession(input: CreateCheckoutInput): Promise<ProviderSession> {
    const { line } = input;
    const lineItem: Stripe.Checkout.SessionCreateParams.LineItem = line.providerPriceId
      ? { price: line.providerPriceId, quantity: 1 }
      : {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: line.amountCents,
            product_data: { name: line.name, metadata: { priceId: line.priceId } },
            ...(line.interval ? { recurring: { interval: line.interval } } : {}),
          },
        };
    const session = await stripe.checkout.sessions.create(
      {
        mode: input.mode,
        customer: input.customerId,
        client_reference_id: input.userId,
        line_items: [lineItem],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        metadata: input.metadata,
        ...(input.mode === 'subscription' ? { subscription_data: { metadata: input.metadata } } : {}),
        ...(line.discountPercent ? { discounts: [{ coupon: await lifetimeCoupon(line.discountPercent) }] } : {}),
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return toProviderSession(session);
  }

  return {
    name: 'stripe',
    async createCustomer({ email, userId }) {
      const customer = await reachable(() =>
        stripe.customers.create({ email, metadata: { userId } }, { idempotencyKey: `customer:${userId}` }),
      );
      return customer.id;
    },
    createCheckoutSession: (input) => reachable(() => createCheckoutSession(input)),
    async retrieveCheckoutSession(id) {
      try {
        return toProviderSession(await stripe.checkout.sessions.retrieve(id));
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async retrieveSubscription(id) {
      try {
        return toProviderSubscription(await stripe.subscriptions.retrieve(id));
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async createPortalSession({ customerId, returnUrl }) {
      const portal = await reachable(() =>
        stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
      );
      return portal.url;
    },
    async cancelSubscription(id, { refund }) {
      const subscription = await stripe.subscriptions.retrieve(id);
      const ended = (status: string) => status === 'canceled' || status === 'incomplete_expired';
      if (!ended(subscription.status)) {
        try {
          await stripe.subscriptions.cancel(id, { prorate: false });
        } catch (error) {
          // Cancelled meanwhile by a concurrent delivery of the same event: done all the same.
          if (!ended((await stripe.subscriptions.retrieve(id)).status)) throw error;
        }
      }
      const invoiceId = idOf(subscription.latest_invoice);
      if (!refund || !invoiceId) return;
      const payments = await stripe.invoicePayments.list({ invoice: invoiceId, status: 'paid' });
      for (const payment of payments.data) {
        const intent = idOf(payment.payment.payment_intent);
        if (!intent) continue;
        try {
          await stripe.refunds.create(
            { payment_intent: intent, metadata: { subscription: id } },
            { idempotencyKey: `refund:${intent}` },
          );
        } catch (error) {
          if (!failedWith(error, 'charge_already_refunded')) throw error;
        }
      }
    },
    verifyEvent(rawBody, signature) {
      return verifyStripeEvent(stripe, rawBody, signature, config.webhookSecret);
    },
  };
}

/** Stripe's own check of a webhook: HMAC of the raw body, timestamp within 300 s. */
export function verifyStripeEvent(
  stripe: Stripe,
  rawBody: string,
  signature: string | undefined,
  secret: string,
): ProviderEvent {
  if (!signature) throw new WebhookSignatureError('No Stripe-Signature header.');
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : 'Bad signature.');
  }
  return { id: event.id, type: event.type, object: event.data.object as unknown as ProviderEvent['object'] };
}
