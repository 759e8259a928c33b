import type { CapabilityId } from '../../../../shared/capabilities';
import type { BriefFeature } from '../../../../shared/schemas/brief';
import { capitalise } from '../text';
import { belongsTo, type ReadEntity } from './entities';
import { labelsOf, type FeatureOrigin } from './features';
import { fill } from './template';
import { texts } from './texts';
import type { Language, Word } from './words';

/** Capabilities whose features are done with a provider the customer chooses. */
const PROVIDED: ReadonlySet<CapabilityId> = new Set(['booking', 'payouts', 'directory']);

/** The idea speaks of profiles itself ("walkers with profiles", «анкеты мастеров»). */
const PROFILE = /^(profile|profiles|профиль|профили|профилей|анкета|анкеты|анкет|портфолио)$/;

/**
 * A person who belongs to another person (a parent's kids, a trainer's clients) and whom nobody else
 * acts on is that person's record to add ("Add kids"), not someone who signs up for a profile. A
 * person others find, book, pay or assign keeps their profile, as do the people of an internal tool
 * (its manager adds the staff) and of an idea that speaks of profiles.
 */
export function dependentPeople(
  features: BriefFeature[],
  origins: ReadonlyMap<string, FeatureOrigin>,
  /** The capability each feature was found to have (feature id → capability), where one was. */
  capabilities: ReadonlyMap<string, CapabilityId>,
  entities: readonly ReadEntity[],
  words: readonly Word[],
  language: Language,
  actors?: Map<string, string>,
  /** The idea is an internal tool. */
  internal = false,
  /** What the kinds of product the idea names do ("a marketplace" pays its sellers out: they are chosen). */
  kinds: readonly CapabilityId[] = [],
): BriefFeature[] {
  if (internal || kinds.some((kind) => PROVIDED.has(kind)) || words.some((word) => PROFILE.test(word.lower))) return features;
  const people = new Map(entities.filter((e) => e.kind === 'person').map((e) => [e.entity.name, e]));
  const t = texts[language];
  return features.map((feature) => {
    const person = origins.get(feature.id)?.profile ? people.get(feature.entities[0] ?? '') : undefined;
    const owner = person && belongsTo(person).map((parent) => people.get(parent)).find((one) => one && one !== person);
    if (!person || !owner) return feature;
    const name = person.entity.name;
    // Someone other than its owner books, pays or acts on the person: a provider with a profile of their own.
    const provides = features.some((other) => PROVIDED.has(capabilities.get(other.id) ?? 'records') && actors?.get(other.name) !== name);
    const actedOn = features.some((other) => other.id !== feature.id && other.entities.includes(name) && ![name, owner.entity.name].includes(actors?.get(other.name) ?? ''));
    if (provides || actedOn) return feature;
    const forms = labelsOf(person.label, language);
    const added = { ...feature, name: fill(t.dependents, forms), description: fill(t.dependentsDescription, { ...forms, owners: capitalise(labelsOf(owner.label, language).labels) }) };
    actors?.set(added.name, owner.entity.name);
    return added;
  });
}
