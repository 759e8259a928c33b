import { z } from 'zod';

const planId = z.enum(['FREE', 'FOUNDER', 'GROWTH']);
const featureState = z.enum(['live', 'development']);
const feature = z.object({ key: z.string(), state: featureState });

/** `GET /api/pricing`: every plan, price, bundle and the free evaluation's terms, as sold (ADR 0048). */
export const pricingDto = z.object({
  currency: z.literal('usd'),
  yearlyDiscountPercent: z.number().int(),
  launchOffer: z.object({ percentOff: z.number().int(), endsAt: z.string() }),
  plans: z.array(
    z.object({
      id: planId,
      name: z.string(),
      monthlyCredits: z.number().int(),
      /** Per project per month; null is unlimited. */
      regenerationsPerProjectPerMonth: z.number().int().nullable(),
      /** The plan whose features it includes besides its own, or null. */
      includes: planId.nullable(),
      prices: z.array(
        z.object({
          id: z.string(),
          interval: z.enum(['month', 'year']),
          priceCents: z.number().int(),
          perMonthCents: z.number().int(),
        }),
      ),
      /** Every feature the plan has, with whether it works today. */
      features: z.array(feature),
    }),
  ),
  bundles: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      credits: z.number().int(),
      priceCents: z.number().int(),
      perKitCents: z.number().int(),
      valueCents: z.number().int(),
      wasPerKitCents: z.number().int(),
      popular: z.boolean(),
      /** The plan a Free account holds for `trialDays` after buying it. */
      trialPlan: planId,
      trialDays: z.number().int(),
      lifetimeDiscountPercent: z.number().int(),
      /** The bundle whose perks it includes besides its own, or null. */
      includes: z.string().nullable(),
      perks: z.array(feature),
    }),
  ),
  evaluation: z.object({
    accountNeeded: z.boolean(),
    cardNeeded: z.boolean(),
    perBrowser: z.number().int(),
    perAccount: z.number().int(),
    visitorEvaluationsPerAddressPerDay: z.number().int(),
  }),
});
export type PricingDto = z.infer<typeof pricingDto>;
