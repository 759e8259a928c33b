import type { CapabilityId } from '../../../../shared/capabilities';
import type { CapabilityPlan } from '../../../capabilities/plan';
import { catalogueName } from '../catalogue/integrations';
import { phrasebook } from '../phrasebooks';
import { kebabCase } from '../text';
import type { CompositionModel } from './types';

/**
 * Where the code calls each integration: which module, endpoint or job, on the server or in the
 * client. Secrets and webhooks belong on the server; SDKs that draw on screen (maps, store billing,
 * video) run in the client with what the server mints for them.
 */

export type CallSite = 'server' | 'client' | 'both';

export interface IntegrationCall {
  name: string;
  purpose: string;
  calledFrom: string;
  site: CallSite;
}

export interface CallContext {
  backend: boolean;
  mobile: boolean;
  extension: boolean;
  /** Where server modules live: "lib/server" (beside Next.js route handlers) or "server" (Hono). */
  serverDir: string;
  /** Endpoints are Next.js route handlers under app/api. */
  routeHandlers: boolean;
  /** Where client code lives: "lib" or "src/lib". */
  clientDir: string;
  /** Digital goods go through the stores' billing: a payments integration is called as store billing. */
  storeBilling: boolean;
}

export type CallKind =
  | 'payments'
  | 'payouts'
  | 'store-billing'
  | 'email'
  | 'sms'
  | 'messenger'
  | 'push'
  | 'maps'
  | 'calendar'
  | 'llm'
  | 'video'
  | 'files'
  | 'analytics'
  | 'bank'
  | 'sign-in'
  | 'device'
  | 'ads'
  | 'sync';

const byKey: Record<string, CallKind> = {
  stripe: 'payments',
  stripe_connect: 'payouts',
  revenuecat: 'store-billing',
  email: 'email',
  sms: 'sms',
  push: 'push',
  maps: 'maps',
  calendar: 'calendar',
  openai: 'llm',
  video: 'video',
  storage: 'files',
  analytics: 'analytics',
  plaid: 'bank',
  oauth: 'sign-in',
  slack: 'messenger',
  github: 'sync',
  shipping: 'sync',
};

/** Integrations the lexicon does not name, recognised by their words. */
const byWords: ReadonlyArray<readonly [RegExp, CallKind]> = [
  [/in-app|app store|google play billing|storekit|paywall/i, 'store-billing'],
  [/telegram|whatsapp|discord|slack|viber|messenger|bot\b/i, 'messenger'],
  [/push/i, 'push'],
  [/\bmaps?\b|gps|geoloc|location|карт/i, 'maps'],
  [/video|zoom|webrtc|видео/i, 'video'],
  [/\bllm\b|\bai\b|gpt|claude|openai|gemini|model|нейросет/i, 'llm'],
  [/payment|checkout|yookassa|юkassa|cloudpayments|paypal|оплат/i, 'payments'],
  [/e-?mail|почт/i, 'email'],
  [/\bsms\b|смс/i, 'sms'],
  [/calendar|календар/i, 'calendar'],
  [/storage|upload|file|s3|файл/i, 'files'],
  [/analytics|posthog|mixpanel|amplitude|аналитик/i, 'analytics'],
  [/sign[- ]?in|oauth|sso|login|госуслуг|gosuslugi/i, 'sign-in'],
  [/qr|barcode|scan|camera|ocr|speech|voice|health|healthkit|bluetooth|nfc/i, 'device'],
  [/admob|\bads?\b|advert/i, 'ads'],
];

function kindOf(integration: { key: string; name: string; purpose: string }): CallKind {
  const known = byKey[integration.key];
  if (known) return known;
  // A Russian brief's capability ("Видеосвязь") is known by the catalogue's name, as in an English brief.
  const name = catalogueName(integration.name);
  const words = `${name} ${integration.purpose}`;
  return (
    byWords.find(([pattern]) => pattern.test(name))?.[1] ??
    byWords.find(([pattern]) => pattern.test(words))?.[1] ??
    'sync'
  );
}

/** The capability whose on-device plan does a kind of service's work with a library of its own (a map SDK, local notifications). */
const sameWork: Partial<Record<CallKind, CapabilityId>> = { maps: 'maps', push: 'notify' };

/** Services that reach a person from a server (a push provider, SMS, email, a bot): a device alone never calls them. */
const fromServer: ReadonlySet<CallKind> = new Set(['push', 'sms', 'email', 'messenger']);

