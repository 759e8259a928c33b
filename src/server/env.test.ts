import { describe, expect, it } from 'vitest';
import { analyticsConfig, analyticsOrigins, configurationWarnings, EnvError, parseEnv, publicConfig } from './env';

describe('parseEnv', () => {
  it('runs on the embedded defaults with nothing configured', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ NODE_ENV: 'development', PORT: 3000, DATA_DIR: './data', APP_URL: 'http://localhost:3000' });
    // This machine only, unless HOST says otherwise.
    expect(env.HOST).toBe('127.0.0.1');
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('emails contact messages to SUPPORT_EMAIL, support@specforge.local unless set', () => {
    expect(parseEnv({}).SUPPORT_EMAIL).toBe('support@specforge.local');
    expect(parseEnv({ SUPPORT_EMAIL: '' }).SUPPORT_EMAIL).toBe('support@specforge.local');
    expect(parseEnv({ SUPPORT_EMAIL: 'help@example.com' }).SUPPORT_EMAIL).toBe('help@example.com');
    expect(() => parseEnv({ SUPPORT_EMAIL: 'not an address' })).toThrow(/SUPPORT_EMAIL/);
  });

  it('reads TRUST_PROXY as the number of proxies in front of the app (true/false as 1/0)', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    for (const bad of ['yes', '-1', '1.5', '100']) expect(() => parseEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });

  it('takes a METRICS_TOKEN of 16+ header-safe characters, and a METRICS_PORT', () => {
    expect(parseEnv({}).METRICS_TOKEN).toBeUndefined();
    expect(parseEnv({ METRICS_TOKEN: '' }).METRICS_TOKEN).toBeUndefined();
    expect(parseEnv({ METRICS_TOKEN: 'scrape-0123456789' }).METRICS_TOKEN).toBe('scrape-0123456789');
    for (const bad of ['short', 'has a space 0123456789', 'ünicode-0123456789']) {
      expect(() => parseEnv({ METRICS_TOKEN: bad }), bad).toThrow(/METRICS_TOKEN/);
    }
    expect(parseEnv({}).METRICS_PORT).toBeUndefined();
    expect(parseEnv({ METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
    expect(() => parseEnv({ METRICS_PORT: '0' })).toThrow(/METRICS_PORT/);
  });

  it('treats empty variables as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', SENTRY_DSN: '  ' }).DATABASE_URL).toBeUndefined();
  });

  it('names every bad key at once', () => {
    let error: unknown;
    try {
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x/y', LOG_LEVEL: 'loud', SENTRY_DSN: 'not a url', SMTP_URL: 'http://mail' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const problems = (error as EnvError).problems.map((p) => p.split(':')[0]).sort();
    expect(problems).toEqual(['DATABASE_URL', 'LOG_LEVEL', 'PORT', 'SENTRY_DSN', 'SMTP_URL']);
    expect((error as EnvError).message).toContain('PORT');
  });

  it("hashes passwords at OWASP's work factor unless a test run lowers it, and refuses a lowered one in production", () => {
    expect(parseEnv({}).SCRYPT_LOG_N).toBe(17);
    expect(parseEnv({ NODE_ENV: 'test', SCRYPT_LOG_N: '12' }).SCRYPT_LOG_N).toBe(12);
    expect(() => parseEnv({ SCRYPT_LOG_N: '8' })).toThrow(/SCRYPT_LOG_N/);
    const production = { NODE_ENV: 'production', ALLOW_EMBEDDED_IN_PRODUCTION: '1', AUTH_SECRET: 'x'.repeat(32), AI_PROVIDER: 'offline' };
    expect(() => parseEnv({ ...production, SCRYPT_LOG_N: '12' })).toThrow(/SCRYPT_LOG_N: at least 17 in production/);
    expect(parseEnv({ ...production, SCRYPT_LOG_N: '18' }).SCRYPT_LOG_N).toBe(18);
  });

  it('refuses a production start on embedded parts unless explicitly allowed', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET[\s\S]*DATABASE_URL[\s\S]*SMTP_URL[\s\S]*STRIPE_SECRET_KEY/);
    const secret = 'x'.repeat(32);
    expect(() => parseEnv({ NODE_ENV: 'production', ALLOW_EMBEDDED_IN_PRODUCTION: '1' })).toThrow(/AUTH_SECRET/);
    expect(
      parseEnv({ NODE_ENV: 'production', ALLOW_EMBEDDED_IN_PRODUCTION: '1', AUTH_SECRET: secret, AI_PROVIDER: 'offline' }).NODE_ENV,
    ).toBe('production');
  });

  it('refuses a production start without an AI provider, demos included, unless offline is chosen on purpose', () => {
    const production = { NODE_ENV: 'production', ALLOW_EMBEDDED_IN_PRODUCTION: '1', AUTH_SECRET: 'x'.repeat(32) };
    for (const AI_PROVIDER of [undefined, '', '  ']) {
      const error = captureEnvError({ ...production, AI_PROVIDER });
      expect(error.problems).toEqual([
        'AI_PROVIDER: required in production: openai, anthropic or openai-compatible (with AI_MODEL), ' +
          'or set AI_PROVIDER=offline to sell kits written by the offline engine on purpose',
      ]);
    }
    expect(parseEnv({ ...production, AI_PROVIDER: 'offline' }).AI_PROVIDER).toBe('offline');
    const openai = parseEnv({ ...production, AI_PROVIDER: 'openai', AI_MODEL: 'gpt-4.1', AI_API_KEY: 'sk-test' });
    expect(openai.AI_PROVIDER).toBe('openai');
    // Outside production the offline engine stays the default: a clone runs with nothing configured.
    expect(parseEnv({}).AI_PROVIDER).toBe('offline');
    expect(parseEnv({ NODE_ENV: 'test' }).AI_PROVIDER).toBe('offline');
  });

  it('shares only the public settings with the browser', () => {
    const env = parseEnv({
      SENTRY_DSN: 'https://k@o1.ingest.example.com/1',
      STRIPE_SECRET_KEY: 'sk_test_secret',
      STRIPE_WEBHOOK_SECRET: 'whsec_secret',
    });
    expect(publicConfig(env)).toEqual({
      captcha: null,
      analytics: null,
      sentryDsn: 'https://k@o1.ingest.example.com/1',
      environment: 'development',
      githubSignIn: false,
      supportEmail: 'support@specforge.local',
      appOrigin: 'http://localhost:3000',
    });
    expect(publicConfig(parseEnv({ SUPPORT_EMAIL: 'help@example.com' })).supportEmail).toBe('help@example.com');
    expect(JSON.stringify(publicConfig(env))).not.toContain('sk_test');
    expect(JSON.stringify(publicConfig(env))).not.toContain('whsec');
  });

  it('needs the webhook secret with a Stripe key, and price ids as a JSON object', () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => parseEnv({ STRIPE_PRICE_IDS: 'price_1' })).toThrow(/STRIPE_PRICE_IDS/);
    expect(parseEnv({ STRIPE_PRICE_IDS: '{"bundle_builder":"price_123"}' }).STRIPE_PRICE_IDS).toEqual({ bundle_builder: 'price_123' });
  });

  it('has no analytics unless a provider is set', () => {
    expect(parseEnv({}).ANALYTICS_PROVIDER).toBe('none');
    expect(parseEnv({ ANALYTICS_PROVIDER: '' }).ANALYTICS_PROVIDER).toBe('none');
    expect(analyticsConfig(parseEnv({ ANALYTICS_SITE_ID: 'example.com' }))).toBeNull();
    expect(() => parseEnv({ ANALYTICS_PROVIDER: 'matomo' })).toThrow(/ANALYTICS_PROVIDER/);
  });

  it('shares Plausible with the browser: the app’s domain and the manual script unless overridden', () => {
    const env = parseEnv({ APP_URL: 'https://specforge.example.com', ANALYTICS_PROVIDER: 'plausible' });
    expect(publicConfig(env).analytics).toEqual({
      provider: 'plausible',
      siteId: 'specforge.example.com',
      scriptUrl: 'https://plausible.io/js/script.manual.js',
    });
    const own = parseEnv({
      ANALYTICS_PROVIDER: 'plausible',
      ANALYTICS_SITE_ID: 'example.org',
      ANALYTICS_SCRIPT_URL: 'https://stats.example.org/js/script.manual.js',
    });
    expect(analyticsConfig(own)).toEqual({
      provider: 'plausible',
      siteId: 'example.org',
      scriptUrl: 'https://stats.example.org/js/script.manual.js',
    });
    expect(() => parseEnv({ ANALYTICS_PROVIDER: 'plausible', ANALYTICS_SCRIPT_URL: 'javascript:alert(1)' })).toThrow(
      /ANALYTICS_SCRIPT_URL/,
    );
  });

  it('needs a GA4 measurement id for Google Analytics and puts it in the script URL', () => {
    expect(() => parseEnv({ ANALYTICS_PROVIDER: 'google' })).toThrow(/ANALYTICS_SITE_ID/);
    expect(() => parseEnv({ ANALYTICS_PROVIDER: 'google', ANALYTICS_SITE_ID: 'UA-1234-1' })).toThrow(/ANALYTICS_SITE_ID/);
    const env = parseEnv({ ANALYTICS_PROVIDER: 'google', ANALYTICS_SITE_ID: 'G-ABC123' });
    expect(analyticsConfig(env)).toEqual({
      provider: 'google',
      siteId: 'G-ABC123',
      scriptUrl: 'https://www.googletagmanager.com/gtag/js?id=G-ABC123',
    });
  });

  it('opens the CSP to the analytics script’s origin only, and to Google’s hit hosts for Google', () => {
    expect(analyticsOrigins(null)).toEqual({ script: [], connect: [], img: [] });
    const plausible = analyticsConfig(
      parseEnv({ ANALYTICS_PROVIDER: 'plausible', ANALYTICS_SCRIPT_URL: 'http://127.0.0.1:4999/js/script.js' }),
    );
    expect(analyticsOrigins(plausible)).toEqual({ script: ['http://127.0.0.1:4999'], connect: ['http://127.0.0.1:4999'], img: [] });
    const google = analyticsOrigins(analyticsConfig(parseEnv({ ANALYTICS_PROVIDER: 'google', ANALYTICS_SITE_ID: 'G-ABC123' })));
    expect(google.script).toEqual(['https://www.googletagmanager.com']);
    expect(google.connect).toContain('https://*.google-analytics.com');
  });
});

