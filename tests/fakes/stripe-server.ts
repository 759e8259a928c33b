import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for the parts of Stripe's API Specforge uses, speaking its wire format (form-encoded
 * requests, JSON objects and errors, `Idempotency-Key`), so the real `stripe` SDK talks to it through
 * `host`/`port`/`protocol`:
 *
 * - `POST /v1/customers`, `POST /v1/checkout/sessions` (with `discounts[][coupon]`),
 *   `GET /v1/checkout/sessions/:id`, `GET /v1/subscriptions/:id`, `DELETE /v1/subscriptions/:id`,
 *   `POST /v1/billing_portal/sessions`, `GET|POST /v1/coupons`, `GET /v1/invoice_payments`, `POST /v1/refunds`.
 * - Tests act as the customer and as Stripe's event delivery: `pay(sessionId)` completes a session
 *   (creating its subscription and first invoice in subscription mode), `updateSubscription` changes
 *   one, and `event(type, object)` builds an event that `deliver` POSTs to a webhook URL, signed with
 *   `Stripe.webhooks.generateTestHeaderString` (optionally with a wrong secret or an old timestamp).
 */

type StripeObject = Record<string, unknown> & { id: string };

export interface FakeStripeOptions {
  /** The secret webhooks are signed with (`whsec_…`). */
  webhookSecret: string;
  /** The API key requests must carry; anything else gets Stripe's 401. */
  apiKey?: string;
}

const stripeStatic = new Stripe('sk_test_signing_only');

export class FakeStripe {
  readonly customers = new Map<string, StripeObject>();
  readonly sessions = new Map<string, StripeObject>();
  readonly subscriptions = new Map<string, StripeObject>();
  readonly invoices = new Map<string, StripeObject>();
  readonly portalSessions = new Map<string, StripeObject>();
  readonly coupons = new Map<string, StripeObject>();
  readonly refunds = new Map<string, StripeObject>();
  /** Every API request, for assertions. */
  readonly requests: Array<{ method: string; path: string; idempotencyKey?: string; body: Record<string, unknown> }> =
    [];
  private readonly idempotent = new Map<string, { status: number; body: unknown }>();
  private server?: Server;
  private readonly options: FakeStripeOptions;

  constructor(options: FakeStripeOptions) {
    this.options = options;
  }

  async start(port = 0): Promise<{ host: string; port: number; protocol: 'http' }> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    return { host: '127.0.0.1', port: (this.server.address() as AddressInfo).port, protocol: 'http' };
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The customer pays: the session completes (asynchronous methods leave it `unpaid` until `settle`). */
  pay(sessionId: string, { async = false }: { async?: boolean } = {}): StripeObject {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    session.status = 'complete';
    session.payment_status = async ? 'unpaid' : 'paid';
    if (session.mode === 'subscription') {
      const subscription = this.createSubscription(session);
      session.subscription = subscription.id;
      if (!async) this.createInvoice(subscription);
    }
    return session;
  }

  /** An asynchronous payment (a bank debit) finally succeeds or fails. */
  settle(sessionId: string, outcome: 'paid' | 'failed'): StripeObject {
    const session = this.sessions.get(sessionId)!;
    session.payment_status = outcome === 'paid' ? 'paid' : 'unpaid';
    if (outcome === 'failed') session.status = 'complete';
    return session;
  }

  updateSubscription(id: string, changes: Record<string, unknown>): StripeObject {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw new Error(`no subscription ${id}`);
    Object.assign(subscription, changes);
    return subscription;
  }

  /** A paid invoice for the subscription's next period. */
  createInvoice(subscription: StripeObject): StripeObject {
    const id = `in_${token()}`;
    const item = (subscription.items as { data: Array<{ price: { unit_amount?: number } }> }).data[0];
    const percentOff = (subscription.discount as { coupon: { percent_off: number } } | null)?.coupon.percent_off ?? 0;
    const invoice: StripeObject = {
      id,
      object: 'invoice',
      customer: subscription.customer,
      status: 'paid',
      amount_paid: Math.round(((item?.price.unit_amount ?? 3900) * (100 - percentOff)) / 100),
      payment_intent_id: `pi_${token()}`,
      currency: 'usd',
      billing_reason: this.invoices.size === 0 ? 'subscription_create' : 'subscription_cycle',
      subscription: subscription.id,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
      created: now(),
    };
    this.invoices.set(id, invoice);
    subscription.latest_invoice = id;
    return invoice;
  }

