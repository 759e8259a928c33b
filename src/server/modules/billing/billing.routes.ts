import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { formatUsd } from '../../../shared/pricing';
import {
  billingMessages,
  checkoutDto,
  checkoutInput,
  checkoutParams,
  checkoutResultDto,
  creditsDto,
  portalDto,
  type CreditsDto,
} from '../../../shared/schemas/billing';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/session';
import { WebhookSignatureError } from '../../billing/payment-provider';
import type { SignedEvent, TestCheckoutProvider } from '../../billing/test-provider';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/context';
import { jsonBody, jsonResponse, sessionOnly } from '../../http/openapi';
import { devPage } from '../../lib/dev-page';
import { escapeHtml } from '../../lib/html';
import { listLedger, toLedgerEntryDto } from '../credits/credits.service';
import { getOrCreateProfile } from '../me/profiles.repo';
import { checkoutResult, handleEvent, openPortal, startCheckout, type BillingDeps } from './billing.service';
import { testPortalRoutes } from './test-portal.routes';

const routes = sessionOnly({
  checkout: createRoute({
    method: 'post',
    path: '/checkout',
    summary: 'Open a checkout for a bundle (payment) or a plan (subscription); returns the payment page',
    request: jsonBody(checkoutInput),
    responses: { 200: jsonResponse(checkoutDto, 'The checkout session and its payment page') },
  }),
  result: createRoute({
    method: 'get',
    path: '/checkout/{id}',
    summary: 'A checkout of yours, fulfilled if it is paid (the success page reads it)',
    request: { params: checkoutParams },
    responses: { 200: jsonResponse(checkoutResultDto, 'What was bought and the balance now') },
  }),
  credits: createRoute({
    method: 'get',
    path: '/credits',
    summary: 'Your balance, plan and credit history',
    responses: { 200: jsonResponse(creditsDto, 'Balance, plan and ledger, newest first') },
  }),
  portal: createRoute({
    method: 'post',
    path: '/billing/portal',
    summary: "Open the payment provider's billing portal (subscribers)",
    responses: { 200: jsonResponse(portalDto, 'The portal page') },
  }),
});

/** `/api/checkout`, `/api/credits`, `/api/billing/portal` and `/api/webhooks/stripe`. */
export function billingRoutes({ auth, billing }: { auth: Auth; billing: BillingDeps }) {
  const session = (c: Parameters<typeof requireSession>[0], message?: string) => requireSession(c, auth, message);

  return new OpenAPIHono<AppEnv>()
    .openapi(routes.checkout, async (c) => {
      const { user } = await session(c, billingMessages.loginRequired);
      const result = await startCheckout(billing, user, c.req.valid('json'));
      c.get('log').info({ sessionId: result.sessionId }, 'checkout opened');
      return c.json(result, 200);
    })
    .openapi(routes.result, async (c) => {
      const { user } = await session(c);
      return c.json(await checkoutResult(billing, user.id, c.req.valid('param').id), 200);
    })
    .openapi(routes.credits, async (c) => {
      const { user } = await session(c);
      const profile = await getOrCreateProfile(billing.db, user.id);
      const entries = await listLedger(billing.db, user.id, { limit: 100 });
      const body: CreditsDto = {
        balance: profile.availableCredits,
        plan: profile.subscriptionPlan,
        subscription: profile.stripeSubscriptionId
          ? {
              status: profile.stripeSubscriptionStatus,
              priceId: profile.stripePriceId,
              currentPeriodEnd: profile.stripeCurrentPeriodEnd?.toISOString() ?? null,
              cancelAt: profile.subscriptionCancelAt?.toISOString() ?? null,
            }
          : null,
        trialEndsAt: profile.planTrialEndsAt?.toISOString() ?? null,
        lifetimeDiscountPercent: profile.lifetimeDiscountPercent,
        entries: entries.map(toLedgerEntryDto),
      };
      return c.json(body, 200);
    })
    .openapi(routes.portal, async (c) => {
      const { user } = await session(c);
      return c.json({ url: await openPortal(billing, user.id) }, 200);
    })
    .post('/webhooks/stripe', async (c) => {
      // The signature covers the exact bytes Stripe sent.
      const raw = await c.req.text();
      let event;
      try {
        event = billing.provider.verifyEvent(raw, c.req.header('stripe-signature'));
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw new AppError('BAD_REQUEST', 'Invalid webhook signature.');
        throw error;
      }
      const outcome = await handleEvent(billing, event);
      c.get('log').info({ eventId: event.id, type: event.type, outcome }, 'webhook');
      return c.json({ received: true, outcome }, 200);
    });
}

