import { z } from 'zod';
import { PRODUCTION_SCRYPT_LOG_N } from './auth/password';

/**
 * Every setting Specforge reads, validated once at start-up. Nothing else reads `process.env`:
 * code receives an `Env` (tests build their own with `parseEnv`).
 */
/** An unset or empty variable is absent. */
const blankAsUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalUrl = z.preprocess(blankAsUndefined, z.url().optional());

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .default('0')
  .transform((v) => v === '1' || v === 'true');

const aiProviders = ['offline', 'openai', 'anthropic', 'openai-compatible'] as const;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** This machine only by default: set it (e.g. 0.0.0.0) to serve other machines. */
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Public origin of the app, used in links in emails and redirects. Defaults to http://localhost:PORT. */
  APP_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    message: 'must be a postgres:// or postgresql:// URL',
  }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Requests one API token may make per minute (each token has its own count). */
  API_TOKEN_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(600),
  /** How often an open stream (project events, a streamed answer) judges its caller again, in milliseconds (ADR 0036). */
  STREAM_ACCESS_CHECK_MS: z.coerce.number().int().min(50).max(300_000).default(30_000),
  /**
   * Password hashing's scrypt work factor (log2 N). Only test runs, which make hundreds of accounts,
   * lower it (ADR 0032); production refuses anything under OWASP's 17.
   */
  SCRYPT_LOG_N: z.coerce.number().int().min(10).max(20).default(PRODUCTION_SCRYPT_LOG_N),
  /** Largest request body accepted, in bytes. */
  MAX_BODY_BYTES: z.coerce.number().int().positive().default(1024 * 1024),
  /**
   * How many proxies of yours stand in front of the app: the client address is the one the outermost
   * of them appended to X-Forwarded-For. 0 reads the socket. `true`/`false` read as 1/0.
   */
  TRUST_PROXY: z.preprocess(
    (v) => (v === undefined || v === '' || v === 'false' ? '0' : v === 'true' ? '1' : v),
    z.string().regex(/^\d{1,2}$/, 'must be the number of proxies in front of the app (0 for none)').transform(Number),
  ),
  SENTRY_DSN: optionalUrl,
  SENTRY_ENVIRONMENT: z.preprocess(blankAsUndefined, z.string().optional()),
  /** Signs sessions and tokens; at least 32 characters. Outside production a random one is kept in DATA_DIR. */
  AUTH_SECRET: z.preprocess(blankAsUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  /** Comma-separated emails whose accounts get the admin role when created (bootstraps the first admin). */
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((e) => e.trim().toLowerCase()).filter(Boolean)),
  /** Refuse new accounts: sign-ups can be switched off on the server. */
  SIGNUPS_DISABLED: flag,
  /** GitHub sign-in appears when both are set. */
  GITHUB_CLIENT_ID: z.preprocess(blankAsUndefined, z.string().optional()),
  GITHUB_CLIENT_SECRET: z.preprocess(blankAsUndefined, z.string().optional()),
  /** Where GitHub's OAuth pages and API live (tests point these at a local stand-in). */
  GITHUB_OAUTH_URL: z.preprocess(blankAsUndefined, z.url().default('https://github.com')),
  GITHUB_API_URL: z.preprocess(blankAsUndefined, z.url().default('https://api.github.com')),
  /** Captcha on login, sign-up and forgot-password. */
  CAPTCHA_PROVIDER: z.enum(['none', 'turnstile', 'hcaptcha']).default('none'),
  CAPTCHA_SITE_KEY: z.preprocess(blankAsUndefined, z.string().optional()),
  CAPTCHA_SECRET_KEY: z.preprocess(blankAsUndefined, z.string().optional()),
  /** Overrides of the provider's verify endpoint and widget script (tests use local stand-ins). */
  CAPTCHA_VERIFY_URL: optionalUrl,
  CAPTCHA_SCRIPT_URL: optionalUrl,
  /** Web analytics, loaded in the browser only after a visitor accepts analytics cookies. */
  ANALYTICS_PROVIDER: z.preprocess(blankAsUndefined, z.enum(['none', 'plausible', 'google']).default('none')),
  /** Plausible: the site's domain (default: APP_URL's host). Google Analytics: the GA4 measurement id (`G-…`). */
  ANALYTICS_SITE_ID: z.preprocess(blankAsUndefined, z.string().max(200).optional()),
  /** Override of the provider's script URL (a self-hosted Plausible, a proxy; tests use a stand-in). */
  ANALYTICS_SCRIPT_URL: optionalUrl.refine((v) => v === undefined || /^https?:\/\//i.test(v), {
    message: 'must be an http:// or https:// URL',
  }),
  SMTP_URL: optionalUrl.refine((v) => v === undefined || /^smtps?:\/\//i.test(v), {
    message: 'must be an smtp:// or smtps:// URL',
  }),
  /** Sender of every email. */
  EMAIL_FROM: z.string().min(3).default('Specforge <no-reply@specforge.local>'),
  /** Where contact-form messages are emailed (with Reply-To set to the sender). */
  SUPPORT_EMAIL: z.preprocess(blankAsUndefined, z.email().default('support@specforge.local')),
  STRIPE_SECRET_KEY: z.preprocess(blankAsUndefined, z.string().optional()),
  /** Signs the webhooks Stripe sends to /api/webhooks/stripe (`whsec_…`; required with Stripe). */
  STRIPE_WEBHOOK_SECRET: z.preprocess(blankAsUndefined, z.string().optional()),
  /** Our price ids mapped to Stripe's, as JSON (`{"bundle_builder":"price_123"}`); unmapped prices are charged inline. */
  STRIPE_PRICE_IDS: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (!value) return {} as Record<string, string>;
        try {
          return z.record(z.string(), z.string()).parse(JSON.parse(value));
        } catch {
          ctx.addIssue({ code: 'custom', message: 'must be a JSON object of price ids' });
          return z.NEVER;
        }
      }),
  ),
  /** Where Stripe's API lives (tests point it at a stand-in), e.g. http://127.0.0.1:12111. */
  STRIPE_API_URL: optionalUrl,
  /**
   * Who writes the kits: an AI provider, or the offline engine (instant drafts, no network). Outside
   * production it defaults to offline; production names it, `offline` included, so no deployment sells
   * offline drafts unaware.
   */
  AI_PROVIDER: z.preprocess(blankAsUndefined, z.enum(aiProviders).optional()),
  AI_API_KEY: z.preprocess(blankAsUndefined, z.string().optional()),
  /** The model id, e.g. gpt-4.1-mini, claude-sonnet-4-5, llama3.1 (required for a provider). */
  AI_MODEL: z.preprocess(blankAsUndefined, z.string().optional()),
  /** The API's base URL: Ollama, vLLM, LM Studio, OpenRouter, or a proxy (required for openai-compatible). */
  AI_BASE_URL: optionalUrl,
  /**
   * A second provider that takes over a call when the main one fails for good or times out (optional;
   * the same meaning as the AI_* settings above, and the same timeout and retries).
   */
  AI_FALLBACK_PROVIDER: z.preprocess(blankAsUndefined, z.enum(['openai', 'anthropic', 'openai-compatible']).optional()),
  AI_FALLBACK_MODEL: z.preprocess(blankAsUndefined, z.string().optional()),
  AI_FALLBACK_API_KEY: z.preprocess(blankAsUndefined, z.string().optional()),
  AI_FALLBACK_BASE_URL: optionalUrl,
  /**
   * Prices per million tokens by model, as JSON (`{"gpt-4.1-mini":{"input":0.4,"output":1.6}}`), added to
   * (and overriding) the built-in table the admin page estimates costs with.
   */
  AI_PRICES: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (!value) return {} as Record<string, { input: number; output: number }>;
        try {
          const price = z.object({ input: z.number().min(0), output: z.number().min(0) });
          return z.record(z.string().min(1), price).parse(JSON.parse(value));
        } catch {
          ctx.addIssue({ code: 'custom', message: 'must be a JSON object of {"input": USD, "output": USD} per million tokens by model' });
          return z.NEVER;
        }
      }),
  ),
  /** Longest one AI call may take, in milliseconds. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(900_000).default(120_000),
  /** Retries of one AI call after a 429, a 5xx or malformed output. */
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
  /** Kit steps one process runs at once. */
  KIT_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(8),
  /** Retries of a failed kit step (with backoff) before its project is marked failed. */
  KIT_STEP_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  /** A step still running this long after it started is presumed lost with its process and retried. */
  KIT_STEP_EXPIRE_SECONDS: z.coerce.number().int().min(1).max(3600).default(600),
  /**
   * How often a worker renews the lease of each job it runs; a job whose lease went unrenewed for
   * three periods was left by a process that died and is taken back by any worker (ADR 0038).
   */
  JOB_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(60).default(5),
  /** Run the kit worker inside the web process (set 0 when `npm run worker` processes do the work). */
  WORKER_IN_WEB: z
    .enum(['0', '1', 'true', 'false', ''])
    .default('1')
    .transform((v) => v !== '0' && v !== 'false'),
  /**
   * Lets a scraper on another machine read /metrics with `Authorization: Bearer <token>` (this
   * machine's own clients need none). At least 16 characters, a header's characters only.
   */
  METRICS_TOKEN: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .min(16, 'must be at least 16 characters')
      .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
      .optional(),
  ),
  /** A worker process serves its own /metrics on this port (its kits, credits and tokens); unset: none. */
  METRICS_PORT: z.preprocess(blankAsUndefined, z.coerce.number().int().min(1).max(65535).optional()),
  /** Lets a production start run on the embedded database, outbox and test checkout (demos only). */
  ALLOW_EMBEDDED_IN_PRODUCTION: flag,
});

