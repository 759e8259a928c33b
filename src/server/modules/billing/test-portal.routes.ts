import { Hono, type Context } from 'hono';
import { discountedCents, formatUsd, planPrices, plans, type PlanPrice } from '../../../shared/pricing';
import type { SignedEvent, TestCheckoutProvider, TestSubscription } from '../../billing/test-provider';
import type { AppEnv } from '../../http/context';
import { devPage } from '../../lib/dev-page';
import { escapeHtml as e } from '../../lib/html';

const title = 'Test billing portal';
const intervalName = (interval: string) => (interval === 'year' ? 'Yearly' : 'Monthly');
const priceLabel = (price: PlanPrice) => `${plans[price.plan].name} (${intervalName(price.interval).toLowerCase()})`;
const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

function amount(price: PlanPrice, subscription: TestSubscription) {
  const cents = discountedCents(price.priceCents, subscription.discount?.coupon.percent_off ?? 0);
  return `${formatUsd(cents)} / ${price.interval}`;
}

function portalPage(portalId: string, returnUrl: string, subscription: TestSubscription | null): string {
  const back = `<p><a href="${e(returnUrl)}">Back to Specforge</a></p>`;
  const item = subscription?.items.data[0];
  const current = planPrices.find((p) => p.id === item?.price.id);
  if (!subscription || !item || !current) {
    return devPage(title, `<h1>${title}</h1><p class="empty">There is no subscription to manage.</p>${back}`);
  }
  const action = (path: string) => `/dev/billing-portal/${e(portalId)}/${path}`;
  const percentOff = subscription.discount?.coupon.percent_off;
  const others = planPrices.filter((p) => p.id !== current.id);
  return devPage(
    title,
    `<h1>${title}</h1>
<p class="hint">No card is charged: this stands in for Stripe's billing portal when Stripe is not configured.</p>
<section class="order" aria-label="Current plan">
<dl>
<dt>Plan</dt><dd>${e(plans[current.plan].name)}</dd>
<dt>Billing</dt><dd>${intervalName(current.interval)}</dd>
<dt>Price</dt><dd>${e(amount(current, subscription))}${percentOff ? ` (${percentOff}% off for life)` : ''}</dd>
<dt>Status</dt><dd>${subscription.cancel_at ? `Cancels on ${day(subscription.cancel_at)}` : `Renews on ${day(item.current_period_end)}`}</dd>
</dl>
</section>
<h2>Change plan</h2>
<div class="actions">
${others
  .map(
    (
      price,
    ) => `<form method="post" action="${action('switch')}"><input type="hidden" name="priceId" value="${e(price.id)}">
<button type="submit">Switch to ${e(priceLabel(price))}, ${e(amount(price, subscription))}</button></form>`,
  )
  .join('\n')}
</div>
<h2>${subscription.cancel_at_period_end ? 'Resume' : 'Cancel'}</h2>
${
  subscription.cancel_at_period_end
    ? `<form method="post" action="${action('resume')}"><button class="pay" type="submit">Resume plan</button></form>`
    : `<form method="post" action="${action('cancel')}"><button type="submit">Cancel plan</button>
<span class="meta">It stays active until ${day(item.current_period_end)}.</span></form>`
}
${back}`,
  );
}

/**
 * The test checkout's billing portal (`/dev/billing-portal/:id`), what Stripe's portal is with Stripe:
 * switch between Founder and Growth, monthly or yearly, cancel at period end, resume. Each change is
 * made on the provider's subscription and delivered as the events Stripe would send, signed, so the
 * app's subscription sync is the same one Stripe's events go through.
 */
export function testPortalRoutes({
  provider,
  deliver,
}: {
  provider: TestCheckoutProvider;
  deliver: (events: SignedEvent[]) => Promise<void>;
}) {
  const change =
    (run: (subscription: TestSubscription, form: Record<string, unknown>) => Promise<SignedEvent[] | null>) =>
    async (c: Context<AppEnv>) => {
      const id = c.req.param('id') ?? '';
      const found = await provider.findPortal(id);
      if (!found?.subscription)
        return c.html(devPage(title, `<h1>${title}</h1><p class="empty">There is no subscription to manage.</p>`), 404);
      const events = await run(found.subscription, await c.req.parseBody());
      if (!events) return c.html(devPage(title, `<h1>${title}</h1><p class="empty">There is no such plan.</p>`), 400);
      await deliver(events);
      return c.redirect(`/dev/billing-portal/${encodeURIComponent(id)}`, 303);
    };

  return new Hono<AppEnv>()
    .get('/dev/billing-portal/:id', async (c) => {
      c.header('Cache-Control', 'no-store');
      const found = await provider.findPortal(c.req.param('id'));
      if (!found) return c.html(devPage(title, `<h1>${title}</h1><p class="empty">No such portal session.</p>`), 404);
      return c.html(portalPage(found.portal.id, found.portal.return_url, found.subscription));
    })
    .post(
      '/dev/billing-portal/:id/switch',
      change(async (subscription, form) => {
        const price = planPrices.find((p) => p.id === form.priceId);
        if (!price) return null;
        return provider.switchPrice(subscription.id, {
          priceId: price.id,
          interval: price.interval,
          amountCents: price.priceCents,
        });
      }),
    )
    .post(
      '/dev/billing-portal/:id/cancel',
      change((subscription) => provider.setCancelAtPeriodEnd(subscription.id, true)),
    )
    .post(
      '/dev/billing-portal/:id/resume',
      change((subscription) => provider.setCancelAtPeriodEnd(subscription.id, false)),
    );
}
