import type { CapabilityId } from '../../../../shared/capabilities';
import type { BriefLanguage } from '../../../../shared/schemas/brief';
import { productNameWords } from '../../../capabilities/cues';
import { keywords, monetisationKeywords, nameStems, type Monetisation } from '../catalogue/lexicon';
import { capitalise } from '../text';
import type { ReadEntity } from './entities';
import { texts } from './texts';
import type { Word } from './words';

/** The product's name, summary and business model as the idea gives them (or as guessed). */

const NAMED = /(?:called|named|name[ds]? it|под названием|называется|назвать)\s+[«"“']?([\p{L}\p{N}][\p{L}\p{N} .&'-]{0,38}?)[»"”']?(?=[,.;:!?]|\s(?:for|that|which|where|who|with|to|—|-|для|который|которое|которая|где|с)\s|$)/iu;
const QUOTED = /[«"“]([\p{L}\p{N}][\p{L}\p{N} .&'-]{0,38})[»"”]/u;

/** "Fetchly is a marketplace…": a capitalised name opening the idea and said to be something. */
const OPENING_NAME = /^([A-Z][\p{L}\p{N}]*(?:\s[A-Z][\p{L}\p{N}]*)?)\s+(?:is|will be)\s+(?:a|an)\s/u;
/** Sentence openers that are no names ("This is a…", "It is an…"). */
const NOT_NAMES = new Set(['this', 'it', 'that', 'there', 'here', 'what', 'which', 'mine', 'ours', 'one', 'each', 'every', 'the', 'my', 'our']);
const openingName = (idea: string) => {
  const name = OPENING_NAME.exec(idea)?.[1];
  return name && !NOT_NAMES.has(name.split(/\s/)[0]!.toLowerCase()) ? name : undefined;
};

/** The name the idea gives the product, when it gives one. */
export function givenName(idea: string): string | undefined {
  return NAMED.exec(idea)?.[1] ?? QUOTED.exec(idea)?.[1] ?? openingName(idea);
}

/**
 * The product's name: the one the idea gives, else a made-up one from the word of its domain and, when
 * the idea is about more than keeping records, what its headline feature does (RescueTrack, OrderMatch).
 */
export function productName(idea: string, words: Word[], entities: ReadEntity[], developerTool = false, headline?: CapabilityId): string {
  const named = givenName(idea);
  if (named) return named.trim();
  const tool = developerTool ? toolName(words) : undefined;
  if (tool) return tool;
  // A hyphenated word lends a stem by its parts too ("dog-walking" → dog).
  const stem = words.map((word) => [word.lower, word.lemma, ...word.lower.split('-')].map((key) => nameStems[key]).find(Boolean)).find(Boolean);
  const main = entities.find((e) => e.kind !== 'person' && e.known) ?? entities[0];
  // A compound is named by its head ("KanbanBoard" → Board), and a made-up name stays short.
  const base = capitalise(stem ?? (main ? domainWord(main, entities, words) : 'Idea')).slice(0, MAX_NAME);
  const doing = productNameWords[headline ?? 'records'].map((word) => `${base}${word}`).filter((made) => made.length <= MAX_NAME && made !== `${base}${base}`);
  if (doing.length > 0) return doing[hash(idea) % doing.length]!;
  const pattern = namePatterns[hash(idea) % namePatterns.length] ?? namePatterns[0];
  // A pattern too long for the base gives way to the shortest one, so the name is never a bare record word.
  const name = [pattern, namePatterns[2]].map((make) => (make ? make(base) : base)).find((made) => made.length <= MAX_NAME);
  return name ?? base;
}

const MAX_NAME = 14;

/** What a developer tool does, as the last part of its name ("checks links" → LinkCheck). */
const TOOL_VERBS: Readonly<Record<string, string>> = {
  check: 'Check', lint: 'Lint', scan: 'Scan', find: 'Scan', detect: 'Scan', audit: 'Audit', validate: 'Guard', verify: 'Guard',
  watch: 'Watch', monitor: 'Watch', generate: 'Gen', compare: 'Diff', diff: 'Diff', seed: 'Seed', format: 'Format',
  convert: 'Convert', sync: 'Sync', migrate: 'Migrate', test: 'Test', clean: 'Sweep', remove: 'Sweep', label: 'Label', triage: 'Triage',
};
const ARTICLES = /^(?:a|an|the|all|every|each|two|its|their|your|our|my)$/;

/**
 * A developer tool is named by what it works on and what it does to it, as such tools are
 * ("checks broken links" → LinkCheck, "compares JSON files" → JsonDiff): the first thing after its
 * first tool verb, singular, then the verb's word.
 */
function toolName(words: Word[]): string | undefined {
  for (let k = 0; k < words.length; k += 1) {
    const verb = words[k]!.lemmas.map((lemma) => TOOL_VERBS[lemma]).find(Boolean) ?? TOOL_VERBS[words[k]!.lower.replace(/e?s$/, '')];
    // The verb opens a clause of what the tool does ("that checks", "and prints"), not a noun phrase ("health checks").
    const opens = k === 0 || /^(?:that|which|to|and|or|then)$/.test(words[k - 1]!.lower) || Boolean(words[k - 1]!.breakAfter);
    if (!verb || !opens || words[k]!.breakAfter) continue;
    for (let j = k + 1; j < Math.min(words.length, k + 4); j += 1) {
      const word = words[j]!;
      if (ARTICLES.test(word.lower) || word.pos === 'adjective' || /^[a-z]+ed$/.test(word.lower) || ['broken', 'unused', 'outdated', 'dead', 'stale'].includes(word.lower)) continue;
      // "lints commit messages": a word the tagger reads as a verb before a noun is the thing's modifier.
      const modifier = word.pos === 'verb' && !word.breakAfter && words[j + 1]?.pos === 'noun';
      if ((word.pos !== 'noun' && !modifier) || !/^\p{L}{2,}$/u.test(word.lower)) break;
      const name = capitalise(word.lemma) + verb;
      return name.length <= MAX_NAME ? name : undefined;
    }
  }
  return undefined;
}
const headOf = (name: string) => name.match(/[A-Z][a-z0-9]*$/)?.[0] ?? name;

/** Words any record-keeping product stores: a name made of one says nothing of the product's domain. */
const GENERIC_RECORDS = new Set(['Inspection', 'Item', 'Record', 'Entry', 'Log', 'Note', 'Reminder', 'Task', 'Event', 'Detail', 'Data', 'Check', 'Reading', 'Level', 'Status', 'Update', 'Report', 'Test']);

/**
 * The word a made-up name is built on: the main record's head, unless that head is a generic record
 * word; then the word the idea qualifies it with ("hive inspections" → Hive), else the people it
 * serves ("beekeepers" → Beekeeper).
 */
function domainWord(main: ReadEntity, entities: ReadEntity[], words: Word[]): string {
  const head = headOf(main.entity.name);
  if (!GENERIC_RECORDS.has(head)) return head;
  const before = words[main.position - 1];
  const qualifier = before && !before.breakAfter && before.pos === 'noun' && /^\p{L}{3,}$/u.test(before.lower) ? before.lemma : undefined;
  const modifier = main.label.split(/\s+/).slice(0, -1).reverse().find((word) => /^\p{L}{3,}$/u.test(word)) ?? qualifier;
  if (modifier) return modifier;
  const person = entities.find((e) => e.kind === 'person');
  return person ? headOf(person.entity.name) : head;
}

/** Several naming patterns, picked by the idea itself so a reading stays deterministic. */
const namePatterns: ReadonlyArray<(base: string) => string> = [
  (base) => `${base}Desk`,
  (base) => `${base}Hub`,
  (base) => `Go${base}`,
  (base) => `${base}Flow`,
  (base) => `${base}Base`,
  (base) => `${base}Pilot`,
  (base) => `My${base}`,
  (base) => `${base}Nest`,
  (base) => `${base}Kit`,
];

/** FNV-1a: a stable small hash of the text. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** `usage` and `in_app` are only implied by what the product does (see `impliedModel` in capabilities.ts). */
export type ModelKind = Monetisation | 'internal' | 'usage' | 'in_app' | 'unknown';

export function businessModel(idea: string): ModelKind {
  if (keywords(['internal tool', 'internal app', 'for our team', 'for the team', '~внутренн\\S*\\s+(?:инструмент|систем|сервис)', 'для сотрудников']).test(idea)) {
    return 'internal';
  }
  for (const [kind, list] of monetisationKeywords) if (keywords(list).test(idea)) return kind;
  return 'unknown';
}

export function monetisationText(kind: ModelKind, language: BriefLanguage): string {
  return texts[language].monetisation[kind];
}