type ParsedEnv = z.infer<typeof envSchema>;
export type Env = Omit<ParsedEnv, 'AI_PROVIDER'> & { AI_PROVIDER: (typeof aiProviders)[number]; APP_URL: string };

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new EnvError(problems);
  }
  const problems: string[] = [];
  if (result.data.NODE_ENV === 'production' && !result.data.AI_PROVIDER) {
    problems.push(
      'AI_PROVIDER: required in production: openai, anthropic or openai-compatible (with AI_MODEL), ' +
        'or set AI_PROVIDER=offline to sell kits written by the offline engine on purpose',
    );
  }
  const env = { ...result.data, AI_PROVIDER: result.data.AI_PROVIDER ?? 'offline' };
  if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) problems.push('AUTH_SECRET: required in production');
  if (env.NODE_ENV === 'production' && env.SCRYPT_LOG_N < PRODUCTION_SCRYPT_LOG_N) {
    problems.push(`SCRYPT_LOG_N: at least ${PRODUCTION_SCRYPT_LOG_N} in production (lower values are for test runs)`);
  }
  if (env.CAPTCHA_PROVIDER !== 'none' && !env.CAPTCHA_SECRET_KEY) {
    problems.push('CAPTCHA_SECRET_KEY: required when CAPTCHA_PROVIDER is set');
  }
  if (env.ANALYTICS_PROVIDER === 'google' && !/^G-[A-Z0-9]+$/.test(env.ANALYTICS_SITE_ID ?? '')) {
    problems.push('ANALYTICS_SITE_ID: must be a GA4 measurement id (G-…) when ANALYTICS_PROVIDER is google');
  }
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    problems.push('STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set');
  }
  if (env.AI_PROVIDER !== 'offline') {
    if (!env.AI_MODEL) problems.push(`AI_MODEL: required when AI_PROVIDER is ${env.AI_PROVIDER}`);
    if (env.AI_PROVIDER === 'openai-compatible' && !env.AI_BASE_URL) {
      problems.push('AI_BASE_URL: required when AI_PROVIDER is openai-compatible');
    }
    if (env.AI_PROVIDER !== 'openai-compatible' && !env.AI_API_KEY) {
      problems.push(`AI_API_KEY: required when AI_PROVIDER is ${env.AI_PROVIDER}`);
    }
  }
  problems.push(...fallbackProblems(env));
  if (env.NODE_ENV === 'production' && !env.ALLOW_EMBEDDED_IN_PRODUCTION) {
    if (!env.DATABASE_URL) problems.push('DATABASE_URL: required in production (or set ALLOW_EMBEDDED_IN_PRODUCTION=1)');
    if (!env.SMTP_URL) problems.push('SMTP_URL: required in production (or set ALLOW_EMBEDDED_IN_PRODUCTION=1)');
    if (!env.STRIPE_SECRET_KEY) {
      problems.push('STRIPE_SECRET_KEY: required in production (or set ALLOW_EMBEDDED_IN_PRODUCTION=1)');
    }
  }
  if (problems.length > 0) throw new EnvError(problems);
  return { ...env, APP_URL: env.APP_URL ?? `http://localhost:${env.PORT}` };
}