  /** An event as Stripe sends it. */
  event(type: string, object: StripeObject): StripeObject {
    return {
      id: `evt_${token()}`,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: structuredClone(object) },
    };
  }

  /** The payload and `Stripe-Signature` header of an event. */
  sign(
    event: StripeObject,
    { secret = this.options.webhookSecret, timestamp = now() }: { secret?: string; timestamp?: number } = {},
  ): { payload: string; signature: string } {
    const payload = JSON.stringify(event);
    return { payload, signature: stripeStatic.webhooks.generateTestHeaderString({ payload, secret, timestamp }) };
  }

  /** POSTs a signed event to `url`, as Stripe's delivery does. */
  async deliver(
    url: string,
    event: StripeObject,
    options?: { secret?: string; timestamp?: number },
  ): Promise<Response> {
    const { payload, signature } = this.sign(event, options);
    return fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature, 'User-Agent': 'Stripe/1.0' },
      body: payload,
    });
  }

  private createSubscription(session: StripeObject): StripeObject {
    const id = `sub_${token()}`;
    const lineItems = (session.line_items_input ?? []) as Array<Record<string, unknown>>;
    // A configured price keeps its id; an inline one (price_data) gets one, as on Stripe.
    const price = typeof lineItems[0]?.price === 'string' ? lineItems[0].price : `price_${token()}`;
    const priceData = lineItems[0]?.price_data as
      { unit_amount?: string; recurring?: { interval?: string } } | undefined;
    const interval = priceData?.recurring?.interval;
    const coupon = this.coupons.get(
      String((session.discounts_input as Array<{ coupon?: string }> | null)?.[0]?.coupon ?? ''),
    );
    const periodEnd = now() + (interval === 'year' ? 365 : 30) * 86_400;
    const subscription: StripeObject = {
      id,
      object: 'subscription',
      customer: session.customer,
      status: 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      discount: coupon ? { object: 'discount', coupon } : null,
      latest_invoice: null,
      metadata: (session.subscription_data as { metadata?: unknown } | undefined)?.metadata ?? {},
      current_period_end: periodEnd,
      items: {
        object: 'list',
        data: [
          {
            id: `si_${token()}`,
            object: 'subscription_item',
            current_period_start: now(),
            current_period_end: periodEnd,
            price: {
              id: price,
              object: 'price',
              unit_amount: priceData?.unit_amount ? Number(priceData.unit_amount) : null,
              recurring: { interval: interval ?? 'month' },
            },
          },
        ],
      },
      created: now(),
    };
    this.subscriptions.set(id, subscription);
    return subscription;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = req.method ?? 'GET';
    const raw = await new Promise<string>((resolve) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => resolve(body));
    });
    const body = parseForm(raw);
    const idempotencyKey = header(req.headers['idempotency-key']);
    this.requests.push({ method, path: url.pathname, idempotencyKey, body });

    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${token()}` });
      res.end(JSON.stringify(payload));
    };
    const error = (status: number, type: string, message: string, code?: string) =>
      send(status, { error: { type, message, ...(code ? { code } : {}) } });

    const key = /^Bearer (.+)$/.exec(header(req.headers.authorization) ?? '')?.[1];
    if (this.options.apiKey && key !== this.options.apiKey) {
      return error(401, 'invalid_request_error', `Invalid API Key provided: ${key ?? ''}`);
    }
    if (method === 'POST' && idempotencyKey) {
      const replay = this.idempotent.get(`${url.pathname} ${idempotencyKey}`);
      if (replay) return send(replay.status, replay.body);
    }
    const remember = (status: number, payload: unknown) => {
      if (method === 'POST' && idempotencyKey)
        this.idempotent.set(`${url.pathname} ${idempotencyKey}`, { status, body: payload });
      send(status, payload);
    };

    const path = url.pathname;
    if (method === 'POST' && path === '/v1/customers') {
      const customer: StripeObject = {
        id: `cus_${token()}`,
        object: 'customer',
        email: body.email ?? null,
        metadata: body.metadata ?? {},
        created: now(),
      };
      this.customers.set(customer.id, customer);
      return remember(200, customer);
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const lineItems = (body.line_items ?? []) as Array<Record<string, unknown>>;
      if (lineItems.length === 0)
        return error(400, 'invalid_request_error', 'Missing required param: line_items.', 'parameter_missing');
      const mode = String(body.mode ?? 'payment');
      const amount = lineItems.reduce((sum, item) => {
        const data = item.price_data as { unit_amount?: string } | undefined;
        return sum + Number(data?.unit_amount ?? 0) * Number(item.quantity ?? 1);
      }, 0);
      const discounts = (body.discounts ?? null) as Array<{ coupon?: string }> | null;
      const coupon = discounts?.[0]?.coupon ? this.coupons.get(discounts[0].coupon) : undefined;
      if (discounts?.[0]?.coupon && !coupon) {
        return error(400, 'invalid_request_error', `No such coupon: '${discounts[0].coupon}'`, 'resource_missing');
      }
      const id = `cs_test_${token()}`;
      const session: StripeObject = {
        id,
        object: 'checkout.session',
        mode,
        status: 'open',
        payment_status: 'unpaid',
        customer: body.customer ?? null,
        customer_email: body.customer_email ?? null,
        client_reference_id: body.client_reference_id ?? null,
        metadata: body.metadata ?? {},
        subscription: null,
        amount_total: coupon ? Math.round((amount * (100 - Number(coupon.percent_off))) / 100) : amount,
        total_details: {
          amount_discount: coupon ? amount - Math.round((amount * (100 - Number(coupon.percent_off))) / 100) : 0,
        },
        currency: 'usd',
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        url: `https://checkout.stripe.test/c/pay/${id}`,
        created: now(),
        expires_at: now() + 86_400,
        line_items_input: lineItems,
        subscription_data: body.subscription_data ?? null,
        discounts_input: discounts,
      };
      this.sessions.set(id, session);
      return remember(200, publicSession(session));
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && sessionMatch) {
      const session = this.sessions.get(sessionMatch[1]!);
      return session
        ? send(200, publicSession(session))
        : error(404, 'invalid_request_error', `No such checkout.session: '${sessionMatch[1]}'`, 'resource_missing');
    }
    const subscriptionMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (method === 'GET' && subscriptionMatch) {
      const subscription = this.subscriptions.get(subscriptionMatch[1]!);
      return subscription
        ? send(200, subscription)
        : error(404, 'invalid_request_error', `No such subscription: '${subscriptionMatch[1]}'`, 'resource_missing');
    }
    if (method === 'DELETE' && subscriptionMatch) {
      const subscription = this.subscriptions.get(subscriptionMatch[1]!);
      if (!subscription)
        return error(
          404,
          'invalid_request_error',
          `No such subscription: '${subscriptionMatch[1]}'`,
          'resource_missing',
        );
      if (subscription.status === 'canceled') {
        return error(
          400,
          'invalid_request_error',
          'This subscription has already been canceled.',
          'subscription_canceled',
        );
      }
      Object.assign(subscription, {
        status: 'canceled',
        canceled_at: now(),
        cancel_at_period_end: false,
        cancel_at: null,
      });
      return send(200, subscription);
    }
    const couponMatch = /^\/v1\/coupons\/([^/]+)$/.exec(path);
    if (method === 'GET' && couponMatch) {
      const coupon = this.coupons.get(couponMatch[1]!);
      return coupon
        ? send(200, coupon)
        : error(404, 'invalid_request_error', `No such coupon: '${couponMatch[1]}'`, 'resource_missing');
    }
    if (method === 'POST' && path === '/v1/coupons') {
      const id = String(body.id ?? `co_${token()}`);
      if (this.coupons.has(id))
        return error(400, 'invalid_request_error', 'Coupon already exists.', 'resource_already_exists');
      const coupon: StripeObject = {
        id,
        object: 'coupon',
        percent_off: Number(body.percent_off),
        duration: body.duration ?? 'once',
        name: body.name ?? null,
        valid: true,
        created: now(),
      };
      this.coupons.set(id, coupon);
      return remember(200, coupon);
    }
    if (method === 'GET' && path === '/v1/invoice_payments') {
      const invoice = this.invoices.get(url.searchParams.get('invoice') ?? '');
      const data = invoice
        ? [
            {
              id: `inpay_${invoice.id as string}`,
              object: 'invoice_payment',
              invoice: invoice.id,
              amount_paid: invoice.amount_paid,
              status: 'paid',
              payment: { type: 'payment_intent', payment_intent: invoice.payment_intent_id },
            },
          ]
        : [];
      return send(200, { object: 'list', data, has_more: false, url: '/v1/invoice_payments' });
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const invoice = [...this.invoices.values()].find((i) => i.payment_intent_id === body.payment_intent);
      if (!invoice)
        return error(
          400,
          'invalid_request_error',
          `No such payment_intent: '${String(body.payment_intent ?? '')}'`,
          'resource_missing',
        );
      if ([...this.refunds.values()].some((r) => r.payment_intent === body.payment_intent)) {
        return error(400, 'invalid_request_error', 'Charge has already been refunded.', 'charge_already_refunded');
      }
      const refund: StripeObject = {
        id: `re_${token()}`,
        object: 'refund',
        amount: invoice.amount_paid,
        payment_intent: body.payment_intent,
        status: 'succeeded',
        metadata: body.metadata ?? {},
        created: now(),
      };
      this.refunds.set(refund.id, refund);
      return remember(200, refund);
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (!body.customer || !this.customers.has(String(body.customer))) {
        return error(
          400,
          'invalid_request_error',
          `No such customer: '${String(body.customer ?? '')}'`,
          'resource_missing',
        );
      }
      const portal: StripeObject = {
        id: `bps_${token()}`,
        object: 'billing_portal.session',
        customer: body.customer,
        return_url: body.return_url ?? null,
        url: `https://billing.stripe.test/p/session/${token()}`,
        created: now(),
      };
      this.portalSessions.set(portal.id, portal);
      return remember(200, portal);
    }
    return error(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }
}

function publicSession(session: StripeObject): StripeObject {
  const { line_items_input: _items, subscription_data: _data, discounts_input: _discounts, ...rest } = session;
  return rest as StripeObject;
}

function token(): string {
  return randomBytes(12).toString('hex');
}

function now(): number {
  return Math.floor(Date.now() / 1000);
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Stripe's form encoding: `a[b][0][c]=d` into nested objects and arrays. */
export function parseForm(raw: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> | unknown[] = root;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      const nextIsIndex = /^\d+$/.test(parts[index + 1] ?? '');
      const container = node as Record<string, unknown>;
      if (last) container[part] = value;
      else {
        container[part] ??= nextIsIndex ? [] : {};
        node = container[part] as Record<string, unknown>;
      }
    });
  }
  return root;
}
