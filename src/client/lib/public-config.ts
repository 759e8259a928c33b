import type { PublicConfig } from '../../server/env';

/** The settings the server chose to share, from the meta tag it writes into index.html. */
export function readPublicConfig(doc: Document = document): Partial<PublicConfig> {
  const raw = doc.querySelector('meta[name="specforge-config"]')?.getAttribute('content');
  try {
    return raw ? (JSON.parse(raw) as Partial<PublicConfig>) : {};
  } catch {
    return {};
  }
}
