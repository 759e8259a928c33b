import { capitalise, singularWord } from '../text';
import { productWords } from '../catalogue/words';
import type { ReadEntity } from './entities';
import { antecedentWords } from './cue-match';
import { isPerson, PARTICIPLE, usedAsVerb, type Mentions } from './mentions';
import type { Language, Word } from './words';

/**
 * What people do with a thing, in the idea's own words: the verb phrase that governs a mention of
 * the entity ("players compete in weekly tournaments" → "compete in weekly tournaments"), with the
 * person who does it when the idea names them right before the verb.
 */
export interface Action {
  /** The verb in its dictionary form ("earns" → earn, "подают" → подавать). */
  verb: string;
  /** The whole phrase, verb first, lower case as the idea writes it ("earn coins"). */
  phrase: string;
  /** The person the idea says does it ("players"), if named. */
  actor?: ReadEntity;
  /** How many words the thing stands after the verb: its direct object stands nearest. */
  distance: number;
}

/** Verbs that only frame another action ("lets players…", "helps clinics…") or say nothing. */
const FRAMING = new Set(
  'be|is|are|was|were|been|being|have|has|had|do|does|did|let|lets|help|helps|allow|allows|enable|enables|want|wants|need|needs|can|could|will|would|should|may|might|must|get|gets|make|makes|become|becomes|use|uses|work|works|build|built|say|says|think|thinks|go|goes|come|comes|try|tries|start|starts|hate|hates|love|loves|like|likes|stay|stays|быть|есть|являться|мочь|хотеть|помогать|помочь|позволять|позволить|давать|дать|уметь|стать|становиться|работать|делать|сделать|иметь|нужно|надо|использовать'.split('|'),
);
/** Words that open a new clause: the thing's phrase ends before them. */
const CLAUSE_OPENERS = /^(that|which|like|such|who|whom|whose|where|when|while|so|because|if|once|until|after|before|unless|than|to|for|with|без|который|которая|которое|которые|где|когда|чтобы|если|пока|потому|для)$/;
const SUBORDINATE = /^(that|which|who|where|when|whenever|while|once|after|before|until|unless|if|because|so|как|когда|если|чтобы|пока|после|который|которые)$/;
const MAX_SPAN = 6;
const MAX_WORDS = 9;

const isVerb = (words: Word[], k: number) => {
  const word = words[k];
  if (!word || FRAMING.has(word.lower) || FRAMING.has(word.lemma)) return false;
  // "vetted walkers", "broken links": a participle before a noun describes it.
  const next = words[k + 1];
  if (PARTICIPLE.test(word.lower) && next && !word.breakAfter && ['noun', 'adjective'].includes(next.pos)) return false;
  // An English "-ing" form is a noun here ("booking", "tracking"); a Russian gerund is an action.
  return word.pos === 'verb' || usedAsVerb(words, k);
};

/** The dictionary form of a verb ("earns" → earn): compromise's root comes last among an English verb's lemmas. */
const baseOf = (word: Word, language: Language) => (language === 'ru' ? word.lemma : (word.lemmas.at(-1) ?? word.lower));

/** The first word of the phrase holding `k` (after a comma, "and", or the idea's start). */
function phraseStart(words: Word[], k: number): number {
  let start = k;
  while (start > 0 && !words[start - 1]?.breakAfter) start -= 1;
  return start;
}

/** "rise up the ranking", "sign up for classes": a verb's particle belongs to the verb. */
const PARTICLE = /^(up|down|out|off|in|on|over|back|away|through)$/;

/**
 * A list of things ("parts, suppliers, purchase orders"): an item after a verbless item is a noun
 * phrase even when its first word can be a verb.
 */
function inNounList(words: Word[], start: number): boolean {
  if (start === 0 || /^(and|or|и|или)$/.test(words[start]?.lower ?? '')) return false;
  const before = phraseStart(words, start - 1);
  const item = words.slice(before, start);
  return item.length <= 3 && !item.some((word, k) => isVerb(words, before + k));
}

/** Where the mention at `position` ends: the word that is its label's last ("exercise plans" ends at "plans"). */
function lastWordOf(words: Word[], position: number, label: string): number {
  const last = singularWord(label.split(/[\s-]+/).at(-1) ?? '');
  for (let k = position; k < Math.min(words.length, position + 4); k += 1) {
    // "alerts when an item runs low": a new clause holds no word of this mention.
    if (k > position && SUBORDINATE.test(words[k]?.lower ?? '')) break;
    if (words[k]?.lemmas.includes(last) || words[k]?.lower === last) return k;
    if (words[k]?.breakAfter) break;
  }
  return position;
}

