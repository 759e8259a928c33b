import type { BriefFeature } from '../../../../shared/schemas/brief';
import type { CapabilityId } from '../../../../shared/capabilities';
import { capitalise, joinList, plural } from '../text';
import { actionName, actionOf } from './actions';
import { actionsByKind, actionsByName, recordedEvent } from '../catalogue/actions';
import { integrationName } from '../catalogue/integrations';
import { genericProductWords, productWords, servedPeople } from '../catalogue/words';
import { belongsTo, type ReadEntity } from './entities';
import type { EntityKind } from '../catalogue/types';
import type { Mentions } from './mentions';
import { inflectPhrase, isAnimateLabelWord, isMassNoun, russianWord } from './russian';
import { clip, fill } from './template';
import { texts } from './texts';
import type { Language, Word } from './words';

/**
 * Features: one for each entity (in the entities' order, so a feature comes after the features of
 * what its entity belongs to), then one for each capability the idea names, then one for each
 * integration no other feature uses. `dependsOn` follows the entities a feature is built on.
 */

const MAX_FEATURES = 30;

export function labelsOf(label: string, language: Language) {
  if (language === 'ru') {
    // A phrase is as countable as its head noun, its first ("учёт мёда" → «вести мёд»).
    const head = label.split(/\s+/).find((word) => russianWord(word).pos === 'noun');
    const number = head && isMassNoun(head) ? 'sing' : 'plur';
    const as = (grammeme: string) => inflectPhrase(label, [grammeme, number]);
    // The accusative plural of a thing is its nominative ("сдавать домашние задания"), of a being its genitive.
    const animate = label.split(/\s+/).some((word) => russianWord(word).pos === 'noun' && isAnimateLabelWord(word));
    const labels = as('nomn');
    const labelsGen = as('gent');
    return {
      label,
      labelAcc: inflectPhrase(label, ['accs', 'sing']),
      labels,
      labelsGen,
      labelsAcc: number === 'sing' ? as('accs') : animate ? labelsGen : labels,
      labelsLoc: as('loct'),
      labelsIns: as('ablt'),
    };
  }
  const labels = plural(label);
  return { label, labelAcc: label, labels, labelsGen: labels, labelsAcc: labels, labelsLoc: labels, labelsIns: labels };
}

function vars(label: string, language: Language) {
  const forms = labelsOf(label, language);
  return { ...forms, Label: capitalise(forms.label), Labels: capitalise(forms.labels) };
}

/** Where the idea speaks of a feature, for the passes that read more into it (see capabilities.ts). */
export interface FeatureOrigin {
  /** The words naming it: its entity's mentions, or the capability's or service's word. */
  positions: number[];
  made: 'entity' | 'capability' | 'integration';
  /** A person's feature: their profile, or their record staff keep (an internal tool's clients). */
  person: boolean;
  /** A person's own profile, kept by that person. */
  profile?: boolean;
  /** Its name is the idea's own verb phrase, not the catalogue's. */
  said: boolean;
  /**
   * What it does by its nature when the idea says nothing more: a map service's feature shows places on a
   * map, the catalogue's "Reminders and notifications" notifies.
   */
  implies?: CapabilityId;
}

/**
 * `actors`, when given, learns who does each entity feature (feature name → the person entity's
 * name): a role's goals are the features the idea says that person does. `origins`, when given,
 * learns where the idea names each feature (feature id → origin).
 */
