import type { Env } from '../env';
import { withFallback, type FallbackListener } from './fallback-model';
import type { KitModel } from './kit-model';
import { createOfflineModel } from './offline/offline-model';
import { createSdkModel } from './sdk-model';

/**
 * The model AI_PROVIDER names: the offline engine unless a provider is configured, with the
 * AI_FALLBACK_* provider behind it when one is set.
 */
export function createKitModel(env: Env, onFallback?: FallbackListener): KitModel {
  if (env.AI_PROVIDER === 'offline') return createOfflineModel();
  const shared = { timeoutMs: env.AI_TIMEOUT_MS, maxRetries: env.AI_MAX_RETRIES };
  const main = createSdkModel({
    provider: env.AI_PROVIDER,
    apiKey: env.AI_API_KEY,
    model: env.AI_MODEL!,
    baseURL: env.AI_BASE_URL,
    ...shared,
  });
  if (!env.AI_FALLBACK_PROVIDER) return main;
  const fallback = createSdkModel({
    provider: env.AI_FALLBACK_PROVIDER,
    apiKey: env.AI_FALLBACK_API_KEY,
    model: env.AI_FALLBACK_MODEL!,
    baseURL: env.AI_FALLBACK_BASE_URL,
    ...shared,
  });
  return withFallback(main, fallback, onFallback);
}
