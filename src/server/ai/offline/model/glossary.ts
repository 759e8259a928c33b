import type { AppPlatform } from '../catalogue/lexicon';
import { phrasebook } from '../phrasebooks';
import { lowerWords, plural } from '../text';
import type { CompositionModel, ModelEntity } from './types';

/**
 * The PRD's glossary: the idea's own terms (its records with the founder's words for them, its
 * roles, its regulations and the jargon of its services and platforms), each explained for this
 * product, so people and coding agents use every word the same way.
 */

export interface GlossaryEntry {
  term: string;
  meaning: string;
}

/** Regulations and standards a brief names, and the terms they bring into the product. */
export type RegulationKey = 'hipaa' | 'gdpr' | 'pci' | 'soc2' | 'coppa' | 'ferpa' | 'ccpa' | 'fz152' | 'wcag';

/** Which regulation or standard a constraint names: the first pattern that matches. */
const regulations: Array<{ key: RegulationKey; pattern: RegExp }> = [
  { key: 'hipaa', pattern: /\bHIPAA\b/i },
  { key: 'gdpr', pattern: /\bGDPR\b/i },
  { key: 'pci', pattern: /\bPCI\b/i },
  { key: 'soc2', pattern: /\bSOC ?2\b/i },
  { key: 'coppa', pattern: /\bCOPPA\b/i },
  { key: 'ferpa', pattern: /\bFERPA\b/i },
  { key: 'ccpa', pattern: /\bCCPA\b/i },
  { key: 'fz152', pattern: /152-ФЗ|152-FZ/i },
  { key: 'wcag', pattern: /\bWCAG\b/i },
];

/** One relation of an entity, with the entity it names when the brief has it. */
export interface Relation {
  kind: 'belongs to' | 'has one' | 'has many';
  target?: ModelEntity;
  name: string;
}

/** The glossary's words in one language; which entries it has is decided once, in `glossaryFor`. */
export interface GlossaryPhrases {
  regulations: Record<RegulationKey, { expansion: string; terms: GlossaryEntry[] }>;
  services: Record<string, GlossaryEntry[]>;
  platforms: Partial<Record<AppPlatform, GlossaryEntry[]>>;
  /** What an entity that is not a role means in this product. */
  entity(b: CompositionModel, entity: ModelEntity, links: string, users: CompositionModel['features']): string;
  /** The meaning of a role's entity: the person, then what each of their records links to. */
  roleEntity(b: CompositionModel, entity: ModelEntity, role: CompositionModel['roles'][number], links: string): string;
  person(b: CompositionModel, role: CompositionModel['roles'][number]): string;
  regulation(expansion: string, text: string): string;
  integration(b: CompositionModel, integration: CompositionModel['integrations'][number]): string;
  /** "belongs to a player and has many attempts". */
  links(entity: ModelEntity, relations: Relation[]): string;
}

const phrases = (language: CompositionModel['language']): GlossaryPhrases => phrasebook(language).glossary;

export function glossaryFor(b: CompositionModel): GlossaryEntry[] {
  const t = phrases(b.language);
  const entries: GlossaryEntry[] = [];
  const roleOf = (entity: ModelEntity) =>
    b.roles.find(
      (r) =>
        r.role.toLowerCase() === entity.label ||
        r.role.toLowerCase() === lowerWords(entity.name) ||
        r.role.toLowerCase() === entity.founderLabel,
    );
  for (const entity of b.entities) {
    const label = /\(“([^”]+)”\)/.exec(entity.description)?.[1] ?? entity.founderLabel;
    const founderWord = label ?? (entity.label !== lowerWords(entity.name) ? entity.label : '');
    const users = b.features.filter((f) => f.entities.includes(entity.name));
    const links = linksOf(entity, b, t);
    const role = roleOf(entity);
    entries.push({
      term: founderWord ? `${entity.name} (${founderWord})` : entity.name,
      meaning: role ? t.roleEntity(b, entity, role, links) : t.entity(b, entity, links, users),
    });
  }
  // A role that is also an entity is explained once, under the entity.
  const asEntities = new Set(b.entities.flatMap((e) => roleOf(e)?.role ?? []));
  for (const role of b.roles)
    if (!asEntities.has(role.role)) entries.push({ term: role.role, meaning: t.person(b, role) });
  for (const constraint of b.constraints) {
    const known = regulations.find((r) => r.pattern.test(constraint.name));
    const words = known ? t.regulations[known.key] : undefined;
    entries.push({
      term: constraint.name,
      meaning: words ? t.regulation(words.expansion, constraint.text) : constraint.text,
    });
    entries.push(...(words?.terms ?? []));
  }
  for (const integration of b.integrations) {
    entries.push({ term: integration.name, meaning: t.integration(b, integration) });
    entries.push(...(t.services[integration.key] ?? []));
  }
  for (const platform of b.platforms) entries.push(...(t.platforms[platform] ?? []));
  const seen = new Set<string>();
  return entries.filter((e) => {
    const key = e.term.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** "belongs to a player and has many attempts": an entity's relations, in the labels of the entities they name. */
function linksOf(entity: ModelEntity, b: CompositionModel, t: GlossaryPhrases): string {
  const relations = entity.relations.flatMap((relation): Relation[] => {
    const match = /^\w+ (belongs to|has one|has many) (\w+)/.exec(relation);
    if (!match) return [];
    const [, kind = '', target = ''] = match;
    const found = b.entities.find((e) => e.name === target || plural(e.name) === target);
    return [{ kind: kind as Relation['kind'], target: found, name: target }];
  });
  return t.links(entity, relations);
}
