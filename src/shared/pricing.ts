/**
 * Every price, bundle and plan, read by the server (checkout, fulfilment, entitlements)
 * and the client (pricing, credits page). Amounts are in US cents. The ids are ours; Stripe's price
 * ids, when configured, are mapped to them on the server.
 */

export type PlanId = 'FREE' | 'FOUNDER' | 'GROWTH';
export type BillingInterval = 'month' | 'year';

export interface Bundle {
  kind: 'bundle';
  id: 'bundle_solo_sprint' | 'bundle_builder' | 'bundle_scale';
  name: string;
  /** What it costs. */
  priceCents: number;
  /** What it is worth ('Value'), or what it cost before ('was'). */
  valueCents: number;
  /** The per-kit price it is compared with ('was'). */
  wasPerKitCents: number;
  credits: number;
  popular: boolean;
  /** Buying it earns the lifelong discount on later subscriptions (the perk after its free month). */
  earnsLifetimeDiscount: boolean;
  /** The plan a Free account holds for `BUNDLE_TRIAL_DAYS` after buying it. */
  trialPlan: Exclude<PlanId, 'FREE'>;
}

export interface PlanPrice {
  kind: 'plan';
  id: 'plan_founder_monthly' | 'plan_founder_yearly' | 'plan_growth_monthly' | 'plan_growth_yearly';
  plan: Exclude<PlanId, 'FREE'>;
  interval: BillingInterval;
  priceCents: number;
}

export interface Plan {
  id: PlanId;
  name: string;
  /** Credits granted with each paid month (a yearly plan grants them monthly too). */
  monthlyCredits: number;
  /** Regenerations of documents per project per month; null is unlimited (none on Free). */
  regenerationsPerProjectPerMonth: number | null;
  monthlyPriceCents: number;
}

/** Yearly billing: 15% off twelve months. */
export const YEARLY_DISCOUNT = 0.15;
/** The launch offer shown with a countdown on the pricing section. */
export const LAUNCH_OFFER_DISCOUNT = 0.35;
/**
 * When the launch offer ends (UTC). The countdown reads 'Offer expired' after it. The offer is the
 * launch pricing itself: the prices below are what the checkout charges, before and after this date.
 */
export const LAUNCH_OFFER_ENDS_AT = '2027-01-31T23:59:59Z';
/** The largest team on the Growth plan. */
export const TEAM_MAX_MEMBERS = 10;
/** How long a bundle bought on the Free plan lifts the account to Founder (the bundle perk). */
export const BUNDLE_TRIAL_DAYS = 30;
/**
 * The free evaluation's terms (ADR 0014): a visitor runs it without an account, once per browser,
 * and an account has one (a visitor's becomes the account's at sign-in); no card. An address gets a
 * few visitor evaluations a day, since many people can share one.
 */
export const freeEvaluationTerms = {
  accountNeeded: false,
  cardNeeded: false,
  perBrowser: 1,
  perAccount: 1,
  visitorEvaluationsPerAddressPerDay: 3,
} as const;

/** "Then 50% off for life": the discount a perk bundle earns on every later subscription. */
export const LIFETIME_DISCOUNT_PERCENT = 50;

export const plans: Record<PlanId, Plan> = {
  FREE: { id: 'FREE', name: 'Free', monthlyCredits: 0, regenerationsPerProjectPerMonth: 0, monthlyPriceCents: 0 },
  FOUNDER: { id: 'FOUNDER', name: 'Founder', monthlyCredits: 3, regenerationsPerProjectPerMonth: 5, monthlyPriceCents: 3900 },
  GROWTH: { id: 'GROWTH', name: 'Growth', monthlyCredits: 10, regenerationsPerProjectPerMonth: null, monthlyPriceCents: 9900 },
};

