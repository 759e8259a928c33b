import nlp from 'compromise';

/**
 * Small text helpers of the offline engine (only a -ves plural asks the tagger's dictionary): casing, plurals, slugs, template
 * filling and the deterministic "variation" used by regenerations. Nothing here is random.
 */

const irregularPlurals: Record<string, string> = {
  person: 'people',
  child: 'children',
  man: 'men',
  woman: 'women',
  mouse: 'mice',
  foot: 'feet',
  tooth: 'teeth',
  goose: 'geese',
  series: 'series',
  species: 'species',
  data: 'data',
  media: 'media',
  analysis: 'analyses',
  criterion: 'criteria',
  quiz: 'quizzes',
  money: 'money',
  information: 'information',
  equipment: 'equipment',
  feedback: 'feedback',
  furniture: 'furniture',
  homework: 'homework',
  software: 'software',
  advice: 'advice',
  research: 'research',
  luggage: 'luggage',
  staff: 'staff',
};
const irregularSingulars: Record<string, string> = Object.fromEntries(
  Object.entries(irregularPlurals).map(([singular, plural]) => [plural, singular]),
);
/** The irregular table knows the word's singular (possibly itself: "media", "data"). */
export const hasIrregularSingular = (word: string): boolean => word.toLowerCase() in irregularSingulars;
/** Words that are plural and have no singular. */
const PLURAL_ONLY = new Set(['clothes']);
/** Words that end in "s" but are singular (or uncountable) already. */
const singularS = new Set([
  'news',
  'analytics',
  'status',
  'bus',
  'class',
  'glass',
  'address',
  'process',
  'business',
  'access',
  'fitness',
  'wellness',
  'progress',
  'canvas',
  'gas',
  'plus',
  'bonus',
  'campus',
  'focus',
  'chess',
  'dress',
  'boss',
  'mess',
  'stress',
  'success',
  'yes',
  'this',
  'is',
  'was',
  'his',
  'its',
  'us',
  'ios',
  'sms',
  'saas',
  'css',
  'lens',
  'atlas',
  'thesis',
  'basis',
  'diagnosis',
  'axis',
  'tennis',
  'physics',
  'mathematics',
  'economics',
  'politics',
  'aws',
]);

/** The plural of one lower-case English word (good enough for nouns in product ideas). */
function pluralWord(word: string): string {
  const lower = word.toLowerCase();
  const irregular = irregularPlurals[lower];
  if (irregular) return matchCase(word, irregular);
  // Words with no singular of their own ("clothes") stay as they are.
  if (PLURAL_ONLY.has(lower)) return word;
  // Compounds of "man" are people ("foreman" → foremen); a few words only end in it.
  if (/\p{L}{2,}man$/iu.test(word) && !/(hu|ger|ro|sha|cai|otto|talis|do)man$/i.test(word)) return `${word.slice(0, -3)}${matchCase(word.slice(-3), 'men')}`;
  if (/(s|x|z|ch|sh)$/i.test(word)) return `${word}es`;
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  // Only knives, wives and lives end in -fe ("cafés", "safes"); golf and gulf keep their f.
  if (/(?:(?:kni|wi|li)fe|[lr]f)$/i.test(word) && !/(roof|chef|belief|chief|proof|golf|gulf)$/i.test(word)) {
    return word.replace(/fe?$/i, 'ves');
  }
  // Other -f words ("loaf", "leaf") ask the tagger's dictionary, which knows loaves from proofs.
  if (/f$/i.test(word)) {
    const known = nlp(lower).nouns().toPlural().text();
    if (known && known !== lower) return matchCase(word, known);
  }
  return `${word}s`;
}

