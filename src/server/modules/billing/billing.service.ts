import {
  BUNDLE_TRIAL_DAYS,
  discountedCents,
  findPrice,
  LIFETIME_DISCOUNT_PERCENT,
  plans,
  prices,
  type Price,
} from '../../../shared/pricing';
import { type CheckoutInput, type CheckoutResultDto } from '../../../shared/schemas/billing';
import { PaymentServiceError, type PaymentProvider, type ProviderEvent } from '../../billing/payment-provider';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Logger } from '../../logger';
import { applyCreditChange, applyCreditChangeInTransaction } from '../credits/credits.service';
import { getOrCreateProfile } from '../me/profiles.repo';
import {
  findCheckout,
  findProfileByCustomer,
  grantLifetimeDiscount,
  insertCheckout,
  isEventRecorded,
  isRefused,
  lockCheckout,
  lockProfile,
  markRefusalSettled,
  recordEvent,
  refuseSubscription,
  unsettledRefusals,
  setCustomerId,
  setPlanState,
  updateCheckout,
  type CheckoutRow,
} from './billing.repo';

export interface BillingDeps {
  db: Db;
  provider: PaymentProvider;
  appUrl: string;
  /** Our price ids mapped to the provider's (STRIPE_PRICE_IDS). */
  providerPriceIds: Record<string, string>;
  logger: Logger;
}

/** Subscription states in which the plan is paid for. */
const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);

/**
 * Which of our prices a subscription is on: its item's price first (the portal changes it, not the
 * metadata), else the price the checkout recorded (an inline Stripe price has an id of its own).
 */
function priceOf(
  priceId: string | undefined,
  providerPriceId: string | null,
  providerPriceIds: Record<string, string>,
) {
  return (
    prices.find((p) => p.id === providerPriceId || (providerPriceId && providerPriceIds[p.id] === providerPriceId)) ??
    findPrice(priceId ?? '')
  );
}

/** Turns the provider being unreachable into the payment-service failure (503, nothing charged). */
async function reachProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentServiceError)
      throw new AppError('PAYMENT_SERVICE_UNAVAILABLE');
    throw error;
  }
}

/**
 * Opens a checkout for one of our prices: payment mode for a bundle, subscription mode for a plan.
 * The browser's request id is the idempotency key, so a retried click opens the same session.
 */
export async function startCheckout(
  deps: BillingDeps,
  user: { id: string; email: string },
  input: CheckoutInput & { requestId: string },
): Promise<{ sessionId: string; url: string }> {
  const price: Price | undefined = findPrice(input.priceId);
  const oneTime = input.tierType === 'one-time';
  if (!price || oneTime !== (price.kind === 'bundle')) throw new AppError('CHECKOUT_INVALID_PRICE');

  const profile = await getOrCreateProfile(deps.db, user.id);
  if (
    price.kind === 'plan' &&
    profile.stripeSubscriptionId &&
    LIVE_STATUSES.has(profile.stripeSubscriptionStatus ?? '')
  ) {
    throw new AppError('ALREADY_SUBSCRIBED');
  }
  let customerId = profile.stripeCustomerId;
  if (!customerId) {
    const created = await reachProvider(() => deps.provider.createCustomer({ email: user.email, userId: user.id }));
    await setCustomerId(deps.db, user.id, created);
    customerId = (await getOrCreateProfile(deps.db, user.id)).stripeCustomerId!;
  }

  const name =
    price.kind === 'bundle'
      ? price.name
      : `${plans[price.plan].name} (${price.interval === 'year' ? 'yearly' : 'monthly'})`;
  // The bundle perk's discount applies to every subscription the account opens after earning it.
  const discountPercent = price.kind === 'plan' ? profile.lifetimeDiscountPercent : 0;
  const session = await reachProvider(() =>
    deps.provider.createCheckoutSession({
      mode: price.kind === 'bundle' ? 'payment' : 'subscription',
      line: {
        priceId: price.id,
        providerPriceId: deps.providerPriceIds[price.id],
        name,
        amountCents: price.priceCents,
        interval: price.kind === 'plan' ? price.interval : undefined,
        ...(discountPercent ? { discountPercent } : {}),
      },
      customerId,
      userId: user.id,
      successUrl: `${deps.appUrl}/payment/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${deps.appUrl}/payment/cancelled`,
      metadata: {
        userId: user.id,
        priceId: price.id,
        tierName: name,
        credits: String(price.kind === 'bundle' ? price.credits : 0),
      },
      idempotencyKey: `checkout:${user.id}:${input.requestId}`,
    }),
  );
  if (!session.url) throw new AppError('CHECKOUT_INVALID_RESPONSE');
  await insertCheckout(deps.db, {
    id: session.id,
    userId: user.id,
    provider: deps.provider.name,
    mode: session.mode,
    priceId: price.id,
    tierName: name,
    credits: price.kind === 'bundle' ? price.credits : 0,
    amountCents: discountedCents(price.priceCents, discountPercent),
    requestId: `${user.id}:${input.requestId}`,
    url: session.url,
  });
  return { sessionId: session.id, url: session.url };
}

