import type { PublicConfig } from '../../server/env';
import { prerenderPlaceholders } from '../../shared/prerendered-landing';

/**
 * The settings the server chose to share, from the meta tag it writes into index.html. At build
 * time (no document: the landing page's prerender) the values a page prints are placeholders the
 * server fills in as it sends the page.
 */
export function readPublicConfig(doc: Document | undefined = globalThis.document): Partial<PublicConfig> {
  if (!doc) return { supportEmail: prerenderPlaceholders.supportEmail };
  const raw = doc.querySelector('meta[name="specforge-config"]')?.getAttribute('content');
  try {
    return raw ? (JSON.parse(raw) as Partial<PublicConfig>) : {};
  } catch {
    return {};
  }
}
