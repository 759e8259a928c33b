import { readPublicConfig } from './public-config';

/** The address the server was given as SUPPORT_EMAIL (where contact messages go), from the public config. */
export function supportEmail(doc: Document | undefined = globalThis.document): string {
  return readPublicConfig(doc).supportEmail ?? 'support@specforge.local';
}

/** The server's public origin (APP_URL's, from the public config), else the one the page came from. */
export function appOrigin(doc: Document | undefined = globalThis.document): string {
  return readPublicConfig(doc).appOrigin ?? globalThis.location.origin;
}