/** The verb governing the mention at `position`: in its phrase, or across "and" ("earn coins and badges"). */
function governingVerb(words: Word[], position: number, label: string): { verb: number; object: number } | null {
  const start = phraseStart(words, position);
  // A record the verb itself implies ("выставляет счета" → invoices) is that verb's object.
  const here = words[position];
  const named = here && label.split(/\s+/).some((word) => here.lemmas.includes(word));
  if (here && !named && here.pos === 'verb' && !FRAMING.has(here.lemma)) {
    // "owners book and pay": a verb with no object of its own names no phrase.
    if (here.breakAfter) return null;
    return position === start && inNounList(words, start) ? null : { verb: position, object: position + 1 };
  }
  // "the clinic sends invoices": a thing right before a verb does it; it is not what an earlier verb acts on.
  // The word after a compound is after its last word ("exercise plans that…" is no "plans" verb).
  const next = words[lastWordOf(words, position, label) + 1];
  if (next && !here?.breakAfter && next.pos === 'verb' && !/ed$/.test(next.lower)) return null;
  for (let k = position - 1; k >= Math.max(start, position - MAX_SPAN); k -= 1) {
    // "rise up the ranking": a particle belongs to the verb before it.
    const particle = PARTICLE.test(words[k]?.lower ?? '') && k - 1 >= start && words[k - 1]?.pos === 'verb' && isVerb(words, k - 1);
    let verb = particle ? k - 1 : k;
    // "answer quizzes and get three tries": a framing verb governs its own object, which no earlier verb reaches.
    // "get reminders": a framing verb right before the thing is what people do with it.
    if (k === position - 1 && RECEIVING.test(words[k]?.lower ?? '')) return { verb: k, object: position };
    if (!particle && words[k]?.pos === 'verb' && FRAMING.has(words[k]?.lemma ?? '') && FRAMING.has(words[k]?.lower ?? '')) return null;
    if (!particle && !isVerb(words, k)) continue;
    // "take part in": a verb right after another starts a phrase with it.
    // A plural before a verb is its subject ("coaches send"), not a verb of the phrase.
    while (verb - 1 >= start && isVerb(words, verb - 1) && singularWord(words[verb - 1]?.lower ?? '') === words[verb - 1]?.lower) verb -= 1;
    if (verb === start && verb === position - 1 && inNounList(words, start)) return null;
    return { verb, object: verb + 1 };
  }
  // "earn coins and badges": a phrase with no verb after "and" shares the verb of the one before,
  // unless people open it, the subject of a clause of their own ("…and parents pre-order meals").
  if (start === 0 || !/^(and|or|и|или)$/.test(words[start]?.lower ?? '') || position - start > 3) return null;
  if (words[start + 1] && start + 1 !== position && words[start + 1]!.pos === 'noun' && isPerson(words[start + 1]!)) return null;
  const before = phraseStart(words, start - 1);
  for (let k = start - 2; k >= Math.max(before, start - 1 - MAX_SPAN); k -= 1) {
    // A participle describing the noun before it, or a passive, acts on nothing after it
    // ("with deposits held until the gear is returned and reviews" holds no reviews).
    const described = PARTICIPLE.test(words[k]!.lower) && (words[k - 1]?.pos === 'noun' || /^(is|are|was|were|be|been|gets|get)$/.test(words[k - 1]?.lower ?? ''));
    if (isVerb(words, k) && !described) return { verb: k, object: start + 1 };
  }
  return null;
}

/** Where the thing's phrase ends: the end of the idea's phrase, before a new clause, at most a few words on. */
function phraseEnd(words: Word[], position: number, label: string): number {
  let end = Math.min(Math.max(position + label.split(/\s+/).length - 1, lastWordOf(words, position, label)), words.length - 1);
  // A label read from words before the mention ("cake orders" at "orders") ends with its phrase.
  for (let k = position; k < end; k += 1) if (words[k]?.breakAfter) end = k;
  while (end < words.length - 1 && !words[end]?.breakAfter && end - position < 4) {
    const next = words[end + 1];
    if (!next || CLAUSE_OPENERS.test(next.lower) || (next.pos === 'verb' && !/ed$/.test(next.lower))) break;
    end += 1;
  }
  // …never inside a noun phrase: "from a Bluetooth | power meter" runs on to its head.
  for (let more = 0; more < 3 && end < words.length - 1 && !words[end]!.breakAfter && words[end]!.pos === 'noun' && words[end + 1]!.pos === 'noun'; more += 1) end += 1;
  return end;
}

