import { singularWord } from '../text';
import type { Word } from './words';

/**
 * How English verbs agree, read from the idea's words: the tagger often reads a verb as a noun
 * ("Track allergy flare-ups", "…and tracks moods") or a noun as a verb ("keep profiles and notes").
 */

const PREPOSITIONS = /^(for|of|with|from|to|into|about|on|at|in|by)$/;
const PARTICLES = /^(up|out|in|off|on|down|over|back|away)$/;
const DETERMINERS = /^(a|an|the|their|his|her|its|our|your|my|this|these|those|each|every|all)$/;

/** A verb in its "-s" form ("prompts", "tracks"): the root is among its lemmas. */
export const thirdPerson = (word: Word) => /[^s]s$/.test(word.lower) && word.lemmas.some((lemma) => lemma !== word.lower && word.lower.startsWith(lemma));

/** A bare verb ("keep", "track"): no ending of its own. */
const bare = (word: Word) => !thirdPerson(word) && !/(ed|ing)$/.test(word.lower);

/** The verbs before the "and" at `i - 1`, nearest first, within the sentence's last dozen words. */
function verbsBeforeAnd(words: readonly Word[], i: number): Word[] {
  if (!/^(and|or)$/.test(words[i - 1]?.lower ?? '')) return [];
  return words.slice(Math.max(0, i - 12), i - 1).filter((word) => word.pos === 'verb').reverse();
}

/**
 * After "and", a word in "-s" form agrees with a verb before it: taking an object after "prompts
 * users… and", it is a verb too ("tracks moods"); with no object after a bare verb ("to keep
 * profiles and notes for managers") it is a noun.
 */
export function agreement(words: readonly Word[], i: number, isVerbWord: (word: Word) => boolean = () => false): 'verb' | 'noun' | null {
  const word = words[i];
  const after = words[i + 1];
  const verbs = verbsBeforeAnd(words, i);
  if (!word || verbs.length === 0) return null;
  // A gerund is an object too ("tracks snoring").
  const object = Boolean(after && !word.breakAfter && (['noun', 'adjective'].includes(after.pos) || DETERMINERS.test(after.lower) || /..ing$/.test(after.lower)));
  // "members register for races and log splits": a bare verb the dictionary knows, after a bare verb, with an object.
  if (!/[^s]s$/.test(word.lower) || singularWord(word.lower) === word.lower) return object && bare(word) && bare(verbs[0]!) && isVerbWord(word) ? 'verb' : null;
  if (object && verbs.some(thirdPerson)) return 'verb';
  return !object && bare(verbs[0]!) ? 'noun' : null;
}

/**
 * The idea opens with a verb and its object ("Track allergy flare-ups", "Plan weekly meals"): the
 * first word is one people do with software, and the noun phrase after it closes on a plural or
 * follows a determiner. "Budget tracker" and "Book club app" close on a singular: noun phrases.
 */
export function opensWithVerbPhrase(words: readonly Word[], isUseVerb: (word: Word) => boolean, namesProduct: (word: Word) => boolean): boolean {
  const [first, next] = words;
  if (!first || !next || first.breakAfter || !isUseVerb(first) || singularWord(first.lower) !== first.lower) return false;
  if (DETERMINERS.test(next.lower)) return true;
  let head: Word | undefined;
  for (let k = 1; k < words.length; k += 1) {
    const word = words[k];
    if (!word || !['noun', 'adjective'].includes(word.pos)) break;
    if (word.pos === 'noun') head = word;
    if (word.breakAfter) break;
  }
  return Boolean(head && head.lower !== head.lemma && !namesProduct(head));
}

/**
 * An "-s" word closing the phrase right after a verb, or after a verb or a preposition and a noun,
 * is the object or its head, not a verb of its own ("staff log damages", "tracks dough batches"); so is
 * one closing a second object after "and" ("log hive inspections and honey harvests").
 */
export function closesObject(words: readonly Word[], i: number, verbAt: (k: number) => boolean): boolean {
  const word = words[i];
  const before = words[i - 1];
  const closing = word?.breakAfter || i === words.length - 1;
  if (!word || !before || word.pos !== 'verb' || !closing || before.breakAfter || !/[^s]s$/.test(word.lower) || singularWord(word.lower) === word.lower) return false;
  // "staff log damages", "give out rewards": the word before is the verb itself, or its particle.
  if (verbAt(i - 1) || (PARTICLES.test(before.lower) && verbAt(i - 2))) return true;
  const verb = words[i - 2];
  // "sign up for boot camps": after a preposition and a noun, the closing word is the noun's head.
  const preposition = PREPOSITIONS.test(verb?.lower ?? '');
  // "log hive inspections and honey harvests": a noun after "and" that joins two plurals is the second object's.
  const coordinated = /^(and|or)$/.test(verb?.lower ?? '') && words[i - 3]?.pos === 'noun' && singularWord(words[i - 3]!.lower) !== words[i - 3]!.lower;
  return Boolean(verb && !verb.breakAfter && (verbAt(i - 2) || preposition || coordinated) && before.pos === 'noun' && before.lower === before.lemma);
}