/**
 * Grants what a checkout bought, once: keyed by the session id, safe to call many times and at the
 * same time (webhooks, their retries and the success page all call it). The session is re-read from
 * the provider; only a complete, paid session grants. A bundle bought on the Free plan also lifts the
 * account to Founder for a month, and a perk bundle earns the lifelong discount (the bundle perk). A
 * plan bought while another is live is refused: cancelled, refunded, and the checkout marked so.
 */
export async function fulfillCheckout(deps: BillingDeps, sessionId: string): Promise<CheckoutRow | undefined> {
  const row = await findCheckout(deps.db, sessionId);
  if (!row || row.fulfilledAt || row.status === 'failed' || row.status === 'refunded') return row;
  const session = await deps.provider.retrieveCheckoutSession(sessionId);
  if (!session) return row;
  if (session.status === 'expired') {
    await updateCheckout(deps.db, sessionId, { status: 'expired' });
    return findCheckout(deps.db, sessionId);
  }
  if (session.status !== 'complete' || session.paymentStatus === 'unpaid') return row;
  if (session.subscriptionId && (await syncSubscription(deps, session.subscriptionId, row.userId)) === 'refused') {
    await updateCheckout(deps.db, sessionId, { status: 'refunded' });
    return findCheckout(deps.db, sessionId);
  }

  await deps.db.transaction(
    async (tx) => {
      const locked = await lockCheckout(tx, sessionId);
      if (!locked || locked.fulfilledAt) return;
      if (locked.credits > 0) {
        await applyCreditChangeInTransaction(tx, {
          userId: locked.userId,
          delta: locked.credits,
          reason: 'purchase',
          idempotencyKey: `checkout:${sessionId}`,
          note: locked.tierName,
        });
      }
      if (locked.mode === 'payment') {
        const bought = findPrice(locked.priceId);
        if (bought?.kind === 'bundle' && bought.earnsLifetimeDiscount) {
          await grantLifetimeDiscount(tx, locked.userId, LIFETIME_DISCOUNT_PERCENT);
        }
        const profile = await lockProfile(tx, locked.userId);
        if (profile?.subscriptionPlan === 'FREE' && bought?.kind === 'bundle') {
          await setPlanState(tx, locked.userId, {
            subscriptionPlan: bought.trialPlan,
            planTrialEndsAt: new Date(Date.now() + BUNDLE_TRIAL_DAYS * 86_400_000),
          });
        }
      }
      await updateCheckout(tx, sessionId, { status: 'complete', fulfilledAt: new Date() });
    },
    { isolationLevel: 'read committed' },
  );
  deps.logger.info({ sessionId }, 'checkout fulfilled');
  return findCheckout(deps.db, sessionId);
}

/** An asynchronous payment that failed: the checkout grants nothing, ever. */
export async function failCheckout(deps: BillingDeps, sessionId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const locked = await lockCheckout(tx, sessionId);
    if (locked && !locked.fulfilledAt) await updateCheckout(tx, sessionId, { status: 'failed' });
  });
}

/**
 * What a subscription is to its account after a sync: `current` is the account's plan; `refused` is a
 * second live one (cancelled and refunded); `other` is one that is neither (ended, or not yet paid).
 */
