import { paths } from '../../../shared/paths';
import type { Price } from '../../../shared/pricing';

/** The checkout page for a price, with a fresh request id (priceId, tierName, tierType, requestId). */
export function checkoutHref(price: Price, tierName: string): string {
  const query = new URLSearchParams({
    priceId: price.id,
    tierName,
    tierType: price.kind === 'bundle' ? 'one-time' : 'subscription',
    requestId: crypto.randomUUID(),
  });
  return `${paths.checkout.href()}?${query.toString()}`;
}
