import type { BriefEntity, BriefField, BriefRelation, FieldType } from '../../../../shared/schemas/brief';
import { fieldTypes } from '../../../../shared/schemas/brief';
import { prerequisitesFirst } from '../../../../shared/prerequisites-first';
import { camelCase, pascalCase, singularWord } from '../text';
import { entityKinds, type EntityKind } from '../catalogue/types';
import type { EntityMention } from './mentions';
import { russianEnglish } from '../catalogue/russian-english';
import { yo } from './russian';
import { bookable, impliedNames, payable } from '../catalogue/words';
import { domainNouns } from '../catalogue/domain';
import type { Language } from './words';

/**
 * Entities from what the idea mentions: one per name, ordered so that what a thing belongs to comes
 * first (people and places, then assets, events, documents, money, then aggregates). Relations only
 * point to earlier entities, so the features built on them depend on each other without cycles.
 */

export interface ReadEntity {
  entity: BriefEntity;
  kind: EntityKind;
  /** What the idea calls it, in the idea's language. */
  label: string;
  known: boolean;
  /** Entities the catalogue says it belongs to (when the idea has them). */
  parents: string[];
  /** Entities the idea says it belongs to ("requests from tenants"). */
  stated: string[];
  /** Those of them that come first whatever their kind (see `Link.ownerFirst`). */
  statedFirst: string[];
  /** What the verb naming it acts on (see `Link.actedOn`). */
  actedOn: string[];
  clauses: number[];
  position: number;
  /** Where each of the idea's mentions of it starts (the first is `position`). */
  positions: number[];
  /** The catalogue entry it was read as, if any. */
  catalogueName?: string;
  /** A field it gives each entity it belongs to (see `DomainNoun.ownerField`). */
  ownerField?: string;
}

const kindDefaults: Record<EntityKind, string> = {
  place: 'name:string,address:location',
  person: 'name:string,email:email,phone:phone',
  asset: 'name:string,description:text,status:enum',
  event: 'startsAt:datetime,status:enum,notes:text',
  document: 'title:string,body:text',
  money: 'amount:money,currency:string,status:enum',
  aggregate: 'period:string,data:json',
};

const isFieldType = (type: string): type is FieldType => (fieldTypes as readonly string[]).includes(type);

/** Parses the catalogue's `name:type,name:type` field lists. */
export function parseFields(list: string): BriefField[] {
  return list
    .split(',')
    .map((pair) => pair.trim().split(':'))
    .flatMap(([name = '', type = '']) => (isFieldType(type) && name ? [{ name, type }] : []));
}

/** What a Russian noun no dictionary knows is called in code: its kind, in English. */
const unknownNounNames: Record<EntityKind, string> = {
  place: 'Place',
  person: 'Person',
  asset: 'Item',
  event: 'Event',
  document: 'Record',
  money: 'Amount',
  aggregate: 'Summary',
};

/**
 * The entity is named by the founder's own noun ("photographers" → Photographer, "leave requests" →
 * LeaveRequest): the catalogue lends fields, never its name, because a photographer is a kind of
 * provider, not an artist. Russian nouns are translated by the dictionary (учитель → Teacher), then
 * by the catalogue entry they matched, then by the dictionary's word for any of their words; a noun
 * none of them knows is named by its kind (Person, Item…) and keeps its Russian label, because a
 * transliterated identifier (Skalolaz) reads as neither language.
 */
export function entityName(label: string, language: Language, catalogueName?: string, kind: EntityKind = 'asset'): string {
  const words = label.split(/\s+/);
  let english: string | undefined;
  if (language === 'en') {
    const last = words.pop() ?? label;
    english = [...words, singularWord(last)].join(' ');
    english = impliedNames.get(english.toLowerCase()) ?? english;
  } else {
    const key = yo(label);
    english =
      russianEnglish.get(key) ?? catalogueName ?? words.map((word) => russianEnglish.get(yo(word))).find(Boolean) ?? (/[а-яё]/i.test(label) ? unknownNounNames[kind] : label);
  }
  const name = /^[A-Z][A-Za-z0-9]*$/.test(english) ? english : pascalCase(english).slice(0, 40);
  return /^[A-Z]/.test(name) ? name : `Item${name}`;
}

/**
 * A record named in full once and by its last word elsewhere ("peak flow readings… the week's
 * readings") is one record: each one-word name that ends exactly one compound name stands for it.
 */
function headsOfCompounds(names: readonly string[]): Map<string, string> {
  const compounds = [...new Set(names.filter((name) => /^[A-Z][a-z0-9]+[A-Z]/.test(name)))];
  const heads = new Map<string, string>();
  for (const name of new Set(names)) {
    if (!/^[A-Z][a-z0-9]+$/.test(name)) continue;
    const longer = compounds.filter((compound) => compound.endsWith(name) && /[a-z0-9]$/.test(compound.slice(0, -name.length)));
    if (longer.length === 1) heads.set(name, longer[0]!);
  }
  return heads;
}