/**
 * Whether a feature's on-device plan does the integration's work instead of calling it (ADR 0041):
 * its own choices already do the same thing (the plan's map library, local notifications), or the
 * service is one a server sends through, which a feature with no server never calls.
 */
export function doneOnDevice(integration: { key: string; name: string; purpose: string }, plan: CapabilityPlan | undefined): boolean {
  if (!plan?.onDevice) return false;
  const kind = kindOf(integration);
  return sameWork[kind] === plan.id || fromServer.has(kind);
}

/** Whether the service stores or carries the product's records (so it needs a BAA, a DPA...). */
export function carriesData(integration: { key: string; name: string; purpose: string }): boolean {
  return !['maps', 'analytics', 'ads', 'device', 'sign-in'].includes(kindOf(integration));
}

/** Whether the service takes payments (HIPAA's payment-processing exemption, PCI DSS scope). */
export function takesPayments(integration: { key: string; name: string; purpose: string }): boolean {
  return ['payments', 'payouts', 'store-billing'].includes(kindOf(integration));
}

/** Where an integration is called and which features use it, in one language. */
export interface CallPhrases {
  /** `english` is the composer's sentence, which the English phrasebook keeps as it is. */
  calledFrom(kind: CallKind, name: string, slug: string, ctx: CallContext, english: string): string;
  usedBy(ids: readonly string[]): string;
  /** An integration the features' on-device plans do themselves: what the device does instead, never a call. */
  onDevice(name: string, ids: readonly string[], choices: readonly string[]): string;
}

/** Each integration of the model with where it is called, naming the features that use it. */
export function integrationCalls(model: CompositionModel, ctx: CallContext): IntegrationCall[] {
  return model.integrations.map((integration) => {
    const users = model.features.filter((f) => f.integration === integration.key).map((f) => f.id);
    const t = phrasebook(model.language).calls;
    if (integration.onDevice) {
      const doers = model.features.filter((f) => integration.onDevice!.includes(f.id));
      const choices = doers.flatMap((f) => f.plan?.choices.slice(0, 1).map((c) => c.choice) ?? []);
      return { name: integration.name, purpose: integration.purpose, calledFrom: t.onDevice(integration.name, integration.onDevice, choices), site: 'client' };
    }
    const kind = kindOf(integration);
    const billing = kind === 'payments' && ctx.storeBilling ? 'store-billing' : kind;
    const { text, site } = callSite(billing, integration.name, ctx);
    // The side it runs on is decided once; a brief in another language only says it in its own.
    const calledFrom = `${t.calledFrom(billing, integration.name, slugOf(integration.name), ctx, text)}${t.usedBy(users)}`;
    return { name: integration.name, purpose: integration.purpose, calledFrom, site };
  });
}

/** The module name of an integration: the catalogue's name, so it is the same in every language. */
const slugOf = (name: string) => kebabCase(catalogueName(name)) || 'service';