/** The singular of one English word. */
export function singularWord(word: string): string {
  const lower = word.toLowerCase();
  const irregular = irregularSingulars[lower];
  if (irregular) return matchCase(word, irregular);
  if (singularS.has(lower) || PLURAL_ONLY.has(lower) || lower.length <= 3 || /(ss|us|is)$/.test(lower)) return word;
  // -ies is a city's plural as often as a calorie's or a movie's: the dictionary knows the -ie words and the invariant ones.
  if (/ies$/i.test(word)) {
    const known = dictionarySingular(lower);
    return known !== undefined && (known === lower || /ie$/.test(known)) ? matchCase(word, known) : `${word.slice(0, -3)}y`;
  }
  if (/(ches|shes|xes|zzes|sses)$/i.test(word)) return word.slice(0, /zzes$/i.test(word) ? -3 : -2);
  // -ves is a loaf's, a shelf's or a knife's plural as often as a hive's: the tagger's dictionary knows which.
  if (/ves$/i.test(word)) {
    const known = dictionarySingular(lower);
    if (known !== undefined && known !== lower) return matchCase(word, known);
  }
  // Only knives, wives and lives end in -fe; hives, drives and archives are -ive.
  if (/(?:^|kn|w|l)ives$/i.test(word) && !/(olives|alives)$/i.test(word)) return `${word.slice(0, -3)}fe`;
  if (/ives$/i.test(word)) return word.slice(0, -1);
  if (/oes$/i.test(word) && /(heroes|potatoes|tomatoes)$/i.test(word)) return word.slice(0, -2);
  if (/s$/i.test(word) && !/ss$/i.test(word)) return word.slice(0, -1);
  return word;
}

/** The tagger's dictionary singular of a plural noun, or undefined when it reads no noun; memoised (a parse costs more than the rest of singularWord). */
const dictionary = new Map<string, string>();
function dictionarySingular(lower: string): string | undefined {
  let known = dictionary.get(lower);
  if (known === undefined) {
    known = nlp(lower).nouns().toSingular().text();
    if (dictionary.size < 5000) dictionary.set(lower, known);
  }
  return known || undefined;
}

function matchCase(model: string, word: string): string {
  return /^[A-Z]/.test(model) ? capitalise(word) : word;
}

/** Pluralises the last word of a phrase or of a PascalCase name ("time slot" → "time slots", "TimeSlot" → "TimeSlots"). */
export function plural(phrase: string): string {
  const match = /^(.*?)([A-Za-z]+)$/.exec(phrase);
  if (!match) return phrase;
  const [, head = '', last = ''] = match;
  const camel = /[a-z][A-Z][a-z]*$/.exec(last);
  if (camel) {
    const split = last.search(/[A-Z][a-z]*$/);
    return `${head}${last.slice(0, split)}${pluralWord(last.slice(split))}`;
  }
  return `${head}${pluralWord(last)}`;
}

/** "Earning stars" → "Earn stars": an English name opening with a gerund opens with its verb, as feature names do. */
export function verbFirst(name: string): string {
  const [first = '', ...rest] = name.split(' ');
  if (rest.length === 0 || !/^\p{Lu}?\p{Ll}{2,}ing$/u.test(first)) return name;
  const verb = infinitiveOf(first.toLowerCase());
  return verb ? [capitalise(verb), ...rest].join(' ') : name;
}