export function buildFeatures(
  entities: ReadEntity[],
  mentions: Mentions,
  language: Language,
  actors?: Map<string, string>,
  options: { internal?: boolean; everyone?: string; origins?: Map<string, FeatureOrigin> } = {},
): BriefFeature[] {
  const t = texts[language];
  const features: BriefFeature[] = [];
  const byEntity = new Map<string, BriefFeature>();
  const nextId = () => `FEAT-${String(features.length + 1).padStart(3, '0')}`;
  const featureIdsOf = (names: string[]) =>
    [...new Set(names.map((name) => byEntity.get(name)?.id).filter((id): id is string => Boolean(id)))].slice(0, 10);

  // Two records named in one phrase ("заявки на ремонт") do not both take its name: the verb's direct object does.
  const taken = new Set<string>();
  const claims = claimsOf(entities, mentions, language);
  for (const read of entities.slice(0, MAX_FEATURES - 8)) {
    const aggregate = read.kind === 'aggregate';
    const { name, description, actor, said, profile } = entityFeatureText(
      read,
      entities,
      mentions,
      language,
      (key) => !taken.has(key) && (claims.get(key) ?? read.entity.name) === read.entity.name,
      options.internal ?? false,
      options.everyone,
    );
    taken.add(name.toLowerCase());
    if (actor && read.kind !== 'person') actors?.set(clipName(name), actor.entity.name);
    const feature: BriefFeature = {
      id: nextId(),
      name: clipName(name),
      description: clip(description, 2000),
      // What the idea says people do with a record, in its own verb ("track rehearsal attendance"), is what the product is for.
      priority: aggregate ? 'could' : read.kind === 'document' && !said ? 'should' : 'must',
      entities: [read.entity.name],
      integrations: [],
      dependsOn: aggregate
        ? featureIdsOf(
            entities.filter((e) => ['event', 'document', 'money'].includes(e.kind)).map((e) => e.entity.name),
          )
        : featureIdsOf(belongsTo(read)),
    };
    features.push(feature);
    byEntity.set(read.entity.name, feature);
    options.origins?.set(feature.id, { positions: read.positions, made: 'entity', person: read.kind === 'person', said, ...(profile ? { profile } : {}) });
  }

  const entitiesIn = (clause: number) => entities.filter((e) => e.clauses.includes(clause)).map((e) => e.entity.name);
  const mainEntity =
    entities.find((e) => e.kind === 'event') ?? entities.find((e) => e.kind !== 'person') ?? entities[0];
  const used = new Set<string>();

  const seen = new Set<string>();
  for (const { entry, clause, position } of mentions.capabilities) {
    if (seen.has(entry.key) || features.length >= MAX_FEATURES) continue;
    seen.add(entry.key);
    const named = entitiesIn(clause);
    const on = (named.length > 0 ? named : mainEntity ? [mainEntity.entity.name] : []).slice(0, 10);
    const services = mentions.integrations.filter((i) => i.clause === clause).map((i) => i.entry);
    services.forEach((service) => used.add(service.name));
    options.origins?.set(nextId(), { positions: [position], made: 'capability', person: false, said: false, ...(entry.does ? { implies: entry.does } : {}) });
    features.push({
      id: nextId(),
      name: entry.name[language],
      description: fill(t.capabilityDescription, {
        name: entry.name[language],
        labels: on.map((name) => labelFor(entities, name, language)).join(', ') || t.defaultRole,
      }),
      priority: position < productPhraseEnd(mentions) ? 'must' : 'should',
      entities: on,
      integrations: services.map((service) => integrationName(service, language)),
      dependsOn: featureIdsOf(on),
    });
  }

  for (const { entry, clause, position } of mentions.integrations) {
    if (used.has(entry.name)) continue;
    used.add(entry.name);
    const host = entitiesIn(clause)
      .concat(entities.map((e) => e.entity.name))
      .find((name) => entry.entities?.includes(name));
    const hostFeature = host ? byEntity.get(host) : undefined;
    if (hostFeature && hostFeature.integrations.length < 10) {
      hostFeature.integrations.push(integrationName(entry, language));
      continue;
    }
    if (features.length >= MAX_FEATURES) continue;
    const on = entitiesIn(clause).slice(0, 10);
    const service = integrationName(entry, language);
    options.origins?.set(nextId(), { positions: position === undefined ? [] : [position], made: 'integration', person: false, said: false, ...(entry.capability ? { implies: entry.capability } : {}) });
    features.push({
      id: nextId(),
      name: entry.feature[language],
      description: fill(t.integrationDescription, { name: entry.feature[language], integration: service }),
      priority: position !== undefined && position < productPhraseEnd(mentions) ? 'must' : 'should',
      entities: on,
      integrations: [service],
      dependsOn: featureIdsOf(on),
    });
  }
  return features;
}

/**
 * Where the words naming the product end: before the idea's first relative word or verb ("A Telegram
 * bot | that turns…", «Бот во ВКонтакте, | который…»). A capability said there is the product itself: a must.
 */
function productPhraseEnd(mentions: Mentions): number {
  const end = mentions.words.findIndex((word, k) => k > 0 && (/^(that|which|who|where|to|for|with|где|который|которая|которое|которые|для|с)$/.test(word.lower) || word.pos === 'verb'));
  return end === -1 ? mentions.words.length : end;
}

