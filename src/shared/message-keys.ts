/**
 * Validation messages travel as keys, never as English sentences: a schema's rule fails with
 * `'validation.emailRequired'`, the client shows that key's text in the interface language, and the
 * API answers with the English text of the same key (see src/server/http/validation.ts).
 * A key is the catalog's prefix plus the entry's name; the prefix is where the client keeps its texts.
 */
export type MessageKeys<P extends string, T extends Record<string, string>> = { readonly [K in keyof T & string]: `${P}.${K}` };

/** `messageKeys('validation', { emailRequired: 'Email is required' }).emailRequired === 'validation.emailRequired'`. */
export function messageKeys<P extends string, T extends Record<string, string>>(prefix: P, catalog: T): MessageKeys<P, T> {
  return Object.fromEntries(Object.keys(catalog).map((name) => [name, `${prefix}.${name}`])) as MessageKeys<P, T>;
}

/** The English text of every key of the catalogs given (what the API sends as `message`). */
export function englishByKey(catalogs: Record<string, Record<string, string>>): ReadonlyMap<string, string> {
  return new Map(
    Object.entries(catalogs).flatMap(([prefix, catalog]) => Object.entries(catalog).map(([name, text]) => [`${prefix}.${name}`, text])),
  );
}

/** Looks like a message key (`a.b`, `a.b.c`), not a sentence. */
export function isMessageKey(value: string): boolean {
  return /^[a-z][A-Za-z]*(\.[a-z][A-Za-z]*)+$/.test(value);
}
