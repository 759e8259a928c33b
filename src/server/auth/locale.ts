import type { MailLocale } from '../mail/templates';

/** Header the app sends with the interface language, so emails go out in it. */
export const LOCALE_HEADER = 'x-specforge-locale';


/** The language of a request: the app's own header, else the browser's first choice. */
export function requestLocale(request: Request | undefined | null): MailLocale {
  const explicit = request?.headers.get(LOCALE_HEADER);
  if (explicit === 'ru' || explicit === 'en') return explicit;
  return /^ru\b/i.test(request?.headers.get('accept-language') ?? '') ? 'ru' : 'en';
}
