import path from 'node:path';
import { OpenAPIHono } from '@hono/zod-openapi';
import { requestId } from 'hono/request-id';
import { attachAccountCache, followAccountChanges } from './auth/account-cache';
import { apiTokenAuth } from './auth/api-token-auth';
import { createAuth } from './auth/auth';
import { authLimitRules, createAuthLimits } from './auth/auth-limits';
import { authRoutes } from './auth/auth.routes';
import { authSecret } from './auth/secret';
import { refuseApiToken } from './auth/session';
import type { Database } from './db/client';
import { analyticsConfig, analyticsOrigins, captchaWidget, publicConfig, type Env } from './env';
import { apiDocsRoutes } from './http/api-docs';
import { AppError } from './http/app-error';
import { clientIp, type AppEnv } from './http/context';
import { compressJson } from './http/compression';
import { errorHandler } from './http/error-handler';
import { securitySchemes } from './http/openapi';
import { sameOriginMutations } from './http/origin-check';
import { devPathPrefixes, localClientsOnly } from './http/local-clients-only';
import { jsonBodiesOnly, limitBodySize, refuseControlCharacters } from './http/request-guards';
import { requestLogger } from './http/request-logger';
import { securityHeaders } from './http/security-headers';
import { seoRoutes } from './http/seo';
import { spaRoutes } from './http/spa';
import { validationError } from './http/validation';
import { ErrorReporter, SERVER_CRASH_REPORTS } from './lib/error-reporter';
import { createAppMetrics } from './metrics/app-metrics';
import { metricsRoutes } from './metrics/metrics.routes';
import { RateLimit } from './lib/rate-limit';
import type { SentryClient } from './lib/sentry';
import type { Logger } from './logger';
import { createMailer, type Mailer } from './mail/mailer';
import { adminRoutes } from './modules/admin/admin.routes';
import { apiTokenRoutes } from './modules/api-tokens/api-tokens.routes';
import { billingRoutes, testCheckoutRoutes } from './modules/billing/billing.routes';
import { cancelSubscriptionsOf, type BillingDeps } from './modules/billing/billing.service';
import { createPaymentProvider } from './billing/create-provider';
import type { PaymentProvider } from './billing/payment-provider';
import type { TestCheckoutProvider } from './billing/test-provider';
import { cliDownloadRoutes } from './modules/cli-download/cli-download.routes';
import { defaultCliDir } from './modules/cli-download/cli-download.service';
import { clientErrorRoutes } from './modules/client-errors/client-errors.routes';
import { devMailboxRoutes } from './modules/dev-mailbox/dev-mailbox.routes';
import type { KitRuntime } from './jobs/kit-runtime';
import { briefRoutes } from './modules/briefs/briefs.routes';
import { evaluationRoutes } from './modules/evaluations/evaluations.routes';
import { VisitorCookies } from './modules/evaluations/visitor-cookie';
import { healthRoutes } from './modules/health/health.routes';
import { marketingRoutes } from './modules/marketing/marketing.routes';
import { pricingRoutes } from './modules/pricing/pricing.routes';
import { projectRoutes } from './modules/projects/projects.routes';
import { customDocumentRoutes } from './modules/custom-documents/custom-documents.routes';
import { questionRoutes } from './modules/questions/questions.routes';
import { meRoutes } from './modules/me/me.routes';
import { roadmapRoutes } from './modules/roadmap/roadmap.routes';
import { codeAnalysisRoutes } from './modules/code-analysis/code-analysis.routes';
import { taskRoutes } from './modules/tasks/tasks.routes';
import { templateRoutes } from './modules/templates/templates.routes';
import { teamRoutes } from './modules/teams/teams.routes';
import { serverVersionHeader } from '../shared/cli-distribution';
import { version as packageVersion } from './version';

