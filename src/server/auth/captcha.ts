import type { BetterAuthPlugin } from 'better-auth';
import { captcha } from 'better-auth/plugins';
import type { Env } from '../env';
import { AppError } from '../http/app-error';

/** The endpoints a captcha token is required on: login, sign-up and forgot-password. */
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

const siteVerifyUrls = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
} as const;
const VERIFY_TIMEOUT_MS = 10_000;

/** The header the client sends the widget's token in (the same as the auth endpoints'). */
export const CAPTCHA_HEADER = 'x-captcha-response';

/** True when requests outside better-auth must also carry a captcha token. */
export function captchaRequired(env: Env): boolean {
  return captchaPlugins(env).length > 0;
}

/**
 * Checks a captcha token with the provider for endpoints of ours (better-auth checks its own), with
 * the same answers: 400 MISSING_RESPONSE without a token, 403 VERIFICATION_FAILED for a rejected one.
 * An unreachable provider is a 503, never a pass.
 */
export async function verifyCaptcha(env: Env, token: string | undefined): Promise<void> {
  if (!captchaRequired(env) || env.CAPTCHA_PROVIDER === 'none') return;
  if (!token) throw new AppError('MISSING_RESPONSE');
  const body = new URLSearchParams({ secret: env.CAPTCHA_SECRET_KEY!, response: token });
  if (env.CAPTCHA_PROVIDER === 'hcaptcha' && env.CAPTCHA_SITE_KEY) body.set('sitekey', env.CAPTCHA_SITE_KEY);
  let success: boolean;
  try {
    const response = await fetch(env.CAPTCHA_VERIFY_URL ?? siteVerifyUrls[env.CAPTCHA_PROVIDER], {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    success = response.ok && ((await response.json()) as { success?: unknown }).success === true;
  } catch {
    throw new AppError('SERVICE_UNAVAILABLE');
  }
  if (!success) throw new AppError('VERIFICATION_FAILED');
}