/** The idea's verb phrase about the entity, from its first mention that has one. */
export function actionOf(
  entity: ReadEntity,
  entities: ReadEntity[],
  mentions: Mentions,
  language: Language,
  /** Whether a phrase may name the record's feature (another record's verb phrase may not): the next mention's is tried. */
  usable: (action: Action) => boolean = () => true,
): Action | null {
  const { words } = mentions;
  for (const position of entity.positions) {
    if (position >= words.length) continue;
    const found = governingVerb(words, position, entity.label);
    const verbWord = found && words[found.verb];
    if (!found || !verbWord) continue;
    // A record the verb implies is named by the words after it, not by the catalogue's label.
    const cut = found.verb === position ? phraseEnd(words, position + 1, words[position + 1]?.lower ?? '') : phraseEnd(words, position, entity.label);
    const end = NOTICE.test(entity.label) ? conditionEnd(words, position, cut, found.verb) : cut;
    // "get paid by card": money flows to the subject, who is paid, not the one paying.
    const passive = found.verb === position && PASSIVE_PAID.test(verbWord.lower) && PASSIVE_AUXILIARY.test(words[found.verb - 1]?.lower ?? '');
    const said = passive ? `${words[found.verb - 1]!.lemmas.at(-1) === 'be' ? 'be' : 'get'} ${verbWord.lower}` : baseOf(verbWord, language);
    if (end < found.object && !passive) continue;
    // "pay for them in the app": a pronoun points back at what the idea already named.
    // "track their filings": a feature is named for everyone's records, without the possessive.
    const standsFor = mentions.text === undefined ? undefined : antecedentWords(mentions.text, words, language, found.object);
    const objectWords = words
      .slice(found.object + (standsFor ? 1 : 0), end + 1)
      .filter((word, k, all) => !PRONOUN.test(word.lower) && !(word.lower === 'one' && k === 0 && standsFor) && !(PREPOSITION.test(word.lower) && PRONOUN.test(all[k + 1]?.lower ?? '')) && !(k === 0 && POSSESSIVE.test(word.lower)));
    // A phrase cut short ends on a noun, never on "into a" or "with the" (a particle stays: "check guests in").
    while (objectWords.length > 1 && DANGLING.test(objectWords.at(-1)?.lower ?? '')) objectWords.pop();
    const first = objectWords[0];
    const last = objectWords.at(-1);
    // "pay once the job is done": a clause after the verb is no object; "book hot" (desks) is cut short.
    // A notice's condition may end on its state ("when levels are high").
    const objectless = !first || !last || SUBORDINATE.test(first.lower) || (last.pos === 'adjective' && end === cut);
    // "get paid monthly", "get paid after the session": being paid needs no object, only how it comes.
    if (passive && objectless) {
      const how = first && objectWords.length === 1 && !SUBORDINATE.test(first.lower) ? ` ${first.lower}` : '';
      return { verb: baseOf(verbWord, language), phrase: `${said}${how}`, distance: 0, ...actorOf(words, found.verb, entity, entities) };
    }
    // "matches them against bank deposits": the pronoun's words stand in the name for it ("Match payouts against bank deposits").
    if ((!standsFor && (!first || !last || objectless)) || objectWords.length + 1 > MAX_WORDS) continue;
    // The idea's own spelling of the object ("time-off requests", "PDF invoices").
    const rest = first && last && !objectless ? (mentions.text?.slice(first.start, last.end) ?? objectWords.map((word) => word.text).join(' ')) : '';
    const written = [standsFor, rest].filter(Boolean).join(' ');
    // A capital opening the sentence goes, a name's stays ("PayPal payouts").
    const object = written.replace(/\s+/g, ' ').replace(/^\p{Lu}(?=\p{Ll}+(?:\s|$))/u, (letter) => letter.toLowerCase());
    const verb = baseOf(verbWord, language);
    const action = { verb, phrase: `${said} ${object}`, distance: Math.abs(position - found.verb), ...actorOf(words, found.verb, entity, entities) };
    if (usable(action)) return action;
  }
  return null;
}

/** "назначает мастеров", "book walks with local dog walkers": a person after a verb or a preposition is an object. */
function isObject(words: Word[], at: number): boolean {
  let k = at - 1;
  while (k >= 0 && !words[k]?.breakAfter && words[k]?.pos === 'adjective') k -= 1;
  const before = words[k];
  if (!before || before.breakAfter) return false;
  return (before.pos === 'verb' && !FRAMING.has(before.lower)) || PREPOSITION.test(before.lower);
}
/** Verbs of receiving that frame elsewhere but act on a thing right after them ("get reminders", "receive alerts"). */
const RECEIVING = /^(get|gets|getting|receive|receives)$/;
/** Records that are notices: what sets them off is part of what people do with them. */
const NOTICE = /\b(reminder|alert|notification|nudge)/i;
const CONDITION = /^(when|whenever|before|if|once|after)$/;