/** The fallback provider's settings mirror the main ones', and need a main provider to fall back from. */
function fallbackProblems(env: Omit<Env, 'APP_URL'>): string[] {
  const provider = env.AI_FALLBACK_PROVIDER;
  if (!provider) {
    const stray = (['AI_FALLBACK_MODEL', 'AI_FALLBACK_API_KEY', 'AI_FALLBACK_BASE_URL'] as const).filter((key) => env[key]);
    return stray.map((key) => `${key}: set without AI_FALLBACK_PROVIDER`);
  }
  const problems: string[] = [];
  if (env.AI_PROVIDER === 'offline') {
    problems.push('AI_FALLBACK_PROVIDER: needs a main provider (AI_PROVIDER is offline)');
  }
  if (!env.AI_FALLBACK_MODEL) problems.push(`AI_FALLBACK_MODEL: required when AI_FALLBACK_PROVIDER is ${provider}`);
  if (provider === 'openai-compatible' && !env.AI_FALLBACK_BASE_URL) {
    problems.push('AI_FALLBACK_BASE_URL: required when AI_FALLBACK_PROVIDER is openai-compatible');
  }
  if (provider !== 'openai-compatible' && !env.AI_FALLBACK_API_KEY) {
    problems.push(`AI_FALLBACK_API_KEY: required when AI_FALLBACK_PROVIDER is ${provider}`);
  }
  return problems;
}

