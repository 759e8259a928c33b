import { z } from 'zod';
import { isCapabilityId, type CapabilityId } from '../../../../shared/capabilities';
import {
  BRIEF_LIMITS,
  brief as briefSchema,
  briefPlatform,
  capabilityOf,
  dependencyCycle,
  ENTITY_NAME,
  type Brief,
  type BriefFeature,
} from '../../../../shared/schemas/brief';
import type { KitOutputs } from '../../../../shared/schemas/kit';
import { lowerWords, pascalCase, plural, singularWord } from '../text';
import { integrations as integrationCatalogue, integrationName } from '../catalogue/integrations';
import { regulations } from '../catalogue/regulations';

/**
 * The kit-quality rule (`npm run bench -- kit-quality`): how much of what a careful reader
 * understands from an idea a brief holds. A group is a list of acceptable names: one must be found,
 * case-insensitively, singular or plural, PascalCase or spaced ("DogWalker" = "dog walkers").
 */

const group = z.array(z.string().min(1)).min(1);
export const kitEvalCase = z.object({
  idea: z.string(),
  language: z.enum(['en', 'ru']).optional(),
  unclear: z.boolean().optional(),
  platforms: z.array(briefPlatform).default([]),
  entities: z.array(group).default([]),
  integrations: z.array(group).default([]),
  constraints: z.array(group).default([]),
  notEntities: z.array(z.string()).default([]),
  order: z.array(z.tuple([group, group])).default([]),
  /** The feature the idea is about, in its words, and its capability: an id, or a name in words (the public set). */
  headline: z.object({ feature: z.string().min(1), capability: z.string().min(1) }).optional(),
});
export type KitEvalCase = z.infer<typeof kitEvalCase>;
export const kitEvalFile = z.object({ cases: z.array(kitEvalCase) });

export interface CaseScore {
  /** Expected groups and platforms found, and how many there were (plus forbidden entities present). */
  found: number;
  total: number;
  misses: string[];
  forbidden: string[];
  orderSatisfied: number;
  orderTotal: number;
}

/** "DogWalkers", "dog walkers" and "Dog-walker" all become "dogwalker"; ё is е. */
export function normalise(name: string): string {
  const spaced = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().replace(/ё/g, 'е');
  const parts = spaced.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const last = parts.pop();
  return [...parts, last ? singularWord(last) : ''].join('');
}

const sameName = (a: string, b: string) => normalise(a) === normalise(b);

