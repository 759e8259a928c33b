import type { Env } from '../env';
import type { KitModel } from './kit-model';
import { createOfflineModel } from './offline/offline-model';
import { createSdkModel } from './sdk-model';

/** The model AI_PROVIDER names: the offline engine unless a provider is configured. */
export function createKitModel(env: Env): KitModel {
  if (env.AI_PROVIDER === 'offline') return createOfflineModel();
  return createSdkModel({
    provider: env.AI_PROVIDER,
    apiKey: env.AI_API_KEY,
    model: env.AI_MODEL!,
    baseURL: env.AI_BASE_URL,
    timeoutMs: env.AI_TIMEOUT_MS,
    maxRetries: env.AI_MAX_RETRIES,
  });
}