/** "get reminders when a colony needs feeding": a notice's condition runs to the end of its phrase. */
function conditionEnd(words: Word[], position: number, end: number, verb: number): number {
  let opens = position + 1;
  while (opens <= end + 1 && !CONDITION.test(words[opens]?.lower ?? '') && !words[opens - 1]?.breakAfter) opens += 1;
  if (opens > end + 1 || words[opens - 1]?.breakAfter || !CONDITION.test(words[opens]?.lower ?? '')) return end;
  let last = opens;
  while (last < words.length - 1 && !words[last]?.breakAfter) last += 1;
  return last - verb + 1 <= MAX_WORDS ? last : end;
}
const PASSIVE_PAID = /^(paid|reimbursed|refunded|tipped)$/;
const PASSIVE_AUXILIARY = /^(get|gets|getting|got|be|is|are|being|were|was)$/;
const PRODUCT_WORDS = new Set(productWords.en.split('|').filter((word) => !word.includes(' ')));
const DANGLING = /^(a|an|the|to|into|onto|from|with|of|for|at|by|during|until|before|after|while|when|per|via|and|or|their|his|her|its|our|your|my|i|we|you|they|he|she|every|each|all|some|any|several|two|three|four|five|в|на|с|со|для|и|или|к|по|я|мы|вы|они|каждый|каждую|каждое|каждая|все|всех)$/;
const POSSESSIVE = /^(their|his|her|its|our|your|my)$/;
const PRONOUN = /^(them|it|this|that|these|those|him|her|их|его|её|ее|им|ими|ним|ними)$/;
const PREPOSITION = /^(with|for|by|to|from|of|at|on|in|among|between|near|about|с|со|для|от|у|к|по|за|при|между|среди)$/;

/** The person named as the verb's subject: the nearest before it, not itself an object of another verb. */
function actorOf(words: Word[], verb: number, entity: ReadEntity, entities: ReadEntity[]): { actor?: ReadEntity } {
  const candidates = entities
    // A business acts too ("the clinic sends invoices").
    .filter((e) => (e.kind === 'person' || e.kind === 'place') && e !== entity)
    .flatMap((person) => person.positions.map((at) => ({ person, at })))
    .filter(({ at }) => at < verb && verb - at <= 12)
    .filter(({ at }) => !isObject(words, at))
    // "a bakery app that takes preorders": a business naming the product's kind is no subject.
    .filter(({ person, at }) => !PRODUCT_WORDS.has(words[lastWordOf(words, at, person.label) + 1]?.lower ?? ''))
    // "…, а компания назначает": another subject, right before its verb, acts instead.
    // (The person's own words are no other subject: "the front desk checks…".)
    .filter(({ person, at }) => {
      const after = lastWordOf(words, at, person.label) + 1;
      return !words.slice(after, verb).some((word, k) => word.pos === 'noun' && !word.breakAfter && words[after + 1 + k]?.pos === 'verb');
    })
    .sort((a, b) => b.at - a.at);
  // "A tool for landlords that pulls rent payments…, emails a reminder…": what the product does, it does for
  // the people it is for.
  const actor = candidates[0]?.person ?? (/[^s]s$/.test(words[verb]?.lower ?? '') ? audienceOf(words, entities, verb) : undefined);
  return actor && actor !== entity ? { actor } : {};
}

/**
 * The people the product is for, named right after its word ("A tool for landlords", "an app for busy
 * parents"), when the verb is the product's own, in the clause its "that" opens ("…that pulls…, matches…").
 */
function audienceOf(words: Word[], entities: ReadEntity[], verb: number): ReadEntity | undefined {
  return entities.find(
    (e) =>
      e.kind === 'person' &&
      e.positions.some((at) => {
        let k = at - 1;
        while (k > 0 && (words[k]!.pos === 'adjective' || /^(a|an|the|small|local|busy|independent)$/.test(words[k]!.lower))) k -= 1;
        // "for therapists to write…": an infinitive says what those people do themselves.
        const infinitive = words.slice(at + 1, verb).some((word, i) => word.lower === 'to' && words[at + 2 + i]?.pos === 'verb');
        return words[k]?.lower === 'for' && PRODUCT_WORDS.has(words[k - 1]?.lower ?? '') && /^(that|which)$/.test(words[at + 1]?.lower ?? '') && !infinitive;
      }),
  );
}

export const actionName = (action: Action) => capitalise(action.phrase);