const MAX_PARENTS: Partial<Record<EntityKind, number>> = { person: 2, asset: 2, event: 2, document: 2, place: 1 };

/**
 * What a thing plausibly belongs to when neither the catalogue nor the idea's prepositions say:
 * an event to the people taking part, a document or a sum to one person, a sum also to what is
 * paid for (an order, a booking, a subscription…). Assets never get a guessed owner: "a payment
 * of a custom domain" or "a request of a track" is not what a reader understands.
 */
function inferredParents(entity: ReadEntity, earlier: ReadEntity[]): ReadEntity[] {
  const of = (...kinds: EntityKind[]) => earlier.filter((other) => kinds.includes(other.kind));
  const take = (list: ReadEntity[], kind: EntityKind) => list.slice(0, MAX_PARENTS[kind] ?? 1);
  switch (entity.kind) {
    case 'person':
      // People belong to the place the idea is for, named before them ("a climbing gym: members…");
      // a place named after them is something they deal with ("clients book repairs… parts leave the
      // warehouse"), and a place named after the person ("client sites") is theirs.
      return take(of('place').filter((place) => place.position <= entity.position && !place.label.split(' ').slice(0, -1).includes(entity.label)), 'place');
    case 'event': {
      // A booking is of what the idea offers (a trip, a room); who offers it is that thing's, not the booking's.
      const booked = entity.catalogueName === 'Booking'
        ? (earlier.find((other) => other.kind !== 'person' && other.kind !== 'place' && [other.entity.name, other.catalogueName ?? ''].some((name) => bookable.has(name))) ??
          earlier.find((other) => entity.actedOn.includes(other.entity.name)))
        : undefined;
      if (!booked) return take(of('person'), 'person');
      const offeredBy = belongsTo(booked);
      // Who books is named right before the booking ("riders book seats").
      const before = (person: ReadEntity) => Math.min(...person.positions.map((at) => (at < entity.position ? entity.position - at : Infinity)));
      const bookers = of('person').filter((person) => !offeredBy.includes(person.entity.name)).sort((a, b) => before(a) - before(b));
      return [booked, ...bookers.slice(0, 1)];
    }
    case 'document':
      return of('person').slice(0, 1);
    case 'money': {
      // A sum that is itself paid for (a membership, a subscription) belongs to no other purchase.
      const isPayable = (other: ReadEntity) => [other.entity.name, lastWord(other.entity.name), other.catalogueName ?? ''].some((name) => payable.has(name));
      const paidFor = payable.has(entity.entity.name) ? [] : earlier.filter(isPayable);
      return [...paidFor.slice(0, 1), ...of('person').slice(0, 1)];
    }
    default:
      return [];
  }
}

const lastWord = (name: string) => name.match(/[A-Z][a-z0-9]*$/)?.[0] ?? name;

/**
 * Links the idea states with a preposition ("requests from tenants", "orders at the table",
 * "пациенты клиники"): the mention right after it is what the first belongs to.
 */
export interface Link {
  child: EntityMention;
  parent: EntityMention;
  /**
   * Said firmly enough that the parent comes first whatever its kind: of each one ("readings per
   * tank", "harvests of each plot"), or by a person offering their own ("landlords list apartments").
   */
  ownerFirst?: boolean;
  /** Not an owner: what the verb naming the child acts on ("rent camping gear"), a booking's thing when nothing bookable is named. */
  actedOn?: boolean;
}

/** Names of the catalogue's entries read in a domain: the words of all their senses are one record. */
const sensedNames = new Set(domainNouns.filter((noun) => noun.when).map((noun) => noun.name));

