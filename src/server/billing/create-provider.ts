import { authSecret } from '../auth/secret';
import type { Db } from '../db/client';
import type { Env } from '../env';
import type { PaymentProvider } from './payment-provider';
import { createStripeProvider } from './stripe-provider';
import { createTestCheckoutProvider } from './test-provider';

/** Stripe when its keys are set (env.ts requires the webhook secret with the key), else the test checkout. */
export function createPaymentProvider(env: Env, db: Db): PaymentProvider {
  if (env.STRIPE_SECRET_KEY) {
    return createStripeProvider({
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
      apiUrl: env.STRIPE_API_URL,
    });
  }
  return createTestCheckoutProvider({ db, appUrl: env.APP_URL, secret: authSecret(env) });
}
