import { z } from 'zod';
import { singleLineString } from './text';
import { subscriptionPlan } from './auth';
import { ledgerEntryDto } from './credits';
import { messageKeys } from '../message-keys';

/** The checkout messages users see, word for word: the API answers with them, the client shows them translated. */
export const billingMessages = {
  invalidPricing: 'Invalid pricing configuration. Please contact support.',
  loginRequired: 'Please log in or register to subscribe.',
  missingPriceId: 'Missing price ID. Please select a plan from the pricing page.',
  failedAfterRetries: 'Failed to start checkout after retries',
  invalidResponse: 'Invalid response from checkout function.',
  alreadySubscribed: 'You already have a subscription. Manage it from Buy Credits.',
  paymentServiceUnavailable: 'Could not connect to the payment service. Nothing was charged. Please try again in a few minutes.',
  unknownError: 'An unknown error occurred while starting the checkout. Please try again.',
  noSubscription: 'There is no subscription to manage on this account.',
} as const;
/** The catalog's keys: what the schemas fail with and the client translates (English: the catalog). */
export const billingMessageKeys = messageKeys('billing.messages', billingMessages);

/** The checkout request the pricing buttons send. */
export const checkoutInput = z.object({
  priceId: singleLineString({ error: billingMessageKeys.missingPriceId }).trim().min(1, billingMessageKeys.missingPriceId).max(100),
  tierName: singleLineString().trim().max(100).default(''),
  /** Pricing buttons pass one-time for bundles; when absent, the checkout is a subscription. */
  tierType: z.enum(['one-time', 'subscription']).default('subscription'),
  /** Generated per click: retries of one click open one checkout. */
  requestId: z.uuid(),
});
export type CheckoutInput = z.input<typeof checkoutInput>;

export const checkoutDto = z.object({ sessionId: z.string(), url: z.string() });
export type CheckoutDto = z.infer<typeof checkoutDto>;

export const checkoutParams = z.object({ id: singleLineString().min(1).max(200) });

/** A checkout as the success page sees it, once fulfilment has run. */
export const checkoutResultDto = z.object({
  sessionId: z.string(),
  tierName: z.string(),
  mode: z.enum(['payment', 'subscription']),
  credits: z.number().int(),
  amountCents: z.number().int(),
  /**
   * paid: granted; pending: the payment is still settling; failed: nothing was granted; open/expired:
   * not paid; refunded: a plan bought while another was live, cancelled and its payment refunded.
   */
  status: z.enum(['paid', 'pending', 'failed', 'open', 'expired', 'refunded']),
  balance: z.number().int(),
  plan: subscriptionPlan,
});
export type CheckoutResultDto = z.infer<typeof checkoutResultDto>;

export const creditsDto = z.object({
  balance: z.number().int(),
  plan: subscriptionPlan,
  subscription: z
    .object({
      status: z.string().nullable(),
      priceId: z.string().nullable(),
      currentPeriodEnd: z.string().nullable(),
      /** When it stops, having been cancelled at period end; null while it renews. */
      cancelAt: z.string().nullable(),
    })
    .nullable(),
  /** When a bundle's free month of Founder ends. */
  trialEndsAt: z.string().nullable(),
  /** The bundle perk's lifelong discount on subscriptions, in percent (0: not earned). */
  lifetimeDiscountPercent: z.number().int(),
  entries: z.array(ledgerEntryDto),
});
export type CreditsDto = z.infer<typeof creditsDto>;

export const portalDto = z.object({ url: z.string() });