/** Which entity each of the idea's verb phrases names (lower-cased name → entity): the one standing nearest the verb. */
function claimsOf(entities: ReadEntity[], mentions: Mentions, language: Language): Map<string, string> {
  const nearest = new Map<string, { entity: string; distance: number }>();
  for (const read of entities) {
    const action = read.kind === 'person' ? null : actionOf(read, entities, mentions, language);
    if (!action) continue;
    const key = actionName(action).toLowerCase();
    const best = nearest.get(key);
    if (!best || action.distance < best.distance)
      nearest.set(key, { entity: read.entity.name, distance: action.distance });
  }
  return new Map([...nearest].map(([key, { entity }]) => [key, entity]));
}

/** "hourlyRate" → "hourly rate". */
const spaced = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

/**
 * A record's feature is what people do with it: the idea's own verb phrase ("Earn coins"), else
 * what is done with such a record (a booking is booked); a person gets a profile.
 */
export function entityFeatureText(
  read: ReadEntity,
  entities: ReadEntity[],
  mentions: Mentions,
  language: Language,
  usable: (name: string) => boolean = () => true,
  internal = false,
  /** Who does what the idea names no one for: "Users", or "Developers" of a developer tool. */
  everyone?: string,
): { name: string; description: string; actor?: ReadEntity; said: boolean; profile?: boolean } {
  const t = texts[language];
  const v = vars(read.label, language);
  if (read.kind === 'person' && internal && servedPeople.has(read.catalogueName ?? '')) {
    return { name: fill(t.records, v), description: fill(t.recordsDescription, v), said: false };
  }
  if (read.kind === 'person') {
    // What a profile keeps is the person's own fields ("name, subjects and hourly rate"), not "details".
    const kept = read.entity.fields
      .map((f) => f.name)
      .filter((n) => !/Id$|^(?:id|status|createdAt|updatedAt)$/.test(n))
      .slice(0, 3);
    const details = language === 'en' && kept.length > 0 ? joinList(kept.map(spaced)) : t.details;
    return { name: fill(t.profiles, v), description: fill(t.profileDescription, { ...v, details }), said: false, profile: true };
  }
  // The business the product is sold to ("a tool for a bookshop") is the account's own, set up once, not a list to keep.
  if (soldTo(read, mentions.words)) return { name: fill(t.business, v), description: fill(t.businessDescription, v), said: false };
  // The first of the idea's phrases for the record that no other record's feature takes ("scan tickets" when "buy tickets" is the payment's).
  const found = actionOf(read, entities, mentions, language, (one) => usable(actionName(one).toLowerCase()));
  const action = found && usable(actionName(found).toLowerCase()) ? found : null;
  // "Book bookings", "Order orders": a verb that only repeats the noun says nothing.
  const candidate = fill(fallbackAction(read)[language], v);
  const repeats = (name: string) => {
    const [verb = '', ...rest] = name.toLowerCase().split(' ');
    return rest.some((word) => word.slice(0, 4) === verb.slice(0, 4));
  };
  const byKind = fill(kindAction(read)[language], v);
  const byCatalogue = !repeats(candidate) ? candidate : !repeats(byKind) ? byKind : fill(t.keepTrack, v);
  const name = action
    ? actionName(action)
    : usable(byCatalogue.toLowerCase()) || repeats(byKind)
      ? byCatalogue
      : byKind;
  // When the idea names the action but not who does it, the owner of the record is no safe guess.
  // Without the idea's verb, only an owner the idea or the catalogue names is a safe guess at who acts.
  // …and only when no one else in the idea could act: a plan "for patients" is written by their therapist.
  const named = [...read.stated, ...read.parents];
  const people = entities.filter((e) => e.kind === 'person');
  const actor = action
    ? action.actor
    : people.length === 1
      ? people.find((e) => named.includes(e.entity.name))
      : undefined;
  const who = actor ? capitalise(labelsOf(actor.label, language).labels) : (everyone ?? t.everyone);
  const parent = entities.find((e) => e !== actor && e.kind !== 'aggregate' && belongsTo(read).includes(e.entity.name));
  const result = recordResult(read.kind, v, parent?.label, language);
  return {
    name,
    description: fill(t.actionDescription, { who, does: lowerFirst(name), result }),
    said: Boolean(action),
    ...(actor ? { actor } : {}),
  };
}

/**
 * What keeping a record gives, naming the record it belongs to. After «к» Russian names that record
 * in the dative, whatever its gender or number: «привязана к ученику», «к книге», «к занятию», «к саням».
 */
