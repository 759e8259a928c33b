import { isCapabilityId } from './capabilities';
import {
  BRIEF_LIMITS,
  briefPlatforms,
  constraintKinds,
  dependencyCycle,
  type Brief,
  type BriefFeature,
  type BriefQuestion,
  type ConstraintKind,
} from './schemas/brief';

/**
 * Changes to a brief that keep it whole: the founder's answers to the engine's questions, and the
 * review form's renames and removals. Every reference between parts of the brief (features' entities,
 * integrations and dependencies, entities' relations) follows a rename and goes with a removal, so
 * the form never holds a dangling id the schema would refuse (ADR 0022).
 */

export interface BriefAnswer {
  /** The `value`s of the chosen suggestions. */
  choices: string[];
  /** What the founder typed instead of (or beside) a suggestion. */
  text?: string;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const clip = (value: string, max: number) => value.trim().slice(0, max).trim();

/** The answer as texts: each chosen suggestion's value (the text to use), then the typed text. */
function answerTexts(question: BriefQuestion, answer: BriefAnswer): string[] {
  const known = new Set(question.choices.map((choice) => choice.value));
  const chosen = answer.choices.filter((value) => known.has(value));
  const typed = answer.text?.trim();
  return [...chosen, ...(typed ? [typed] : [])].filter((value) => value.trim() !== '');
}

const labelOf = (question: BriefQuestion, value: string) =>
  question.choices.find((choice) => choice.value === value)?.label ?? value;

/** `FEAT-001` upwards: the id after the highest one in use. */
export function nextFeatureId(features: readonly Pick<BriefFeature, 'id'>[]): string {
  const highest = Math.max(0, ...features.map((feature) => Number(feature.id.slice(5)) || 0));
  return `FEAT-${String(highest + 1).padStart(3, '0')}`;
}

/** A new feature with nothing attached: the founder links it to entities and other features in the form. */
export function newFeature(brief: Brief, name: string, description = name): BriefFeature {
  return {
    id: nextFeatureId(brief.features),
    name: clip(name, BRIEF_LIMITS.name),
    description: clip(description, BRIEF_LIMITS.text),
    priority: 'should',
    entities: [],
    integrations: [],
    dependsOn: [],
  };
}

/** The feature a `capability` question is about: its id ends the question's (`capability-feat-003` → FEAT-003). */
export function questionFeatureId(question: Pick<BriefQuestion, 'id'>): string | undefined {
  const number = /-feat-(\d{3})$/.exec(question.id)?.[1];
  return number ? `FEAT-${number}` : undefined;
}

function constraintKindOf(question: BriefQuestion, value: string): ConstraintKind {
  const direct = constraintKinds.find((kind) => same(kind, value));
  return direct ?? constraintKinds.find((kind) => question.id.includes(kind)) ?? 'other';
}

/** The brief with one question answered. An empty answer changes nothing but the open question. */
export function applyAnswer(brief: Brief, question: BriefQuestion, answer: BriefAnswer): Brief {
  const texts = answerTexts(question, answer);
  const next: Brief = {
    ...brief,
    openQuestions: brief.openQuestions.filter((open) => !same(open, question.text)),
  };
  if (texts.length === 0) return next;
  switch (question.topic) {
    case 'platforms': {
      const platforms = briefPlatforms.filter((platform) => texts.includes(platform));
      return platforms.length > 0 ? { ...next, platforms } : next;
    }
    case 'monetisation':
      return { ...next, monetisation: clip(texts.join('; '), BRIEF_LIMITS.text) };
    case 'roles': {
      const roles = [...next.roles];
      for (const value of texts) {
        const name = clip(value, BRIEF_LIMITS.name);
        if (!roles.some((role) => same(role.name, name))) roles.push({ name, goals: [] });
      }
      return { ...next, roles: roles.slice(0, BRIEF_LIMITS.roles) };
    }
    case 'features': {
      let withFeatures = next;
      for (const value of texts) {
        if (withFeatures.features.some((feature) => same(feature.name, clip(value, BRIEF_LIMITS.name)))) continue;
        if (withFeatures.features.length >= BRIEF_LIMITS.features) break;
        withFeatures = { ...withFeatures, features: [...withFeatures.features, newFeature(withFeatures, value)] };
      }
      return withFeatures;
    }
    case 'integrations': {
      const integrations = [...next.integrations];
      for (const value of texts) {
        const label = labelOf(question, value);
        const name = clip(value, BRIEF_LIMITS.name);
        if (integrations.some((integration) => same(integration.name, name))) continue;
        // The suggestion's label says what it is for ("Stripe for card payments"); a bare name leans on the question.
        const purpose = clip(label !== value ? label : question.text, BRIEF_LIMITS.text);
        integrations.push({ name, purpose });
      }
      return { ...next, integrations: integrations.slice(0, BRIEF_LIMITS.integrations) };
    }
    case 'constraints': {
      const constraints = [...next.constraints];
      for (const value of texts) {
        const name = clip(value, BRIEF_LIMITS.name);
        if (constraints.some((constraint) => same(constraint.name, name))) continue;
        constraints.push({
          kind: constraintKindOf(question, value),
          name,
          text: clip(labelOf(question, value), BRIEF_LIMITS.text),
        });
      }
      return { ...next, constraints: constraints.slice(0, BRIEF_LIMITS.constraints) };
    }
    case 'capability': {
      // The founder's choice says how the feature works; what the idea said of it (sources, channel…) stays.
      const id = texts.find(isCapabilityId);
      const featureId = questionFeatureId(question);
      if (!id || !featureId) return next;
      return {
        ...next,
        features: next.features.map((feature) => (feature.id === featureId ? { ...feature, capability: { ...feature.capability, id } } : feature)),
      };
    }
    case 'other': {
      // Kept with its question, so the documents can say what was decided and why.
      const assumption = clip(`${question.text} — ${texts.join(', ')}`, BRIEF_LIMITS.text);
      if (next.assumptions.length >= BRIEF_LIMITS.notes) return next;
      return { ...next, assumptions: [...next.assumptions, assumption] };
    }
  }
}

/**
 * Renames the entity at `index`; the features that use it and the relations that point to it follow.
 * When another entity has the old name too, the references are left to that one.
 */
export function renameEntity(brief: Brief, index: number, name: string): Brief {
  const from = brief.entities[index]?.name;
  if (from === undefined) return brief;
  const shared = brief.entities.some((entity, i) => i !== index && entity.name === from);
  const follow = (ref: string) => (!shared && ref === from ? name : ref);
  return {
    ...brief,
    entities: brief.entities.map((entity, i) => ({
      ...entity,
      name: i === index ? name : entity.name,
      relations: entity.relations.map((relation) => ({ ...relation, entity: follow(relation.entity) })),
    })),
    features: brief.features.map((feature) => ({ ...feature, entities: feature.entities.map(follow) })),
  };
}

/** Removes the entity at `index`, with the relations to it and the features' references to it. */
export function removeEntity(brief: Brief, index: number): Brief {
  const removed = brief.entities[index]?.name;
  if (removed === undefined) return brief;
  const entities = brief.entities.filter((_, i) => i !== index);
  // Another entity of the same name still answers to the references.
  if (entities.some((entity) => entity.name === removed)) return { ...brief, entities };
  return {
    ...brief,
    entities: entities.map((entity) => ({
      ...entity,
      relations: entity.relations.filter((relation) => relation.entity !== removed),
    })),
    features: brief.features.map((feature) => ({
      ...feature,
      entities: feature.entities.filter((entity) => entity !== removed),
    })),
    ...notesWithout(brief, (note) => withoutIdentifier(note, removed)),
  };
}

/**
 * Removes the feature at `index`, every dependency on it, the roles' goals that are its name and the
 * notes that name it (by id or by name).
 */
export function removeFeature(brief: Brief, index: number): Brief {
  const removed = brief.features[index];
  if (removed === undefined) return brief;
  const named = removed.name.trim() !== '' && !brief.features.some((f, i) => i !== index && same(f.name, removed.name));
  const byName = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(removed.name.trim())}(?![\\p{L}\\p{N}])`, 'iu');
  const mentions = (text: string) => new RegExp(`\\b${removed.id}\\b`).test(text) || (named && byName.test(text));
  return {
    ...brief,
    features: brief.features
      .filter((_, i) => i !== index)
      .map((feature) => ({ ...feature, dependsOn: feature.dependsOn.filter((id) => id !== removed.id) })),
    roles: named ? brief.roles.map((role) => ({ ...role, goals: role.goals.filter((goal) => !same(goal, removed.name)) })) : brief.roles,
    ...notesWithout(brief, (note) => (mentions(note) ? null : note)),
  };
}

/**
 * The assumptions and open questions with a removed item's mentions taken out (ADR 0046): the
 * engines write notes that name entities ("Fields of Patient, Visit are typical ones"), and a kit
 * repeats its brief's notes, so a note left naming a removed item would bring it back into the kit.
 * `edit` gives the note without the item, or null when nothing of the note is left to say.
 */
function notesWithout(brief: Brief, edit: (note: string) => string | null): Pick<Brief, 'assumptions' | 'openQuestions'> {
  const edited = (notes: readonly string[]) => notes.flatMap((note) => edit(note) ?? []);
  return { assumptions: edited(brief.assumptions), openQuestions: edited(brief.openQuestions) };
}

/**
 * A note without an entity's identifier: taken out of a list that names others ("A, B, C" → "A, C"),
 * else the whole note goes, since it was about the entity.
 */
export function withoutIdentifier(note: string, name: string): string | null {
  const word = `\\b${escapeRegExp(name)}\\b`;
  if (!new RegExp(word).test(note)) return note;
  const listed = note
    .replace(new RegExp(`${word}(?:,\\s*|\\s+(?:and|и)\\s+)`, 'g'), '')
    .replace(new RegExp(`(?:,\\s*|\\s+(?:and|и)\\s+)${word}`, 'g'), '');
  return new RegExp(word).test(listed) || listed === note ? null : listed;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Renames the integration at `index`; the features that call it follow (names match case-insensitively). */
export function renameIntegration(brief: Brief, index: number, name: string): Brief {
  const from = brief.integrations[index]?.name;
  if (from === undefined) return brief;
  const shared = brief.integrations.some((integration, i) => i !== index && same(integration.name, from));
  return {
    ...brief,
    integrations: brief.integrations.map((integration, i) => (i === index ? { ...integration, name } : integration)),
    features: brief.features.map((feature) => ({
      ...feature,
      integrations: feature.integrations.map((ref) => (!shared && same(ref, from) ? name : ref)),
    })),
  };
}

/** Removes the integration at `index` and the features' references to it. */
export function removeIntegration(brief: Brief, index: number): Brief {
  const removed = brief.integrations[index]?.name;
  if (removed === undefined) return brief;
  const integrations = brief.integrations.filter((_, i) => i !== index);
  if (integrations.some((integration) => same(integration.name, removed))) return { ...brief, integrations };
  return {
    ...brief,
    integrations,
    features: brief.features.map((feature) => ({
      ...feature,
      integrations: feature.integrations.filter((ref) => !same(ref, removed)),
    })),
  };
}

/** Whether `feature` may depend on `candidate` without closing a circle (the schema refuses cycles). */
export function canDependOn(features: readonly BriefFeature[], feature: string, candidate: string): boolean {
  if (feature === candidate) return false;
  const tried = features.map((f) =>
    f.id === feature ? { ...f, dependsOn: [...new Set([...f.dependsOn, candidate])] } : f,
  );
  return dependencyCycle(tried) === null;
}

/** A name not taken yet: `base`, else `base2`, `base3`… (new entities and fields start valid). */
export function freeName(taken: readonly string[], base: string): string {
  if (!taken.includes(base)) return base;
  for (let n = 2; ; n++) if (!taken.includes(`${base}${n}`)) return `${base}${n}`;
}