/** Whether HOST accepts connections from this machine only. */
export function listensOnLoopbackOnly(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** Settings that start but are probably a mistake, each as a sentence for the start-up log. */
export function configurationWarnings(env: Env): string[] {
  const warnings: string[] = [];
  if (env.NODE_ENV !== 'production' && !listensOnLoopbackOnly(env.HOST)) {
    warnings.push(
      `Development mode is listening on ${env.HOST}, reachable from other machines. Its pages for developers ` +
        '(/dev/mailbox with live sign-in and reset links, the test checkout) answer only this machine, but ' +
        'accounts, payments and email are stand-ins: set NODE_ENV=production to run a server for other people.',
    );
  }
  if (env.NODE_ENV === 'production' && env.AI_PROVIDER === 'offline') {
    warnings.push(
      'AI_PROVIDER=offline: every kit is written by the offline engine (instant drafts from the idea, no AI model), ' +
        'and each kit says so to its founder. Set AI_PROVIDER and AI_MODEL to have an AI provider write them.',
    );
  }
  if (env.NODE_ENV === 'production' && new URL(env.APP_URL).protocol === 'http:') {
    warnings.push(
      `APP_URL is ${env.APP_URL}: without https the session cookies are not Secure and travel in clear text. ` +
        'Serve the app over https and set APP_URL to its https:// address.',
    );
  }
  return warnings;
}

let cached: Env | undefined;

/** The process's settings, parsed on first use. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** The settings the browser may see, sent in a meta tag of index.html. Keep this list short. */
const captchaScripts = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
  hcaptcha: 'https://js.hcaptcha.com/1/api.js?render=explicit',
} as const;

/** The captcha widget the browser loads, or null when captcha is off. */
export function captchaWidget(env: Env) {
  if (env.CAPTCHA_PROVIDER === 'none') return null;
  return {
    provider: env.CAPTCHA_PROVIDER,
    siteKey: env.CAPTCHA_SITE_KEY ?? null,
    scriptUrl: env.CAPTCHA_SCRIPT_URL ?? captchaScripts[env.CAPTCHA_PROVIDER],
  };
}

const analyticsScripts = {
  // The manual variant: page views are sent by our router hook, so none is sent after a rejection.
  plausible: 'https://plausible.io/js/script.manual.js',
  google: 'https://www.googletagmanager.com/gtag/js',
} as const;

/** The analytics the browser may load once a visitor consents, or null when there is none. */
export function analyticsConfig(env: Env) {
  if (env.ANALYTICS_PROVIDER === 'none') return null;
  const provider = env.ANALYTICS_PROVIDER;
  const siteId = env.ANALYTICS_SITE_ID ?? new URL(env.APP_URL).hostname;
  const scriptUrl = new URL(env.ANALYTICS_SCRIPT_URL ?? analyticsScripts[provider]);
  if (provider === 'google' && !scriptUrl.searchParams.has('id')) scriptUrl.searchParams.set('id', siteId);
  return { provider, siteId, scriptUrl: scriptUrl.href };
}

/**
 * The origins the CSP opens for analytics: the script's own origin (Plausible posts its events
 * there too) and, for Google, the hosts gtag.js sends its hits to (Google's documented list).
 */
export function analyticsOrigins(analytics: ReturnType<typeof analyticsConfig>) {
  if (!analytics) return { script: [], connect: [], img: [] };
  const origin = new URL(analytics.scriptUrl).origin;
  if (analytics.provider === 'plausible') return { script: [origin], connect: [origin], img: [] };
  const google = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];
  return {
    script: [origin],
    connect: [...new Set([origin, ...google])],
    img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  };
}

export function publicConfig(env: Env) {
  return {
    captcha: captchaWidget(env),
    analytics: analyticsConfig(env),
    sentryDsn: env.SENTRY_DSN ?? null,
    environment: env.SENTRY_ENVIRONMENT ?? env.NODE_ENV,
    githubSignIn: Boolean(env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET),
    supportEmail: env.SUPPORT_EMAIL,
    /** The public origin (APP_URL's), which the token page's CLI command names: the browser may reach the app another way. */
    appOrigin: new URL(env.APP_URL).origin,
  };
}
export type PublicConfig = ReturnType<typeof publicConfig>;
