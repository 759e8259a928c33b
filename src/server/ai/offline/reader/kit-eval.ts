import { z } from 'zod';
import { briefPlatform, type Brief } from '../../../../shared/schemas/brief';
import { singularWord } from '../text';

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