function callSite(kind: CallKind, name: string, ctx: CallContext): { text: string; site: CallSite } {
  const slug = slugOf(name);
  const server = ctx.serverDir;
  const client = ctx.clientDir;
  const api = (path: string) => `${ctx.routeHandlers ? 'the route handler of ' : ''}${path}`;
  const worker = ctx.extension ? 'the background service worker (entrypoints/background.ts)' : undefined;
  const onClient = (text: string) => ({ text: `Client: ${text}`, site: 'client' as const });
  const onServer = (text: string) => ({ text: `Server: ${text}`, site: 'server' as const });
  const both = (text: string) => ({ text, site: 'both' as const });
  if (!ctx.backend) {
    switch (kind) {
      case 'store-billing':
        return onClient(
          `the RevenueCat SDK in ${client}/purchases.ts shows the paywall, buys through StoreKit and Google Play Billing and reads entitlements on the device`,
        );
      case 'maps':
        return onClient(
          `the map component renders the maps SDK with a public, URL-restricted token; no server is involved`,
        );
      case 'analytics':
        return onClient(
          `${client}/analytics.ts initialises the SDK once and sends events named after feature ids, with no personal data`,
        );
      case 'device':
        return onClient(`${client}/${slug}.ts wraps the device capability behind one function the screens call`);
      case 'ads':
        return onClient(`the ads SDK is initialised at start-up in ${client}/ads.ts and shown only between sessions`);
      default:
        return onClient(
          `${worker ?? `${client}/${slug}.ts`} calls it directly with no secret key (public endpoints or a key the user enters)`,
        );
    }
  }
  switch (kind) {
    case 'payments':
      return both(
        `Server: ${api(`POST /api/checkout`)} creates the hosted checkout session (${server}/payments.ts) and ${api('POST /api/webhooks/payments')} verifies the signature and marks the order paid; the client only redirects to the hosted page`,
      );
    case 'payouts':
      return onServer(
        `${server}/payouts.ts onboards each seller to a connected account and splits every payment; ${api('POST /api/webhooks/payments')} records transfers and payouts`,
      );
    case 'store-billing':
      return both(
        `Client: the RevenueCat SDK (${client}/purchases.ts) shows the paywall and buys through StoreKit and Google Play Billing; Server: ${api('POST /api/webhooks/store-billing')} updates the player’s entitlements from verified store events`,
      );
    case 'email':
      return onServer(
        `a background job (${server}/jobs/send-email.ts) queued by the endpoint that triggers it sends the template through the provider’s API; never from the client`,
      );
    case 'sms':
      return onServer(
        `a scheduled job (${server}/jobs/send-sms.ts) sends the messages; ${api('POST /api/webhooks/sms')} receives replies after checking the provider’s signature`,
      );
    case 'messenger':
      return onServer(
        `the bot module ${server}/integrations/${slug}.ts sends messages from a scheduled job with the bot token from the environment; ${api(`POST /api/webhooks/${slug}`)} receives replies and links a chat to an account`,
      );
    case 'push':
      return both(
        ctx.extension
          ? `Client: the background service worker shows chrome.notifications; Server: a job sends the events it polls for`
          : `Client: ${client}/notifications.ts asks permission and registers the device token with ${api('POST /api/push-tokens')}; Server: a job (${server}/jobs/send-push.ts) sends through the push service with no sensitive text in the notification`,
      );
    case 'maps':
      return both(
        `Client: the maps SDK renders in the map component with a public, URL-restricted token; Server: ${api('GET /api/geocode')} proxies address search and distance so the secret key stays on the server`,
      );
    case 'calendar':
      return onServer(
        `${server}/integrations/calendar.ts keeps each user’s OAuth tokens encrypted and a sync job pushes changes to the calendar API; ${api('POST /api/webhooks/calendar')} receives change notifications`,
      );
    case 'llm':
      return onServer(
        `${server}/ai.ts is the only place that calls the model, from the feature’s endpoint, streaming the answer to the client; the key never reaches the client and token use is logged per user`,
      );
    case 'video':
      return both(
        `Server: ${api('POST /api/sessions/:id/video-token')} checks that the caller belongs to the session and mints a short-lived room token; Client: the video SDK joins the room with that token`,
      );
    case 'files':
      return both(
        `Server: ${api('POST /api/uploads')} checks the file type and size and returns a signed upload URL; Client: uploads straight to the bucket, and files are served through short-lived signed URLs`,
      );
    case 'analytics':
      return onClient(
        `${client}/analytics.ts initialises the SDK once and sends events named after feature ids, with no personal data in their properties`,
      );
    case 'bank':
      return both(
        `Server: ${api('POST /api/bank/link-token')} creates the link token and exchanges the public token; a sync job imports transactions and ${api('POST /api/webhooks/bank')} receives updates; Client: opens the bank-connection widget`,
      );
    case 'sign-in':
      return onServer(
        `the auth module handles the redirect and the callback (${api('/api/auth/callback')}); the client only starts the flow`,
      );
    case 'device':
      return onClient(
        `${client}/${slug}.ts wraps the device capability behind one function the screens call; results are sent to the API like any other input`,
      );
    case 'ads':
      return onClient(
        `the ads SDK is initialised at start-up in ${client}/ads.ts; no ads in flows for children or paying users`,
      );
    default:
      // An extension meets a named site in the page itself, not through its API.
      return ctx.extension
        ? onClient(
            `the content script (entrypoints/content.ts) runs only on ${name}’s pages, with a host permission for that site alone, and reads or changes the page; ${worker} stores the results and syncs them to the API`,
          )
        : onServer(
            `the adapter ${server}/integrations/${slug}.ts, called from a background sync job with retries; incoming events at ${api(`POST /api/webhooks/${slug}`)}`,
          );
  }
}
