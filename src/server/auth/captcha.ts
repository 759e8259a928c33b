import type { BetterAuthPlugin } from 'better-auth';
import { captcha } from 'better-auth/plugins';
import type { Env } from '../env';

/** The endpoints a captcha token is required on (spec §5): login, sign-up and forgot-password. */
export const CAPTCHA_ENDPOINTS = ['/sign-in/email', '/sign-up/email', '/request-password-reset'];

/** better-auth's captcha check, reading the widget's token from the `x-captcha-response` header. */
export function captchaPlugins(env: Env): BetterAuthPlugin[] {
  if (env.CAPTCHA_PROVIDER === 'none' || !env.CAPTCHA_SECRET_KEY) return [];
  return [
    captcha({
      provider: env.CAPTCHA_PROVIDER === 'turnstile' ? 'cloudflare-turnstile' : 'hcaptcha',
      secretKey: env.CAPTCHA_SECRET_KEY,
      ...(env.CAPTCHA_SITE_KEY && env.CAPTCHA_PROVIDER === 'hcaptcha' ? { siteKey: env.CAPTCHA_SITE_KEY } : {}),
      endpoints: CAPTCHA_ENDPOINTS,
      ...(env.CAPTCHA_VERIFY_URL ? { siteVerifyURLOverride: env.CAPTCHA_VERIFY_URL } : {}),
    }) as BetterAuthPlugin,
  ];
}