export function recordResult(kind: EntityKind, v: Record<string, string>, parentLabel: string | undefined, language: Language): string {
  const t = texts[language].results[kind];
  if (!parentLabel) return fill(t.alone, v);
  const singular = inflectPhrase(parentLabel, ['datv', 'sing']);
  const parentDat = language !== 'ru' ? parentLabel : singular !== parentLabel ? singular : inflectPhrase(parentLabel, ['datv', 'plur']);
  return fill(t.withParent, { ...v, parent: parentLabel, parentDat });
}

const GENERIC_PRODUCT = new Set([...genericProductWords.en.split('|'), ...genericProductWords.ru.split('|')]);

/** Words that may stand between "for" and the business: "for a small local bakery", «для небольшой пекарни». */
const BUSINESS_QUALIFIER = /^(a|an|the|one|small|local|independent|busy|family|small-town|single|небольшой|небольшая|небольшое|маленький|маленькая|маленькое|местный|местная|местное|одной|одного)$/;

/**
 * What the idea names once, right after "for" that follows the product's word ("A tool for a
 * bookshop", «Сервис для небольшой пекарни»): the business the product is sold to.
 */
function soldTo(read: ReadEntity, words: readonly Word[]): boolean {
  if (read.positions.length !== 1) return false;
  // The head of its phrase: "for a wedding photographer" is for the photographer.
  const at = read.positions[0]!;
  // "A yoga studio app": a place naming the product's domain at the idea's opening is the business it is for.
  if (read.kind === 'place') {
    let end = at;
    while (words[end + 1]?.pos === 'noun' && !words[end]!.breakAfter && !GENERIC_PRODUCT.has(words[end + 1]!.lemma)) end += 1;
    const opening = words.slice(0, at).every((word) => /^(a|an|the|our|my)$/.test(word.lower) || word.pos === 'adjective' || word.pos === 'noun');
    if (opening && !words[end]!.breakAfter && GENERIC_PRODUCT.has(words[end + 1]?.lemma ?? '')) return true;
  }
  // (A Russian noun heads the genitive after it: «для школы танцев» is for the school.)
  if (!words[at]?.breakAfter && words[at + 1]?.pos === 'noun' && !words[at + 1]!.genitive) return false;
  let k = at - 1;
  while (k >= 0 && (BUSINESS_QUALIFIER.test(words[k]!.lower) || (words[k]!.pos === 'noun' && k === at - 1 && !/^(for|для)$/.test(words[k]!.lower)))) k -= 1;
  if (!/^(for|для)$/.test(words[k]?.lower ?? '')) return false;
  // A place is a business whatever qualifies it; any other thing only as "a" one ("for a choir", not "for recipes").
  if (read.kind !== 'place' && !/^(a|an)$/.test(words[k + 1]?.lower ?? '')) return false;
  const product = new Set(productWords[words[k]!.lower === 'для' ? 'ru' : 'en'].split('|'));
  return product.has(words[k - 1]?.lemma ?? '') || product.has(words[k - 1]?.lower ?? '');
}

const lowerFirst = (text: string) => (/^[A-ZА-ЯЁ][a-zа-яё]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text);

/** What is done with such a record, by the catalogue, in the given language ("Log expenses"). */
export const catalogueActionName = (read: ReadEntity, language: Language) =>
  fill(fallbackAction(read)[language], vars(read.label, language));

function fallbackAction(read: ReadEntity) {
  const byName = [read.catalogueName, read.entity.name]
    .map((name) => (name ? actionsByName[name] : undefined))
    .find(Boolean);
  return byName ?? kindAction(read);
}

/** What is done with a record of its kind; only what starts at a set time is scheduled, an event with no start ahead is recorded. */
function kindAction(read: ReadEntity) {
  const planned = read.entity.fields.some((field) =>
    /^(startsAt|startsOn|date|dueDate|scheduledAt|slot)$/.test(field.name),
  );
  return read.kind === 'event' && !planned ? recordedEvent : actionsByKind[read.kind];
}

function labelFor(entities: ReadEntity[], name: string, language: Language): string {
  const read = entities.find((e) => e.entity.name === name);
  return read ? labelsOf(read.label, language).labels : name;
}

const clipName = (name: string) => (name.length > 80 ? `${name.slice(0, 77)}...` : name);
