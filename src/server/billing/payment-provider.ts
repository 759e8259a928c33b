/**
 * What Specforge needs from a payment provider (ADR 0009): Stripe when its keys are set, the built-in
 * test checkout otherwise. Both speak Stripe's shapes (sessions, subscriptions, signed events), so
 * one fulfilment and one webhook handler serve both.
 */

export type CheckoutMode = 'payment' | 'subscription';

export interface CheckoutLine {
  /** Our price id (`src/shared/pricing.ts`). */
  priceId: string;
  /** The provider's price id when one is configured; else the amount below is charged inline. */
  providerPriceId?: string;
  name: string;
  amountCents: number;
  /** Subscriptions: how often it is billed. */
  interval?: 'month' | 'year';
  /** Subscriptions: percent off every invoice, for good (the bundle perk); a coupon on Stripe. */
  discountPercent?: number;
}

export interface CreateCheckoutInput {
  mode: CheckoutMode;
  line: CheckoutLine;
  customerId: string;
  userId: string;
  successUrl: string;
  cancelUrl: string;
  /** Metadata stored on the session (and the subscription). */
  metadata: Record<string, string>;
  /** The browser's request id: creating the same checkout twice returns the first session. */
  idempotencyKey: string;
}

/** A checkout session as the provider reports it (Stripe's fields). */
export interface ProviderSession {
  id: string;
  url: string | null;
  mode: CheckoutMode;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  customerId: string | null;
  subscriptionId: string | null;
  metadata: Record<string, string>;
}

export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: string;
  priceId: string | null;
  /** Seconds since the epoch. */
  currentPeriodEnd: number | null;
  /** When a subscription cancelled at period end stops (seconds since the epoch); null while it renews. */
  cancelAt: number | null;
  metadata: Record<string, string>;
}

/** A verified webhook event: its id, type and the object it is about. */
export interface ProviderEvent {
  id: string;
  type: string;
  object: Record<string, unknown> & { id?: string };
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'test';
  createCustomer(input: { email: string; userId: string }): Promise<string>;
  createCheckoutSession(input: CreateCheckoutInput): Promise<ProviderSession>;
  retrieveCheckoutSession(id: string): Promise<ProviderSession | null>;
  retrieveSubscription(id: string): Promise<ProviderSubscription | null>;
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<string>;
  /**
   * Ends a subscription now (when it is not over yet) and, with `refund`, refunds what its latest
   * invoice took. Safe to repeat: nothing is cancelled or refunded twice.
   */
  cancelSubscription(id: string, options: { refund: boolean }): Promise<void>;
  /** Checks the signature of a webhook's raw body (and its timestamp, 300 s); throws when it fails. */
  verifyEvent(rawBody: string, signature: string | undefined): ProviderEvent;
}

/** A signature or timestamp that does not check out: answered 400, nothing changes. */
export class WebhookSignatureError extends Error {}

/** The provider could not be reached or failed on its side: answered 503, nothing was charged. */
export class PaymentServiceError extends Error {}