export type SubscriptionStanding = 'current' | 'refused' | 'other' | 'unknown';

/**
 * Puts the account's plan in step with the subscription as the provider reports it now, whichever
 * event arrived first: re-reading makes the order of `created`, `updated` and `deleted` irrelevant.
 * One live subscription per account: under the profile's lock, a live subscription other than the
 * account's live one is refused for good, then cancelled and refunded at the provider (ADR 0021).
 */
export async function syncSubscription(
  deps: BillingDeps,
  subscriptionId: string,
  userIdHint?: string,
): Promise<SubscriptionStanding> {
  const subscription = await deps.provider.retrieveSubscription(subscriptionId);
  if (!subscription) return 'unknown';
  const userId =
    subscription.metadata.userId ?? userIdHint ?? (await findProfileByCustomer(deps.db, subscription.customerId))?.id;
  if (!userId) {
    deps.logger.warn({ subscriptionId }, 'subscription of an unknown customer');
    return 'unknown';
  }
  const price = priceOf(subscription.metadata.priceId, subscription.priceId, deps.providerPriceIds);
  const live = LIVE_STATUSES.has(subscription.status) && price?.kind === 'plan';
  const standing = await deps.db.transaction(
    async (tx): Promise<SubscriptionStanding> => {
      const profile = await lockProfile(tx, userId);
      if (!profile) return 'unknown';
      if (await isRefused(tx, subscription.id)) return 'refused';
      const current = profile.stripeSubscriptionId;
      if (current !== subscription.id) {
        // Only the account's own subscription, or a live one when it has none, changes the plan.
        if (!live) return 'other';
        if (current) {
          await refuseSubscription(tx, subscription.id, userId);
          return 'refused';
        }
      }
      await setPlanState(tx, userId, {
        subscriptionPlan: live ? price.plan : 'FREE',
        stripeSubscriptionId: live ? subscription.id : null,
        stripeSubscriptionStatus: subscription.status,
        stripePriceId: subscription.priceId,
        stripeCurrentPeriodEnd: subscription.currentPeriodEnd ? new Date(subscription.currentPeriodEnd * 1000) : null,
        subscriptionCancelAt: live && subscription.cancelAt ? new Date(subscription.cancelAt * 1000) : null,
        ...(live ? { planTrialEndsAt: null } : {}),
      });
      return live ? 'current' : 'other';
    },
    { isolationLevel: 'read committed' },
  );
  if (standing === 'refused') await settleRefusal(deps, subscription.id, userId);
  return standing;
}

/** Cancels a refused subscription and refunds its payment at the provider, once; retried by the next event. */
async function settleRefusal(deps: BillingDeps, subscriptionId: string, userId: string): Promise<void> {
  if (!(await unsettledRefusals(deps.db, userId)).includes(subscriptionId)) return;
  await deps.provider.cancelSubscription(subscriptionId, { refund: true });
  await markRefusalSettled(deps.db, subscriptionId);
  deps.logger.warn({ subscriptionId, userId }, 'second live subscription refused: cancelled and refunded');
}

/**
 * Before an account is deleted: its subscription ends now at the provider (no more charges to a
 * customer who is gone), and refused ones still waiting are settled.
 */
export async function cancelSubscriptionsOf(deps: BillingDeps, userId: string): Promise<void> {
  const profile = await getOrCreateProfile(deps.db, userId);
  for (const id of await unsettledRefusals(deps.db, userId)) await settleRefusal(deps, id, userId);
  if (!profile.stripeSubscriptionId) return;
  await deps.provider.cancelSubscription(profile.stripeSubscriptionId, { refund: false });
  deps.logger.info({ userId, subscriptionId: profile.stripeSubscriptionId }, 'subscription cancelled with its account');
}

/** The subscription an invoice belongs to, in the API's newer shape or its older one. */
function invoiceSubscriptionId(invoice: ProviderEvent['object']): string | undefined {
  const parent = invoice.parent as { subscription_details?: { subscription?: unknown } } | undefined;
  const id = parent?.subscription_details?.subscription ?? invoice.subscription;
  if (typeof id === 'string') return id;
  return (id as { id?: string } | undefined)?.id;
}

