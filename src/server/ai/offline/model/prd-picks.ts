import type { CompositionModel, ModelFeature, ModelEntity } from './types';
import type { ArchetypeId } from '../catalogue/archetypes';
import { lowerFirst } from './feature-facts';

/**
 * What the PRD's lines are about, decided once for every language: the records, features and
 * people the brief makes central, and the kind of product the lines are written for. Its own
 * module so that the phrasebooks and the composer both read it without importing each other.
 */

/** The goal of a feature's user story, in the third person and without its field list: "keep track of their coins". */
export function storyGoal(feature: ModelFeature): string {
  const goal = /I want to (.+?) so that/.exec(feature.userStory)?.[1] ?? lowerFirst(feature.name);
  return goal
    .replace(/ with (?:their|my) [^,]+(?: and [^,]+)?$/, '')
    .replace(/\bmy\b/g, 'their')
    .replace(/\bI\b/g, 'they')
    .replace(/\bme\b/g, 'them');
}

/** The record the product is about: the most used entity that is not one of its people. */
export function mainRecord(b: CompositionModel) {
  const roles = new Set(b.roles.map((r) => r.role.toLowerCase()));
  const things = b.entities.filter(
    (e) => !roles.has(e.label) && !roles.has(e.name.toLowerCase()) && !roles.has(e.founderLabel ?? ''),
  );
  const uses = (name: string) => b.features.filter((f) => f.entities.includes(name)).length;
  return [...things].sort((x, y) => uses(y.name) - uses(x.name))[0];
}

/** What the PRD's lines are about: the records, features and people the brief makes central. */
export interface Picks {
  /** The record the product is about. */
  record?: ModelEntity;
  /** The feature that delivers the first value, and the next one. */
  first: ModelFeature;
  second: ModelFeature;
  /** The record that changes hands, else the main one. */
  deal?: ModelEntity;
  /** The role that creates the main record. */
  creator: string;
}

export function picksOf(b: CompositionModel): Picks {
  const record = mainRecord(b);
  const core = b.features.filter((f) => f.priority === 'must');
  const pool = core.length > 0 ? core : b.features;
  // The first value is the first must-have about a record, not signing up.
  // The feature named as an action ("Play a song", "Rent a boat") is what people come for.
  const first =
    pool.find((f) => f.entity !== undefined && storyGoal(f) === lowerFirst(f.name)) ??
    pool.find((f) => record && f.entity === record.name) ??
    pool.find((f) => f.entity !== undefined && f.entity === record?.name) ??
    pool.find((f) => !['accounts', 'profiles', 'settings', 'onboarding'].includes(f.key)) ??
    pool[0]!;
  const second = pool.find((f) => f !== first && !['accounts', 'profiles', 'settings'].includes(f.key)) ?? first;
  // What changes hands: the record of the feature that books, rents, hires or orders, else the first value's.
  const dealFeature = b.features.find(
    (f) => f.entity && /\b(?:book|reserv|rent|hire|order|request|buy)|^(?:брон|запис|аренд|заказ|покуп)/i.test(f.name),
  );
  const deal = b.entities.find((e) => e.name === (dealFeature ?? first).entity) ?? record;
  const creator = b.features.find((f) => record && f.entity === record.name)?.role ?? b.user;
  return { record, first, second, deal, creator };
}

export type Kind = ArchetypeId | 'developer';

/** The kind the lines are written for: the platform decides for tools without screens and for extensions. */
export function kindOf(b: CompositionModel): Kind {
  if (b.platforms.every((p) => p === 'cli' || p === 'api')) return 'developer';
  if (b.platforms.includes('extension')) return 'extension';
  return b.archetype.id;
}

