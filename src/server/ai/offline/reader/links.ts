import { singularWord } from '../text';
import type { Link } from './entities';
import type { EntityMention, Mentions } from './mentions';
import type { Word } from './words';

/** Two mentions of one thing: by the catalogue's name, or by the founder's words for a thing it does not know. */
const sameThing = (a: EntityMention, b: EntityMention) => (a.name || a.label) === (b.name || b.label);
/** The first of the mentions in the idea; of several at one place, the longest ("dog walkers" over "dog"). */
const firstMentioned = (mentions: EntityMention[]) =>
  [...mentions].sort((a, b) => a.position - b.position || b.label.split(' ').length - a.label.split(' ').length)[0];

const LINKING = /^(from|of|at|by|in|on|for|per|to|у|от|в|во|на|из|при|к)$/;
const EACH = /^(per|each|every|каждого|каждой|каждому|каждом|каждый|каждую|каждая)$/;

/** "requests from tenants", "invoices to clients", "заявки от жильцов", "заявки жильцов": the idea links two things. */
export function statedLinks(mentions: Mentions): Link[] {
  const { words, entities } = mentions;
  const links: Link[] = [];
  for (const child of entities) {
    const parent = firstMentioned(entities.filter((other) => other.position > child.position && other.position - child.position <= 5 && !sameThing(other, child)));
    if (!parent) continue;
    const between = words.slice(child.position, parent.position);
    // A Russian genitive right after the noun names whose it is ("заявки жильцов", "пациенты клиники").
    if (parent.position === child.position + 1 && words[parent.position]?.genitive && !words[child.position]?.breakAfter) {
      links.push({ child, parent });
      continue;
    }
    // "to" links what is sent or billed to someone ("invoices to clients"), never a thing handed over
    // ("boats to tourists" stay the hosts') nor an infinitive ("runners in London to share runs").
    const sent = child.kind === 'event' || child.kind === 'document' || child.kind === 'money';
    const linking = (word: Word, k: number) => LINKING.test(word.lower) && (word.lower !== 'to' || (sent && words[child.position + k + 1]?.pos !== 'verb'));
    if (between.some((word) => word.breakAfter) || !between.slice(1).some((word, k) => linking(word, k + 1))) continue;
    links.push({ child, parent, ownerFirst: between.slice(1).some((word) => EACH.test(word.lower)) });
  }
  return [...links, ...modifierLinks(mentions), ...possessiveLinks(mentions), ...offeredLinks(mentions), ...actedLinks(mentions)];
}

/**
 * "neighbours rent camping gear": a booking the idea names by its verb is of the thing the verb acts
 * on, when nothing the catalogue knows as bookable says otherwise (see `inferredParents`). Booked
 * people ("book dog walkers") are left to the reading of who takes part.
 */
function actedLinks({ words, entities }: Mentions): Link[] {
  return entities.flatMap((record) => {
    const verb = words[record.position];
    if (record.kind !== 'event' || !record.noun || verb?.pos !== 'verb' || verb.breakAfter) return [];
    const object = firstMentioned(
      entities.filter((e) => e !== record && e.kind !== 'aggregate' && e.position > record.position && e.position <= record.position + 4 && !words.slice(record.position, e.position).some((w) => w.breakAfter)),
    );
    return object && object.kind !== 'person' ? [{ child: record, parent: object, actedOn: true }] : [];
  });
}

/** Verbs by which people offer what is theirs: what they list, own or let is theirs ("rent" alone is taking). */
const OFFERING = /^(list|lists|own|owns|sublet|sublets|сдают|сдаёт|сдает|владеют|владеет|размещают|размещает)$/;
const OFFERING_OUT = /^(rent|rents|lease|leases|let|lets|hire|hires)$/;

/**
 * "landlords list apartments", "hosts rent out rooms", "владельцы сдают квартиры": what a person
 * offers right after naming them is theirs, whatever its kind.
 */
function offeredLinks({ words, entities }: Mentions): Link[] {
  return entities.flatMap((person) => {
    if (person.kind !== 'person') return [];
    const verb = words[person.position + 1];
    const offers = verb && (OFFERING.test(verb.lower) || (OFFERING_OUT.test(verb.lower) && words[person.position + 2]?.lower === 'out'));
    if (!verb || words[person.position]?.breakAfter || !offers) return [];
    // "rent out", "their own", an adjective or two may stand between the verb and the thing.
    const thing = entities.find((e) => e.kind !== 'person' && e.kind !== 'aggregate' && e.position > person.position + 1 && e.position <= person.position + 4 &&
      !words.slice(person.position + 1, e.position).some((w) => w.breakAfter));
    return thing ? [{ child: thing, parent: person, ownerFirst: true }] : [];
  });
}

const POSSESSIVE = /^(their|his|her|its|свои|своих|своим|своими|свой|свою|своё|свое|своего|своей)$/;
const LIST_JOINER = /^(and|or|и|или)$/;

/**
 * "translators track their projects, deadlines and invoices": what a person's possessive governs
 * (every item of the list it opens) is that person's, the person being the nearest one named before
 * it in the same sentence.
 */
function possessiveLinks({ words, entities, text = '' }: Mentions): Link[] {
  const links: Link[] = [];
  const endsSentence = (word: Word) => /^[^\p{L}\p{N}]*[.!?;:]/u.test(text.slice(word.end));
  words.forEach((word, at) => {
    if (!POSSESSIVE.test(word.lower)) return;
    const owner = entities
      .filter((e) => e.kind === 'person' && e.position < at && at - e.position <= 8 && !words.slice(e.position, at).some(endsSentence))
      .sort((a, b) => b.position - a.position)[0];
    if (!owner) return;
    // The list runs over nouns, adjectives, commas and "and"/"or"; a verb or any other word ends it.
    for (let k = at + 1; k < words.length; k += 1) {
      const next = words[k]!;
      if (!(next.pos === 'noun' || next.pos === 'adjective' || LIST_JOINER.test(next.lower))) break;
      const owned = entities.find((e) => e.position === k && e.kind !== 'person' && e.kind !== 'aggregate');
      if (owned) links.push({ child: owned, parent: owner });
      if (endsSentence(next)) break;
    }
  });
  return links;
}

const RECORD_KINDS = new Set(['event', 'document', 'money']);

/**
 * "log hive inspections … mite counts per hive", "student grades": a person, or a thing the idea
 * names as a record of its own elsewhere, written right before another as its modifier, is what that
 * other belongs to. A thing named nowhere else says which kind the other is ("video courses", "a
 * contact form", "a product catalogue"), not whose. Never for people: a "dog walker" is no dog's.
 */
function modifierLinks({ words, entities }: Mentions): Link[] {
  return entities.flatMap((child) => {
    if (child.kind === 'person' || child.kind === 'aggregate') return [];
    const labelWords = child.label.split(' ');
    const head = words[child.position];
    const start = head && singularWord(head.lemma) === labelWords.at(-1) ? child.position - labelWords.length + 1 : child.position;
    const before = words[start - 1];
    if (!before || before.breakAfter || before.pos !== 'noun' || before.lower !== before.lemma) return [];
    const named = (other: EntityMention) => other.label === before.lemma && !sameThing(other, child);
    // A person before a record says whose it is ("student grades", "customer orders"); before anything
    // else, which kind it is ("volunteer lifeguards").
    const recordOf = (other: EntityMention) => other.kind === 'person' && RECORD_KINDS.has(child.kind);
    const parent = entities.find((other) => other.kind !== 'aggregate' && named(other) && (recordOf(other) || (other.kind !== 'person' && other.position !== start - 1)));
    return parent ? [{ child, parent }] : [];
  });
}