/** A paid invoice grants its plan's monthly credits (twelve months' for a yearly plan), once. */
export async function grantInvoice(deps: BillingDeps, invoice: ProviderEvent['object']): Promise<void> {
  const subscriptionId = invoiceSubscriptionId(invoice);
  if (!invoice.id || !subscriptionId) return;
  const subscription = await deps.provider.retrieveSubscription(subscriptionId);
  if (!subscription) return;
  // Only the account's own subscription grants: a refused second one's invoice is refunded instead.
  if ((await syncSubscription(deps, subscriptionId)) !== 'current') return;
  const userId = subscription.metadata.userId ?? (await findProfileByCustomer(deps.db, subscription.customerId))?.id;
  const price = priceOf(subscription.metadata.priceId, subscription.priceId, deps.providerPriceIds);
  if (!userId || price?.kind !== 'plan') return;
  const credits = plans[price.plan].monthlyCredits * (price.interval === 'year' ? 12 : 1);
  if (credits === 0) return;
  await applyCreditChange(deps.db, {
    userId,
    delta: credits,
    reason: 'subscription_grant',
    idempotencyKey: `invoice:${invoice.id}`,
    note: `${plans[price.plan].name} plan`,
  });
}

/**
 * One verified webhook event. Every handler is idempotent and re-reads what it acts on, so an event
 * delivered twice, late or out of order ends in the provider's state; the id is recorded afterwards
 * so a redelivery is skipped. Events we do not handle are recorded and answered 200.
 */
export async function handleEvent(
  deps: BillingDeps,
  event: ProviderEvent,
): Promise<'handled' | 'ignored' | 'duplicate'> {
  if (await isEventRecorded(deps.db, event.id)) return 'duplicate';
  const id = event.object.id ?? '';
  let outcome: 'handled' | 'ignored' = 'handled';
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.expired':
      await fulfillCheckout(deps, id);
      break;
    case 'checkout.session.async_payment_failed':
      await failCheckout(deps, id);
      break;
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      await syncSubscription(deps, id);
      break;
    case 'invoice.paid':
      await grantInvoice(deps, event.object);
      break;
    default:
      outcome = 'ignored';
  }
  await recordEvent(deps.db, {
    id: event.id,
    type: event.type,
    payload: outcome === 'handled' ? { object: id } : null,
  });
  return outcome;
}

/** The success page's view of a checkout: fulfils it first (in case the webhook has not arrived). */
export async function checkoutResult(deps: BillingDeps, userId: string, sessionId: string): Promise<CheckoutResultDto> {
  const owned = await findCheckout(deps.db, sessionId);
  if (!owned || owned.userId !== userId) throw new AppError('NOT_FOUND', 'Checkout not found.');
  const row = (await fulfillCheckout(deps, sessionId)) ?? owned;
  const profile = await getOrCreateProfile(deps.db, userId);
  const status: CheckoutResultDto['status'] = row.fulfilledAt
    ? 'paid'
    : row.status === 'failed' || row.status === 'expired' || row.status === 'refunded'
      ? row.status
      : (await deps.provider.retrieveCheckoutSession(sessionId))?.status === 'complete'
        ? 'pending'
        : 'open';
  return {
    sessionId,
    tierName: row.tierName,
    mode: row.mode,
    credits: row.credits,
    amountCents: row.amountCents,
    status,
    balance: profile.availableCredits,
    plan: profile.subscriptionPlan,
  };
}

/** Stripe's billing portal for a subscriber ('manage subscription'). */
export async function openPortal(deps: BillingDeps, userId: string): Promise<string> {
  const profile = await getOrCreateProfile(deps.db, userId);
  if (!profile.stripeCustomerId || !profile.stripeSubscriptionId) throw new AppError('NO_SUBSCRIPTION');
  return reachProvider(() =>
    deps.provider.createPortalSession({
      customerId: profile.stripeCustomerId!,
      returnUrl: `${deps.appUrl}/dashboard/credits`,
    }),
  );
}