describe('configurationWarnings', () => {
  const production = {
    NODE_ENV: 'production',
    AUTH_SECRET: 'x'.repeat(32),
    ALLOW_EMBEDDED_IN_PRODUCTION: '1',
    AI_PROVIDER: 'openai',
    AI_MODEL: 'gpt-4.1',
    AI_API_KEY: 'sk-test',
  };

  it('has nothing to say about the defaults or a production deployment on https', () => {
    expect(configurationWarnings(parseEnv({}))).toEqual([]);
    expect(configurationWarnings(parseEnv({ HOST: 'localhost' }))).toEqual([]);
    expect(configurationWarnings(parseEnv({ ...production, HOST: '0.0.0.0', APP_URL: 'https://specforge.example' }))).toEqual([]);
  });

  it('warns when development mode listens beyond this machine', () => {
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20']) {
      const warnings = configurationWarnings(parseEnv({ HOST }));
      expect(warnings, HOST).toHaveLength(1);
      expect(warnings[0]).toContain(`Development mode is listening on ${HOST}`);
      expect(warnings[0]).toContain('NODE_ENV=production');
    }
  });

  it('warns that cookies are not Secure when production runs on an http APP_URL', () => {
    const warnings = configurationWarnings(parseEnv({ ...production, APP_URL: 'http://specforge.example' }));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/cookies are not Secure/);
  });

  it('warns at a production start that the offline engine, chosen on purpose, writes every kit', () => {
    const warnings = configurationWarnings(parseEnv({ ...production, AI_PROVIDER: 'offline', APP_URL: 'https://specforge.example' }));
    expect(warnings).toEqual([
      'AI_PROVIDER=offline: every kit is written by the offline engine (instant drafts from the idea, no AI model), ' +
        'and each kit says so to its founder. Set AI_PROVIDER and AI_MODEL to have an AI provider write them.',
    ]);
    // Outside production the offline engine is the expected default, not worth a warning.
    expect(configurationWarnings(parseEnv({ AI_PROVIDER: 'offline' }))).toEqual([]);
  });
});

function captureEnvError(source: Record<string, string | undefined>): EnvError {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error;
    throw error;
  }
  throw new Error('parseEnv accepted the settings');
}