export const bundles: readonly Bundle[] = [
  {
    kind: 'bundle',
    id: 'bundle_solo_sprint',
    name: 'Solo Sprint',
    priceCents: 1900,
    valueCents: 2900,
    wasPerKitCents: 4900,
    credits: 1,
    popular: false,
    earnsLifetimeDiscount: false,
    trialPlan: 'FOUNDER',
  },
  {
    kind: 'bundle',
    id: 'bundle_builder',
    name: 'Builder Bundle',
    priceCents: 2900,
    valueCents: 14500,
    wasPerKitCents: 2417,
    credits: 3,
    popular: true,
    earnsLifetimeDiscount: true,
    trialPlan: 'FOUNDER',
  },
  {
    kind: 'bundle',
    id: 'bundle_scale',
    name: 'Scale Bundle',
    // $45, not $49: a larger bundle never costs more per kit ($9.00 against $9.67, ADR 0048).
    priceCents: 4500,
    valueCents: 29000,
    wasPerKitCents: 2900,
    credits: 5,
    popular: false,
    earnsLifetimeDiscount: true,
    // Its month is Growth's, so its perks (the kit chat) are the buyer's (ADR 0048).
    trialPlan: 'GROWTH',
  },
];

/** Twelve months with the yearly discount, rounded to whole dollars (prices are shown in whole dollars). */
function yearlyCents(monthlyCents: number): number {
  return Math.round((monthlyCents * 12 * (1 - YEARLY_DISCOUNT)) / 100) * 100;
}

export const planPrices: readonly PlanPrice[] = [
  { kind: 'plan', id: 'plan_founder_monthly', plan: 'FOUNDER', interval: 'month', priceCents: plans.FOUNDER.monthlyPriceCents },
  { kind: 'plan', id: 'plan_founder_yearly', plan: 'FOUNDER', interval: 'year', priceCents: yearlyCents(plans.FOUNDER.monthlyPriceCents) },
  { kind: 'plan', id: 'plan_growth_monthly', plan: 'GROWTH', interval: 'month', priceCents: plans.GROWTH.monthlyPriceCents },
  { kind: 'plan', id: 'plan_growth_yearly', plan: 'GROWTH', interval: 'year', priceCents: yearlyCents(plans.GROWTH.monthlyPriceCents) },
];

/** A plan's price for a billing interval. */
export function planPrice(plan: PlanPrice['plan'], interval: BillingInterval): PlanPrice {
  const price = planPrices.find((p) => p.plan === plan && p.interval === interval);
  if (!price) throw new Error(`No ${interval} price for ${plan}`);
  return price;
}

/** A yearly price spread over twelve months, in cents ($398 a year is $33 a month in whole dollars). */
export function perMonthCents(price: Pick<PlanPrice, 'interval' | 'priceCents'>): number {
  return price.interval === 'year' ? Math.round(price.priceCents / 12) : price.priceCents;
}

/** What a year of the yearly price saves against twelve monthly payments, in cents. */
export function yearlySavingsCents(plan: PlanPrice['plan']): number {
  return planPrice(plan, 'month').priceCents * 12 - planPrice(plan, 'year').priceCents;
}

export type Price = Bundle | PlanPrice;
export type PriceId = Price['id'];

export const prices: readonly Price[] = [...bundles, ...planPrices];

export function findPrice(id: string): Price | undefined {
  return prices.find((price) => price.id === id);
}

/** A price with a percentage off, rounded to the cent (the way Stripe applies a percent coupon). */
export function discountedCents(cents: number, percentOff: number): number {
  return Math.round((cents * (100 - percentOff)) / 100);
}

/** Price ÷ credits, in cents rounded to the cent: $19.00, $9.67, $9.00. */
export function perKitCents(bundle: Pick<Bundle, 'priceCents' | 'credits'>): number {
  return Math.round(bundle.priceCents / bundle.credits);
}

/** `1900` → `$19.00`; whole dollars with `{ whole: true }` → `$19`. */
export function formatUsd(cents: number, { whole = false }: { whole?: boolean } = {}): string {
  const dollars = cents / 100;
  return whole ? `$${Math.round(dollars).toLocaleString('en-US')}` : `$${dollars.toFixed(2)}`;
}
