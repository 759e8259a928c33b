import type { Archetype } from '../catalogue/archetypes';
import type { BackendReasonPhrases } from '../model/backend';
import { storageFor } from '../model/storage-kind';
import { joinList, plural } from '../text';

/** Why a product of this archetype can live without a server. */
export function noBackendWhy(archetype: Archetype): string {
  return archetype.id === 'static_site'
    ? 'it is a content site with no accounts, no user data and no server-side secrets'
    : 'it is a single-user product with no accounts, shared data or server-side secrets';
}

export const backendReasonEn: BackendReasonPhrases = {
  yes({ stored, accounts, roles, asked }) {
    const labels = stored.map((e) => e.labelPlural);
    const needing = accounts ? ['accounts', ...labels].slice(0, 4) : labels;
    const who =
      roles.length > 1
        ? `shared between ${joinList(roles.map((r) => plural(r.role.toLowerCase())))}`
        : 'kept safe and in sync across devices';
    const lead = asked ? 'The founder asked for a backend, and it is needed: ' : 'A backend is needed: ';
    return `${lead}${needing.length > 0 ? joinList(needing) : 'accounts and data'} must be stored in one database, ${who}, with secrets such as payment and API keys kept on the server.`;
  },
  no({ archetype, platforms, declined }) {
    const storage = storageFor(archetype, platforms);
    const lead = declined ? 'The founder chose no backend, and {product} works without one' : 'No backend is needed';
    const shipped =
      platforms.includes('web') || archetype.id === 'static_site'
        ? 'the app is served as static files'
        : platforms.includes('extension')
          ? 'the extension ships through the browser stores'
          : platforms.includes('cli')
            ? 'the tool is installed on the user’s own machine with nothing to host'
            : platforms.includes('desktop')
              ? 'the app is downloaded and installed with nothing to host'
              : 'the app ships through the stores with nothing to host';
    return `${lead}: ${noBackendWhy(archetype)}. The data lives in ${storage}, and ${shipped}, so it is cheap, fast and private.`;
  },
  storagePlace: storageFor,
};
