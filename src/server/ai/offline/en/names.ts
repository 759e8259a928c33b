import type { NamePhrases } from '../phrasebooks';

/** English names are not inflected; their plural is the caller's, as for every script. */
export const namesEn: NamePhrases = { forms: () => [] };
