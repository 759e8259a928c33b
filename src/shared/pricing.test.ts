import { describe, expect, it } from 'vitest';
import {
  bundles,
  findPrice,
  formatUsd,
  LAUNCH_OFFER_ENDS_AT,
  perKitCents,
  perMonthCents,
  planPrice,
  planPrices,
  prices,
  yearlySavingsCents,
} from './pricing';

describe('pricing', () => {
  it('prices a kit at price ÷ credits, to the cent: $19.00, $9.67, $9.00', () => {
    expect(bundles.map((b) => formatUsd(perKitCents(b)))).toEqual(['$19.00', '$9.67', '$9.00']);
    expect(bundles.map((b) => formatUsd(b.wasPerKitCents))).toEqual(['$49.00', '$24.17', '$29.00']);
    expect(bundles.filter((b) => b.popular).map((b) => b.name)).toEqual(['Builder Bundle']);
  });

  it('bills a year at 15% off twelve months, in whole dollars', () => {
    expect(planPrices.map((p) => [p.id, formatUsd(p.priceCents, { whole: true })])).toEqual([
      ['plan_founder_monthly', '$39'],
      ['plan_founder_yearly', '$398'],
      ['plan_growth_monthly', '$99'],
      ['plan_growth_yearly', '$1,010'],
    ]);
  });

  it('spreads a yearly price over twelve months and knows what it saves', () => {
    expect(formatUsd(perMonthCents(planPrice('FOUNDER', 'year')), { whole: true })).toBe('$33');
    expect(formatUsd(perMonthCents(planPrice('GROWTH', 'year')), { whole: true })).toBe('$84');
    expect(perMonthCents(planPrice('FOUNDER', 'month'))).toBe(3900);
    expect(formatUsd(yearlySavingsCents('FOUNDER'), { whole: true })).toBe('$70');
    expect(formatUsd(yearlySavingsCents('GROWTH'), { whole: true })).toBe('$178');
  });

  it('ends the launch offer at a valid moment', () => {
    expect(Number.isNaN(Date.parse(LAUNCH_OFFER_ENDS_AT))).toBe(false);
  });

  it('finds prices by our ids only, each id once', () => {
    expect(findPrice('bundle_builder')).toMatchObject({ credits: 3, priceCents: 2900 });
    expect(findPrice('price_123')).toBeUndefined();
    expect(new Set(prices.map((p) => p.id)).size).toBe(prices.length);
  });
});
