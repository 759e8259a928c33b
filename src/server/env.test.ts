import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv, publicConfig } from './env';

describe('parseEnv', () => {
  it('runs on the embedded defaults with nothing configured', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ NODE_ENV: 'development', PORT: 3000, DATA_DIR: './data', APP_URL: 'http://localhost:3000' });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('emails contact messages to SUPPORT_EMAIL, support@specforge.local unless set', () => {
    expect(parseEnv({}).SUPPORT_EMAIL).toBe('support@specforge.local');
    expect(parseEnv({ SUPPORT_EMAIL: '' }).SUPPORT_EMAIL).toBe('support@specforge.local');
    expect(parseEnv({ SUPPORT_EMAIL: 'help@example.com' }).SUPPORT_EMAIL).toBe('help@example.com');
    expect(() => parseEnv({ SUPPORT_EMAIL: 'not an address' })).toThrow(/SUPPORT_EMAIL/);
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

  it('refuses a production start on embedded parts unless explicitly allowed', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET[\s\S]*DATABASE_URL[\s\S]*SMTP_URL[\s\S]*STRIPE_SECRET_KEY/);
    const secret = 'x'.repeat(32);
    expect(() => parseEnv({ NODE_ENV: 'production', ALLOW_EMBEDDED_IN_PRODUCTION: '1' })).toThrow(/AUTH_SECRET/);
    expect(parseEnv({ NODE_ENV: 'production', ALLOW_EMBEDDED_IN_PRODUCTION: '1', AUTH_SECRET: secret }).NODE_ENV).toBe('production');
  });

  it('shares only the public settings with the browser', () => {
    const env = parseEnv({
      SENTRY_DSN: 'https://k@o1.ingest.example.com/1',
      STRIPE_SECRET_KEY: 'sk_test_secret',
      STRIPE_WEBHOOK_SECRET: 'whsec_secret',
    });
    expect(publicConfig(env)).toEqual({
      captcha: null,
      sentryDsn: 'https://k@o1.ingest.example.com/1',
      environment: 'development',
      githubSignIn: false,
    });
    expect(JSON.stringify(publicConfig(env))).not.toContain('sk_test');
    expect(JSON.stringify(publicConfig(env))).not.toContain('whsec');
  });

  it('needs the webhook secret with a Stripe key, and price ids as a JSON object', () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => parseEnv({ STRIPE_PRICE_IDS: 'price_1' })).toThrow(/STRIPE_PRICE_IDS/);
    expect(parseEnv({ STRIPE_PRICE_IDS: '{"bundle_builder":"price_123"}' }).STRIPE_PRICE_IDS).toEqual({ bundle_builder: 'price_123' });
  });
});
