/**
 * How code is matched to the kit, leniently (ADR 0053): the kit names things one way, code another.
 * An entity is the same whatever its case, separators or number (`walk_sessions`, `WalkSession`,
 * `walkSession`); a route is its method and its path with every parameter alike (`:id`, `{id}`,
 * `[id]`, `<int:id>`); a command is its name with `_` read as `-` (click's rule).
 */

/** The singular of a lower-case word, by the regular English rules (enough for names in code). */
function singular(word: string): string {
  if (/ies$/.test(word) && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ss|x|ch|sh|zz)es$/.test(word)) return word.slice(0, -2);
  if (/[^su]s$/.test(word) && word.length > 3) return word.slice(0, -1);
  return word;
}

/** The words of a name: split at case changes, digits kept, separators dropped. */
export function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** One key for an entity's every spelling: its words, the last one singular, run together. */
export function entityKey(name: string): string {
  const words = wordsOf(name);
  if (words.length === 0) return '';
  words[words.length - 1] = singular(words[words.length - 1]!);
  return words.join('');
}

/** A path with its parameters written `:`, no query, no trailing slash, no doubled slash. */
export function normalisePath(path: string): string {
  const segments = path
    .split(/[?#]/)[0]!
    .split('/')
    .filter(Boolean)
    .map((segment) => (/^(:.+|\{.+\}|\[.+\]|<.+>|\*)$/.test(segment) ? ':' : segment.toLowerCase()));
  return `/${segments.join('/')}`;
}

export function routeName(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}

/**
 * Whether a route in code is the planned one: the same method, and the same path, or the end of it
 * (a router mounted under a prefix declares `/walks/:id` for the kit's `/api/walks/:id`) when that
 * end still names something (a literal segment, not only parameters).
 */
export function sameRoute(planned: { method: string; path: string }, code: { method: string; path: string }): boolean {
  if (planned.method.toUpperCase() !== code.method.toUpperCase()) return false;
  const want = normalisePath(planned.path);
  const have = normalisePath(code.path);
  if (want === have) return true;
  if (have === '/' || !want.endsWith(have)) return false;
  return want[want.length - have.length] === '/' && have.split('/').some((segment) => segment && segment !== ':');
}

/** A command's key: its first word (`start-walk <file>` is `start-walk`), lower case, `_` as `-`. */
export function commandKey(name: string): string {
  return (name.trim().split(/\s+/)[0] ?? '').toLowerCase().replace(/_/g, '-');
}
