import { readPublicConfig } from './public-config';

/** The address the server was given as SUPPORT_EMAIL (where contact messages go), from the public config. */
export function supportEmail(doc: Document | undefined = globalThis.document): string {
  return readPublicConfig(doc).supportEmail ?? 'support@specforge.local';
}