/** A term is found in a text when one of its words' sequence appears there, in either number. */
export function mentions(text: string, term: string): boolean {
  const haystack = ` ${text.toLowerCase().replace(/ё/g, 'е').replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  const needle = term.toLowerCase().replace(/ё/g, 'е').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  const singular = needle.replace(/s$/, '');
  return haystack.includes(` ${needle} `) || haystack.includes(` ${needle}s `) || (singular.length > 1 && haystack.includes(` ${singular} `));
}

/** Features in implementation order: a topological order of `dependsOn`, ties by position. */
export function implementationOrder(features: Brief['features']): Brief['features'] {
  const done = new Set<string>();
  const order: Brief['features'] = [];
  const ids = new Set(features.map((f) => f.id));
  while (order.length < features.length) {
    const next = features.find((f) => !done.has(f.id) && f.dependsOn.every((id) => done.has(id) || !ids.has(id)));
    if (!next) {
      order.push(...features.filter((f) => !done.has(f.id)));
      break;
    }
    done.add(next.id);
    order.push(next);
  }
  return order;
}

export function scoreBrief(brief: Brief, expected: KitEvalCase): CaseScore {
  const misses: string[] = [];
  let found = 0;
  let total = 0;
  const entityMatches = (names: string[]) => (entity: Brief['entities'][number]) =>
    names.some((name) => sameName(entity.name, name) || (entity.label !== undefined && sameName(entity.label, name)));
  const check = (label: string, groups: string[][], hit: (names: string[]) => boolean) => {
    for (const names of groups) {
      total += 1;
      if (hit(names)) found += 1;
      else misses.push(`${label} ${names.join('|')}`);
    }
  };
  check('entity', expected.entities, (names) => brief.entities.some(entityMatches(names)));
  check('integration', expected.integrations, (names) =>
    brief.integrations.some((i) => names.some((name) => mentions(i.name, name) || mentions(i.purpose, name))),
  );
  check('constraint', expected.constraints, (names) =>
    brief.constraints.some((c) => names.some((name) => mentions(c.name, name) || mentions(c.text, name))),
  );
  if (expected.platforms.length > 0) {
    total += 1;
    if (expected.platforms.some((p) => brief.platforms.includes(p))) found += 1;
    else misses.push(`platform ${expected.platforms.join('|')}`);
  }
  const forbidden = expected.notEntities.filter((name) => brief.entities.some((e) => sameName(e.name, name)));
  total += forbidden.length;

  const order = implementationOrder(brief.features);
  const firstOn = (names: string[]) =>
    order.findIndex((feature) => feature.entities.some((entity) => names.some((name) => sameName(entity, name) || labelOf(brief, entity, name))));
  let orderSatisfied = 0;
  for (const [first, second] of expected.order) {
    const a = firstOn(first);
    const b = firstOn(second);
    if (a !== -1 && b !== -1 && a < b) orderSatisfied += 1;
    else misses.push(`order ${first[0]} before ${second[0]}`);
  }
  return { found, total, misses, forbidden, orderSatisfied, orderTotal: expected.order.length };
}

function labelOf(brief: Brief, entityName: string, name: string): boolean {
  const label = brief.entities.find((e) => e.name === entityName)?.label;
  return label !== undefined && sameName(label, name);
}

export interface SetScore {
  accuracy: number;
  unclearRefused: number;
  unclearTotal: number;
  clearRefused: number;
  clearTotal: number;
  orderShare: number;
}

/** Sums of the cases' scores: accuracy over clear cases, with forbidden entities counted against it. */
export function summarise(scores: Array<{ expected: KitEvalCase; refused: boolean; score: CaseScore | null }>): SetScore {
  let found = 0;
  let total = 0;
  let orderSatisfied = 0;
  let orderTotal = 0;
  let unclearRefused = 0;
  let unclearTotal = 0;
  let clearRefused = 0;
  let clearTotal = 0;
  for (const { expected, refused, score } of scores) {
    if (expected.unclear) {
      unclearTotal += 1;
      if (refused) unclearRefused += 1;
      continue;
    }
    clearTotal += 1;
    if (refused) clearRefused += 1;
    const caseTotal = score?.total ?? expected.entities.length + expected.integrations.length + expected.constraints.length + 1;
    found += score?.found ?? 0;
    total += caseTotal;
    orderSatisfied += score?.orderSatisfied ?? 0;
    orderTotal += expected.order.length;
  }
  return {
    accuracy: total === 0 ? 1 : found / total,
    unclearRefused,
    unclearTotal,
    clearRefused,
    clearTotal,
    orderShare: orderTotal === 0 ? 1 : orderSatisfied / orderTotal,
  };
}

// ---------------------------------------------------------------------------------------------
// The corrected brief: what the founder would make of the proposal before paying for the kit

const firstFeatureOn = (brief: Brief, names: string[]) =>
  implementationOrder(brief.features).find((feature) =>
    feature.entities.some((entity) => names.some((name) => sameName(entity, name) || labelOf(brief, entity, name))),
  );

/** The ASCII PascalCase name of a group of acceptable names (its first such name, else the first transliterated). */
function entityNameOf(names: string[]): string {
  return names.find((name) => ENTITY_NAME.test(name)) ?? pascalCase(names[0]!);
}

function nextFeatureId(brief: Brief): string {
  const last = Math.max(0, ...brief.features.map((f) => Number(f.id.slice(5))));
  return `FEAT-${String(last + 1).padStart(3, '0')}`;
}

/**
 * The proposed brief as a founder would correct it on the review step: the entities,
 * integrations and constraints a careful reader expects are added (an entity with a feature that
 * keeps it, so the plan builds it), the forbidden entities are removed, and a feature built on an
 * entity that must come first is made to depend on the feature that builds it. The kit written from
 * it must then hold every expected item.
 */
export function correctBrief(proposed: Brief, expected: KitEvalCase): Brief {
  const brief = structuredClone(proposed);
  const russian = brief.language === 'ru';

  const forbidden = (name: string) => expected.notEntities.some((not) => sameName(name, not));
  brief.entities = brief.entities
    .filter((entity) => !forbidden(entity.name))
    .map((entity) => ({ ...entity, relations: entity.relations.filter((r) => !forbidden(r.entity)) }));
  for (const feature of brief.features) feature.entities = feature.entities.filter((name) => !forbidden(name));

  for (const names of expected.entities) {
    const known = brief.entities.some(
      (e) => names.some((name) => sameName(e.name, name) || (e.label !== undefined && sameName(e.label, name))),
    );
    if (known || brief.entities.length >= BRIEF_LIMITS.entities) continue;
    const name = entityNameOf(names);
    if (brief.entities.some((e) => e.name === name)) continue;
    const label = russian ? names.find((n) => /[а-яё]/i.test(n)) : undefined;
    brief.entities.push({ name, ...(label ? { label } : {}), fields: [{ name: 'name', type: 'string' }], relations: [] });
    if (brief.features.length >= BRIEF_LIMITS.features) continue;
    const words = label ?? lowerWords(name);
    brief.features.push({
      id: nextFeatureId(brief),
      name: russian ? `Справочник: ${words}` : `${plural(words).replace(/^./, (c) => c.toUpperCase())} list`,
      description: russian
        ? `Добавление, изменение и просмотр записей «${words}».`
        : `People add, change and look up ${plural(words)} and their details.`,
      priority: 'should',
      entities: [name],
      integrations: [],
      dependsOn: [],
    });
  }

  for (const names of expected.integrations) {
    const known = brief.integrations.some((i) => names.some((name) => mentions(i.name, name) || mentions(i.purpose, name)));
    if (known || brief.integrations.length >= BRIEF_LIMITS.integrations) continue;
    const entry = integrationCatalogue.find((i) => names.some((name) => sameName(i.name, name)));
    brief.integrations.push({
      name: entry ? integrationName(entry, brief.language) : names[0]!,
      purpose: entry ? entry.purpose[brief.language] : russian ? `Подключение: ${names[0]}` : `The product connects to ${names[0]}`,
    });
  }

  for (const names of expected.constraints) {
    const known = brief.constraints.some((c) => names.some((name) => mentions(c.name, name) || mentions(c.text, name)));
    if (known || brief.constraints.length >= BRIEF_LIMITS.constraints) continue;
    const entry = regulations.find((r) => names.some((name) => sameName(r.name, name)));
    brief.constraints.push({
      kind: entry?.kind ?? 'other',
      name: entry?.name ?? names[0]!,
      text: entry ? entry.text[brief.language] : russian ? `Продукт соответствует: ${names[0]}.` : `The product meets ${names[0]}.`,
    });
  }

  for (const [first, second] of expected.order) {
    const before = firstFeatureOn(brief, first);
    const after = firstFeatureOn(brief, second);
    if (!before || !after || before === after || after.dependsOn.includes(before.id)) continue;
    const order = implementationOrder(brief.features);
    if (order.indexOf(before) < order.indexOf(after)) continue;
    const dependsOn = [...after.dependsOn, before.id];
    if (dependsOn.length > 10) continue;
    const trial = brief.features.map((f) => (f === after ? { ...f, dependsOn } : f));
    if (dependencyCycle(trial) === null) after.dependsOn = dependsOn;
  }
  return briefSchema.parse(brief);
}

/**
 * The case's ordered pairs in a kit: the first task built on the first entity comes before the
 * first task built on the second (a task is built on an entity when one of its features uses it
 * in the brief).
 */
export function scoreKitOrder(
  outputs: Pick<KitOutputs, 'tasks'>,
  brief: Brief,
  expected: KitEvalCase,
): { satisfied: number; total: number; misses: string[] } {
  const tasks = outputs.tasks?.tasks ?? [];
  const firstTaskOn = (names: string[]) => {
    const features = new Set(
      brief.features
        .filter((f) => f.entities.some((entity) => names.some((name) => sameName(entity, name) || labelOf(brief, entity, name))))
        .map((f) => f.id),
    );
    return tasks.findIndex((task) => (task.featureIds ?? []).some((id) => features.has(id)));
  };
  let satisfied = 0;
  const misses: string[] = [];
  for (const [first, second] of expected.order) {
    const a = firstTaskOn(first);
    const b = firstTaskOn(second);
    if (a !== -1 && b !== -1 && a < b) satisfied += 1;
    else misses.push(`order ${first[0]} before ${second[0]} in the tasks`);
  }
  return { satisfied, total: expected.order.length, misses };
}

// ---------------------------------------------------------------------------------------------
// The headline feature: the proposed brief makes it a must with the capability a founder expects

/** Alternative wordings of each capability (the public cases name capabilities in words). */
export type CapabilityAliases = Readonly<Partial<Record<CapabilityId, readonly string[]>>>;

/** An English word as the aliases are matched: lower case, singular. */
const aliasWords = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => singularWord(word));

/**
 * The capability a headline names: the id itself, else the capability one of whose aliases comes
 * first in the name, word for word ("notifications and reminders (a messenger bot)" names notify,
 * not bot); a longer alias wins at the same place. Null when no alias is in the name.
 */
export function capabilityFromName(name: string, aliases: CapabilityAliases): CapabilityId | null {
  const trimmed = name.trim();
  if (isCapabilityId(trimmed)) return trimmed;
  const words = aliasWords(trimmed);
  let best: { id: CapabilityId; at: number; length: number } | null = null;
  for (const [id, list] of Object.entries(aliases) as Array<[CapabilityId, readonly string[]]>) {
    for (const alias of list) {
      const wanted = aliasWords(alias);
      if (wanted.length === 0) continue;
      const at = words.findIndex((_, start) => wanted.every((word, i) => words[start + i] === word));
      if (at === -1) continue;
      if (!best || at < best.at || (at === best.at && wanted.length > best.length)) best = { id, at, length: wanted.length };
    }
  }
  return best?.id ?? null;
}

const stopWords = new Set(
  (
    'a an the and or of to in on by at as is it be we for with from their them they that this when once into each its ' +
    'are can our your who via и в во с со к о у на по за из от до не для как что или при без это их его ее'
  ).split(' '),
);

/**
 * The words of a phrase as headlines are matched: no short function words, each cut to its first
 * four letters, so that "booking" meets "book", "ferries" "ferry" and "напоминания" "напоминаний".
 */
export function headlineStems(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !stopWords.has(word))
    .map((word) => word.slice(0, 4));
}

/** How many of the headline's words a feature's name and description hold. */
export function headlineOverlap(headline: string, feature: Pick<BriefFeature, 'name' | 'description'>): number {
  const have = new Set(headlineStems(`${feature.name} ${feature.description}`));
  return new Set(headlineStems(headline).filter((stem) => have.has(stem))).size;
}

export interface HeadlineMatch {
  /** A must feature of the brief has the expected capability. */
  right: boolean;
  /** The feature taken for the headline: the best worded must with the capability, else the best worded feature. */
  feature?: { id: string; name: string; priority: BriefFeature['priority']; capability: CapabilityId };
  /** How it was found: by its capability and words, by its capability alone, by its words alone, or not at all. */
  by: 'capability and words' | 'capability' | 'words' | 'none';
}

/** The headline feature in a brief, found by its capability and its words. */
export function matchHeadline(brief: Brief, headline: string, expected: CapabilityId): HeadlineMatch {
  const scored = brief.features.map((feature) => ({ feature, words: headlineOverlap(headline, feature) }));
  type Scored = (typeof scored)[number];
  // The most words win; of equals, the first feature.
  const best = (list: Scored[]) => list.reduce<Scored | undefined>((a, b) => (!a || b.words > a.words ? b : a), undefined);
  const describe = (feature: BriefFeature) => ({
    id: feature.id,
    name: feature.name,
    priority: feature.priority,
    capability: capabilityOf(feature).id,
  });
  const right = best(scored.filter(({ feature }) => feature.priority === 'must' && capabilityOf(feature).id === expected));
  if (right) return { right: true, feature: describe(right.feature), by: right.words > 0 ? 'capability and words' : 'capability' };
  const worded = best(scored.filter(({ words }) => words > 0));
  return worded ? { right: false, feature: describe(worded.feature), by: 'words' } : { right: false, by: 'none' };
}