export function buildEntities(mentions: EntityMention[], language: Language, links: Link[] = []): ReadEntity[] {
  const byName = new Map<string, ReadEntity>();
  const nameOf = new Map<EntityMention, string>();
  // The words an idea uses for one domain sense are one record ("small repairs… until the job is done").
  // An entry's senses share its name ("translation": a card to learn, or a translator's work), so they key by it.
  const bySense = new Map<string, string>();
  // Two nouns the dictionary does not know are two records, though both are named by their kind (Person, Person2).
  const labelled = new Map<string, string>();
  const ownName = (mention: EntityMention) => {
    if (mention.noun?.keepName) return mention.noun.name;
    const known = labelled.get(mention.label);
    if (known) return known;
    const base = entityName(mention.label, language, mention.noun?.name, mention.kind);
    const taken = new Set(labelled.values());
    let name = base;
    for (let n = 2; taken.has(name) && base === unknownNounNames[mention.kind]; n++) name = `${base}${n}`;
    labelled.set(mention.label, name);
    return name;
  };
  const shortFor = headsOfCompounds(mentions.map(ownName));
  for (const mention of mentions) {
    const sense = mention.noun && sensedNames.has(mention.noun.name) ? mention.noun.name : undefined;
    const own = ownName(mention);
    const name = (sense && bySense.get(sense)) ?? shortFor.get(own) ?? own;
    if (sense && !bySense.has(sense)) bySense.set(sense, name);
    nameOf.set(mention, name);
    const existing = byName.get(name);
    if (existing) {
      existing.clauses.push(mention.clause);
      existing.positions.push(mention.position);
      continue;
    }
    const fields = parseFields(mention.noun?.fields ?? kindDefaults[mention.kind]);
    // A name the catalogue keeps is labelled in the catalogue's words ("hours worked" → time entry).
    const label = mention.noun?.keepName ? (mention.noun[language].split('|')[0] ?? mention.label) : mention.label;
    byName.set(name, {
      entity: { name, ...(labelDiffers(name, label) ? { label } : {}), fields, relations: [] },
      kind: mention.kind,
      label,
      known: mention.noun !== null,
      parents: (mention.noun?.parents ?? '').split('|').filter(Boolean),
      stated: [],
      statedFirst: [],
      actedOn: [],
      clauses: [mention.clause],
      position: mention.position,
      positions: [mention.position],
      ...(mention.noun ? { catalogueName: mention.noun.name } : {}),
      ...(mention.noun?.ownerField ? { ownerField: mention.noun.ownerField } : {}),
    });
  }
  const byKind = [...byName.values()]
    .sort((a, b) => entityKinds.indexOf(a.kind) - entityKinds.indexOf(b.kind) || a.position - b.position)
    .slice(0, 30);
  for (const { child, parent, ownerFirst, actedOn } of links) {
    // A report or a leaderboard "of" things is about them, not owned by them.
    if (child.kind === 'aggregate') continue;
    const entity = byName.get(nameOf.get(child) ?? '');
    const owner = nameOf.get(parent);
    if (entity && owner && actedOn) entity.actedOn.push(owner);
    else if (entity && owner && owner !== entity.entity.name) {
      entity.stated.push(owner);
      if (ownerFirst) entity.statedFirst.push(owner);
    }
  }
  const ordered = ownersFirst(byKind);
  relate(ordered);
  return ordered;
}

/**
 * What the idea says a thing belongs to comes before it when both are of one kind ("soil samples
 * from the beds") or when it is said firmly (`Link.ownerFirst`); otherwise the kinds' order decides
 * ("a website for a photographer" is no photographer's record). People never move after what they
 * are "of": "owners of dogs" own the dogs. A pair stated both ways keeps the kinds' order.
 */
function ownersFirst(byKind: ReadEntity[]): ReadEntity[] {
  const byName = new Map(byKind.map((entity) => [entity.entity.name, entity]));
  return prerequisitesFirst(byKind, (entity) =>
    entity.kind === 'person'
      ? []
      : entity.stated.flatMap((name) => {
          const owner = byName.get(name);
          const first = owner && (owner.kind === entity.kind || entity.statedFirst.includes(name));
          return owner && first && !owner.stated.includes(entity.entity.name) ? [owner] : [];
        }),
  );
}

/** A label in another script is always kept: it is how the founder calls the thing. */
const labelDiffers = (name: string, label: string) => /[^ -~]/.test(label) || pascalCase(label) !== name;

function relate(ordered: ReadEntity[]) {
  ordered.forEach((entity, index) => {
    const earlier = ordered.slice(0, index);
    // What the idea states comes first, then the catalogue's typed parents, then a plausible guess.
    const stated = earlier.filter((other) => entity.stated.includes(other.entity.name));
    const explicit = earlier.filter((other) => entity.parents.includes(other.entity.name));
    // A balance-keeping record (a game's coins) also belongs to its owner wherever the idea says it is won.
    const parents = stated.length > 0 ? [...stated, ...(entity.ownerField ? explicit : [])] : explicit.length > 0 ? explicit : inferredParents(entity, earlier);
    for (const parent of parents) addRelation(entity, parent);
  });
}

function addRelation(child: ReadEntity, parent: ReadEntity) {
  const add = (list: BriefRelation[], relation: BriefRelation) => {
    if (list.length < 15 && !list.some((r) => r.entity === relation.entity)) list.push(relation);
  };
  add(child.entity.relations, { kind: 'belongsTo', entity: parent.entity.name });
  add(parent.entity.relations, { kind: 'hasMany', entity: child.entity.name });
  const owned = child.ownerField && parent.kind === 'person' && parseFields(child.ownerField.replace('{name}', camelCase(child.entity.name)))[0];
  if (owned && parent.entity.fields.length < 30 && !parent.entity.fields.some((f) => f.name === owned.name)) parent.entity.fields.push(owned);
  const field = `${camelCase(parent.entity.name)}Id`;
  if (child.entity.fields.length < 30 && !child.entity.fields.some((f) => f.name === field)) {
    child.entity.fields.push({ name: field, type: 'reference' });
  }
}

export const belongsTo = (entity: ReadEntity) =>
  entity.entity.relations.filter((relation) => relation.kind === 'belongsTo').map((relation) => relation.entity);
