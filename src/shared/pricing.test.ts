import { describe, expect, it } from 'vitest';
import { bundles, findPrice, formatUsd, perKitCents, planPrices, prices } from './pricing';

describe('pricing', () => {
  it('prices a kit at price ÷ credits, to the cent: $19.00, $9.67, $9.80', () => {
    expect(bundles.map((b) => formatUsd(perKitCents(b)))).toEqual(['$19.00', '$9.67', '$9.80']);
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

  it('finds prices by our ids only, each id once', () => {
    expect(findPrice('bundle_builder')).toMatchObject({ credits: 3, priceCents: 2900 });
    expect(findPrice('price_123')).toBeUndefined();
    expect(new Set(prices.map((p) => p.id)).size).toBe(prices.length);
  });
});