/**
 * The test checkout's payment page (`/dev/checkout/:id`): the order with Pay and Cancel. Pay completes
 * the session and hands the signed events to the webhook code, exactly as Stripe's delivery would.
 */
export function testCheckoutRoutes({ provider, billing }: { provider: TestCheckoutProvider; billing: BillingDeps }) {
  const deliver = async (events: SignedEvent[]) => {
    for (const event of events) await handleEvent(billing, provider.verifyEvent(event.payload, event.signature));
  };
  return new OpenAPIHono<AppEnv>()
    .route('/', testPortalRoutes({ provider, deliver }))
    .get('/dev/checkout/:id', async (c) => {
      const checkout = await provider.findSession(c.req.param('id'));
      c.header('Cache-Control', 'no-store');
      if (!checkout)
        return c.html(devPage('Test checkout', '<h1>Test checkout</h1><p class="empty">No such checkout.</p>'), 404);
      const e = escapeHtml;
      const credits = checkout.line.interval ? `${checkout.line.interval === 'year' ? 'Yearly' : 'Monthly'} plan` : '';
      const open = checkout.status === 'open';
      return c.html(
        devPage(
          'Test checkout',
          `<h1>Test checkout</h1>
<p class="hint">No card is charged: this is the built-in checkout that runs when Stripe is not configured.</p>
<section class="order" aria-label="Order">
<dl>
<dt>Tier</dt><dd>${e(checkout.line.name)}</dd>
${credits ? `<dt>Billing</dt><dd>${e(credits)}</dd>` : ''}
${checkout.metadata.credits && checkout.metadata.credits !== '0' ? `<dt>Credits</dt><dd>${e(checkout.metadata.credits)}</dd>` : ''}
${
  checkout.line.discountPercent
    ? `<dt>Discount</dt><dd>${e(`${checkout.line.discountPercent}% off for life (was ${formatUsd(checkout.line.amountCents)})`)}</dd>`
    : ''
}
<dt>Price</dt><dd>${e(formatUsd(checkout.amount_total))}</dd>
<dt>Status</dt><dd>${e(checkout.status)}</dd>
</dl>
</section>
${
  open
    ? `<div class="actions">
<form method="post" action="/dev/checkout/${e(checkout.id)}/pay"><button class="pay" type="submit">Pay ${e(formatUsd(checkout.amount_total))}</button></form>
<form method="post" action="/dev/checkout/${e(checkout.id)}/cancel"><button type="submit">Cancel</button></form>
</div>`
    : `<p><a href="${e(checkout.status === 'complete' ? checkout.success_url : checkout.cancel_url)}">Back to Specforge</a></p>`
}`,
        ),
      );
    })
    .post('/dev/checkout/:id/pay', async (c) => {
      const id = c.req.param('id');
      const checkout = await provider.findSession(id);
      if (!checkout) return c.notFound();
      await deliver(await provider.pay(id));
      return c.redirect(checkout.success_url, 303);
    })
    .post('/dev/checkout/:id/cancel', async (c) => {
      const id = c.req.param('id');
      const checkout = await provider.findSession(id);
      if (!checkout) return c.notFound();
      await provider.cancel(id);
      return c.redirect(checkout.cancel_url, 303);
    });
}