export interface AppDeps {
  env: Env;
  database: Database;
  logger: Logger;
  sentry?: SentryClient;
  /** Defaults to SMTP when SMTP_URL is set, else the outbox table. */
  mailer?: Mailer;
  /** The kit's queue, model and notifications; without it the project and evaluation API is absent. */
  kit?: KitRuntime;
  /** Defaults to Stripe when STRIPE_SECRET_KEY is set, else the built-in test checkout. */
  payments?: PaymentProvider;
  /** The built client (default `dist/client`). */
  clientDir?: string;
  /** The packed CLI (default `dist/cli`). */
  cliDir?: string;
  /** The version the server states and whose CLI it hands out (default package.json's; tests pretend a newer server). */
  version?: string;
  /** Mounts extra routes ahead of the API's 404 (tests use it to provoke failures). */
  extend?: (app: OpenAPIHono<AppEnv>) => void;
}

export const defaultClientDir = path.resolve('dist/client');

export function createApp(deps: AppDeps) {
  const { env, database, logger } = deps;
  const version = deps.version ?? packageVersion;
  const reporter = new ErrorReporter(database.db, logger, deps.sentry, new RateLimit(database.db, SERVER_CRASH_REPORTS));
  const appOrigin = new URL(env.APP_URL).origin;
  const mailer = deps.mailer ?? createMailer({ smtpUrl: env.SMTP_URL, from: env.EMAIL_FROM, db: database.db });
  const secret = authSecret(env);
  const visitors = new VisitorCookies(secret, appOrigin.startsWith('https:'));
  const payments = deps.payments ?? createPaymentProvider(env, database.db);
  const billing: BillingDeps = {
    db: database.db,
    provider: payments,
    appUrl: env.APP_URL,
    providerPriceIds: env.STRIPE_PRICE_IDS,
    logger,
  };
  const beforeDeleteUser = (userId: string) => cancelSubscriptionsOf(billing, userId);
  const auth = createAuth({ env, db: database.db, mailer, logger, secret, visitors, beforeDeleteUser });
  // Sessions and profiles are held in memory only where every change is heard before the next
  // request is served: the embedded database's one process (ADR 0031).
  if (deps.kit && database.kind === 'pglite') attachAccountCache(auth, followAccountChanges(deps.kit.notifications));
  const sentryOrigin = env.SENTRY_DSN ? [new URL(env.SENTRY_DSN).origin] : [];

  const app = new OpenAPIHono<AppEnv>({
    // Invalid input answers with the first problem's message (the wording lives in the schemas).
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error);
    },
  });

  const metrics = createAppMetrics({ queue: deps.kit?.deps.queue, logger });
  // An id a caller (a proxy, another service) sends is kept when it is a short plain token, so one
  // request can be followed across services; anything else is replaced by a fresh UUID.
  app.use('*', requestId({ limitLength: 64 }));
  app.use('*', metrics.timeRequests);
  app.use('*', requestLogger(logger));
  const captcha = captchaWidget(env);
  const analytics = analyticsOrigins(analyticsConfig(env));
  app.use(
    '*',
    securityHeaders({
      extraConnectSrc: [...sentryOrigin, ...analytics.connect],
      widgetOrigins: captcha ? [new URL(captcha.scriptUrl).origin] : [],
      extraScriptSrc: analytics.script,
      extraImgSrc: analytics.img,
      production: env.NODE_ENV === 'production',
    }),
  );
  // Development pages hold live sign-in links and fake payments: this machine's own browser only,
  // whoever mounts them and whatever NODE_ENV says.
  for (const prefix of devPathPrefixes) app.use(`${prefix}/*`, localClientsOnly);
  // The CLI compares it with its own and says when it is older (ADR 0052).
  app.use('/api/*', async (c, next) => {
    await next();
    c.header(serverVersionHeader, version);
  });
  app.use('/api/*', compressJson());
  app.use('/api/*', jsonBodiesOnly);
  app.use('/api/*', limitBodySize(env.MAX_BODY_BYTES));
  app.use('/api/*', sameOriginMutations(appOrigin));
  app.use('/api/*', refuseControlCharacters({ rawTextPaths: ['/api/client-errors'] }));
  const authLimits = createAuthLimits(database.db);
  app.use(
    '/api/*',
    apiTokenAuth({
      db: database.db,
      limit: new RateLimit(database.db, { name: 'api-token', points: env.API_TOKEN_RATE_LIMIT, durationSeconds: 60 }),
      badTokens: { shared: authLimits.badApiToken, local: RateLimit.inMemory(authLimitRules.badApiToken) },
      address: (c) => clientIp(c, env),
    }),
  );
  // better-auth's endpoints serve browsers: a token would otherwise pass as a signed-out request.
  app.use('/api/auth/*', async (c, next) => {
    refuseApiToken(c);
    await next();
  });

  app.route('/api', healthRoutes(database, logger, deps.kit?.deps.queue));
  app.route('/', metricsRoutes(metrics, env.METRICS_TOKEN));
  app.route('/', authRoutes({ auth, limits: authLimits, env }));
  app.route('/api', meRoutes({ auth, db: database.db }));
  app.route('/api', apiTokenRoutes({ auth, db: database.db }));
  app.route('/api', adminRoutes({ auth, db: database.db, prices: env.AI_PRICES }));
  app.route('/api', templateRoutes({ db: database.db }));
  app.route('/api', pricingRoutes());
  app.route('/api', marketingRoutes({ db: database.db, env, mailer }));
  app.route(
    '/api',
    clientErrorRoutes({
      env,
      reporter,
      limit: new RateLimit(database.db, { name: 'client-errors', points: 30, durationSeconds: 5 * 60 }),
    }),
  );

  if (deps.kit) {
    const { deps: kit, notifications } = deps.kit;
    app.route('/api', projectRoutes({ auth, kit, notifications, accessCheckMs: env.STREAM_ACCESS_CHECK_MS }));
    app.route('/api', customDocumentRoutes({ auth, kit }));
    app.route('/api', questionRoutes({ auth, kit, accessCheckMs: env.STREAM_ACCESS_CHECK_MS }));
    app.route('/api', briefRoutes({ auth, db: kit.db, model: kit.model }));
    app.route('/api', taskRoutes({ auth, db: kit.db }));
    app.route('/api', roadmapRoutes({ auth, db: kit.db }));
    app.route('/api', codeAnalysisRoutes({ auth, db: kit.db }));
    app.route('/api', evaluationRoutes({ auth, env, visitors, db: database.db, model: kit.model, timeoutMs: env.AI_TIMEOUT_MS }));
  }

  app.route('/api', teamRoutes({ auth, db: database.db, mailer, appUrl: env.APP_URL }));
  app.route('/api', billingRoutes({ auth, billing }));
  if (env.NODE_ENV !== 'production') {
    app.route('/', devMailboxRoutes(database.db));
    if (payments.name === 'test') app.route('/', testCheckoutRoutes({ provider: payments as TestCheckoutProvider, billing }));
  }
  deps.extend?.(app);

  for (const [name, scheme] of Object.entries(securitySchemes)) app.openAPIRegistry.registerComponent('securitySchemes', name, scheme);
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Specforge API', version },
  });

  app.route('/', apiDocsRoutes());

  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND', 'No API endpoint matches this path.');
  });
  app.route('/', cliDownloadRoutes({ dir: deps.cliDir ?? defaultCliDir, version }));
  app.route('/', seoRoutes(env.APP_URL));
  app.route(
    '/',
    spaRoutes(deps.clientDir ?? defaultClientDir, publicConfig(env), env.APP_URL, { sourceMaps: env.NODE_ENV !== 'production' }),
  );

  app.notFound((c) => c.json(new AppError('NOT_FOUND').toBody(), 404));
  app.onError(errorHandler(reporter, (c) => clientIp(c, env)));
  return app;
}

export type App = ReturnType<typeof createApp>;