/** "renting" → "rent"; undefined when the dictionary reads no verb in the word. */
export function infinitiveOf(gerund: string): string | undefined {
  const doc = nlp(gerund);
  doc.verbs().toInfinitive();
  const verb = doc.text();
  return verb && verb !== gerund ? verb : undefined;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "dog walkers" → "Dog walkers" (sentence case; leaves acronyms alone). */
export const sentenceCase = capitalise;

/** Words of a phrase or a camel/Pascal case name. */
export function words(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** "time slot" → "TimeSlot". Only ASCII letters and digits survive, so the result is a valid identifier. */
export function pascalCase(text: string): string {
  return words(translit(text))
    .map((word) => word.replace(/[^A-Za-z0-9]/g, ''))
    .filter((word) => word.length > 0)
    .map((word) => (/^[A-Z0-9]+$/.test(word) && word.length <= 4 ? word : capitalise(word.toLowerCase())))
    .join('')
    .replace(/^[0-9]+/, '');
}

/** "TimeSlot" → "timeSlot". */
export function camelCase(text: string): string {
  const pascal = pascalCase(text);
  return pascal.charAt(0).toLowerCase() + pascal.slice(1);
}

/** "TimeSlot" or "time slot" → "time-slot". */
export function kebabCase(text: string): string {
  return words(translit(text))
    .map((word) => word.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .filter((word) => word.length > 0)
    .join('-');
}

/** "TimeSlot" → "time slot": how an entity is named in running text. */
export function lowerWords(name: string): string {
  return words(name)
    .map((word) => (/^[A-Z0-9]{2,}$/.test(word) ? word : word.toLowerCase()))
    .join(' ');
}

const cyrillic: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/** Transliterates Cyrillic and strips accents, so names become slugs and identifiers. */
export function translit(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u0400-\u04ff]/g, (char) => {
      const lower = char.toLowerCase();
      const latin = cyrillic[lower] ?? '';
      return char === lower ? latin : capitalise(latin);
    });
}

/** "Paw Walk!" → "paw-walk"; never empty. */
export function slugify(text: string, fallback = 'app'): string {
  const slug = kebabCase(text).slice(0, 40).replace(/-+$/, '');
  return slug.length > 0 ? slug : fallback;
}

/** Replaces `{key}` with `vars[key]`; unknown keys are left as they are (and caught by the tests). */
export function fill(template: string, vars: Readonly<Record<string, string>>): string {
  return template
    .replace(/\b([Aa])n? \{([A-Za-z]+)\}/g, (whole, a: string, key: string) => {
      const value = vars[key];
      if (value === undefined) return whole;
      const chosen = article(value);
      return `${a === 'A' ? capitalise(chosen) : chosen} ${value}`;
    })
    .replace(/\{([A-Za-z]+)\}/g, (whole, key: string) => vars[key] ?? whole);
}

/** "a, b and c". */
export function joinList(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** FNV-1a: a small stable hash, so the same input always makes the same choices. */
export function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/**
 * One of `choices`, chosen by `seed` and shifted by the variant: variant 1 and variant 2 never pick
 * the same entry when there are at least two, so a regeneration always reads differently.
 */
export function vary<T>(choices: readonly T[], seed: string, variant: number): T {
  if (choices.length === 0) throw new Error(`vary: no choices for ${seed}`);
  const index = (hash(seed) + Math.max(0, variant - 1)) % choices.length;
  return choices[index]!;
}

/** Rotates a list by the variant (variant 1 keeps the order). */
export function rotate<T>(items: readonly T[], variant: number): T[] {
  if (items.length === 0) return [];
  const shift = Math.max(0, variant - 1) % items.length;
  return [...items.slice(shift), ...items.slice(0, shift)];
}

export function unique<T>(items: Iterable<T>, key: (item: T) => string = String): T[] {
  const seen = new Set<string>();
  const result: T[] = [];
  for (const item of items) {
    const id = key(item);
    if (seen.has(id)) continue;
    seen.add(id);
    result.push(item);
  }
  return result;
}

/**
 * "a" or "an" before a word, by its sound: a vowel sound takes "an" ("an owner", "an hour"), and so
 * does an abbreviation read letter by letter whose first letter sounds like a vowel ("an SMS", "an
 * LLM"); a word that starts with a consonant sound takes "a" ("a farmer", "a user", "a one-off").
 */
export function article(word: string): string {
  if (/^[A-Z]{2,4}\b/.test(word)) return /^[AEFHILMNORSX]/.test(word) ? 'an' : 'a';
  return /^(?:[ai]|e(?!u)|o(?!ne\b|nce\b)|u(?![ns][aeiou]|ni|se|sa|ro|ti|ku|rl\b)|hour|honest|heir|(?:mvp|sms|api|html|faq|llm|seo|fb|sdk|xml|rss|nda|mri|ml)\b)/i.test(word)
    ? 'an'
    : 'a';
}

export function withArticle(phrase: string): string {
  return `${article(phrase)} ${phrase}`;
}

/** Trims a sentence to at most `max` characters on a word boundary. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max).replace(/\s+\S*$/, '');
  return `${cut.replace(/[,;:\s]+$/, '')}…`;
}

/** True when most letters of the text are Cyrillic. */
export function isCyrillic(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length === 0) return false;
  const cyr = letters.filter((char) => /[\u0400-\u04ff]/.test(char)).length;
  return cyr / letters.length > 0.5;
}

/** Escapes a string for use inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** "dog walkers" → "dog walker": the last word singular (Cyrillic phrases stay as they are). */
export function singularPhrase(phrase: string): string {
  const parts = phrase.split(' ');
  const last = parts.pop() ?? '';
  if (isCyrillic(last)) return phrase;
  return [...parts, singularWord(last)].join(' ');
}

/** "dog walker" → "dog walkers", leaving phrases already plural alone. */
export function pluralPhrase(phrase: string): string {
  if (isCyrillic(phrase)) return phrase;
  const last = phrase.split(' ').pop() ?? '';
  if (singularWord(last) !== last || ['people', 'staff', 'teams'].includes(last.toLowerCase())) return phrase;
  return plural(phrase);
}

/** The first five letters of each word longer than three: words that share one say the same thing. */
export function wordStems(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 3)
      .map((w) => w.slice(0, 5)),
  );
}
