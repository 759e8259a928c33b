import type { TFunction } from 'i18next';
import { marketingMessages, type MarketingMessageKey } from '../../../shared/schemas/marketing';
import { translateValidation } from '../auth';

const keyByMessage = new Map<string, MarketingMessageKey>(
  Object.entries(marketingMessages).map(([key, message]) => [message, key as MarketingMessageKey]),
);

/** A message of the marketing forms (or of the shared email rules) in the interface language. */
export function translateMarketingMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = keyByMessage.get(message);
  return key ? t(`marketing.messages.${key}`) : translateValidation(t, message);
}
