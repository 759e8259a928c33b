import Stripe from 'stripe';
import {
  WebhookSignatureError,
  type CreateCheckoutInput,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderSession,
  type ProviderSubscription,
} from './payment-provider';

/** Stripe refuses webhooks signed longer ago than this (its default, DESIGN §8). */
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
      session.payment_status === 'paid' ? 'paid' : session.payment_status === 'no_payment_required' ? 'no_payment_required' : 'unpaid',
    customerId: idOf(session.customer),
    subscriptionId: idOf(session.subscription),
    metadata: session.metadata ?? {},
  };
}

export function toProviderSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const item = subscription.items.data[0];
  // Newer API versions keep the period on the item; older ones on the subscription.
  const legacyEnd = (subscription as unknown as { current_period_end?: number }).current_period_end;
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: subscription.status,
    priceId: item?.price.id ?? null,
    currentPeriodEnd: item?.current_period_end ?? legacyEnd ?? null,
    metadata: subscription.metadata ?? {},
  };
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

  const notFound = (error: unknown) => error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404;

  return {
    name: 'stripe',
    async createCustomer({ email, userId }) {
      const customer = await stripe.customers.create(
        { email, metadata: { userId } },
        { idempotencyKey: `customer:${userId}` },
      );
      return customer.id;
    },
    async createCheckoutSession(input: CreateCheckoutInput) {
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
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return toProviderSession(session);
    },
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
      const portal = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return portal.url;
    },
    verifyEvent(rawBody, signature) {
      return verifyStripeEvent(stripe, rawBody, signature, config.webhookSecret);
    },
  };
}

/** Stripe's own check of a webhook: HMAC of the raw body, timestamp within 300 s. */
export function verifyStripeEvent(stripe: Stripe, rawBody: string, signature: string | undefined, secret: string): ProviderEvent {
  if (!signature) throw new WebhookSignatureError('No Stripe-Signature header.');
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : 'Bad signature.');
  }
  return { id: event.id, type: event.type, object: event.data.object as unknown as ProviderEvent['object'] };
}
