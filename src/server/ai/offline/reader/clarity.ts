import { actionStems, keywords } from '../catalogue/lexicon';
import { domainNouns } from '../catalogue/domain';
import { productKinds } from '../catalogue/product-kinds';
import { appTypes, capabilities, framingVerbs, sceneWords, useVerbs } from '../catalogue/words';
import type { Mentions } from './mentions';
import { yo } from './russian';
import type { Language, Word } from './words';

/**
 * Whether an honest kit can be made from the text, decided from the language, not the catalogue:
 * it must name something (a known kind of record, capability or service, or any dictionary noun
 * with content), in words that are mostly real ones, and say more than a single word unless that
 * word is a product type. "a kanban board" is clear; "asdf qwerty 12345", "I want to make money"
 * and "ывапролд" are not. Real words are not enough either: the text must describe a product
 * (see `describesProduct`), so word salad ("velvet tigers sing to the tide") is refused too.
 */
/** Nouns that say nothing about a product: an idea made only of them is content-free. */
const contentFree = new Set(
  'idea|hi|hey|there|here|money|cash|thing|stuff|something|anything|everything|nothing|way|hello|world|people|lot|time|life|business|startup|product|app|application|project|plan|dream|goal|идея|деньги|деньга|заработок|богатство|успех|вещь|что-то|привет|мир|люди|жизнь|бизнес|стартап|время|продукт|приложение|проект|план|мечта|цель'.split('|'),
);

/** A real noun with content (the dictionary knows it): the language itself says the idea is about something. */
const contentNoun = (word: Mentions['words'][number]) =>
  word.pos === 'noun' && word.known && /^\p{L}[\p{L}-]{2,}$/u.test(word.lower) && !/^(\p{L})\1+$/u.test(word.lower) && ![word.lower, ...word.lemmas].some((lemma) => contentFree.has(lemma));

export function isClear(text: string, mentions: Mentions, language: Language): boolean {
  const letterWords = mentions.words.filter((word) => /\p{L}/u.test(word.text));
  if (letterWords.length === 0) return false;
  const understood =
    mentions.entities.filter((entity) => entity.noun !== null).length +
    mentions.capabilities.length +
    mentions.integrations.length +
    mentions.regulations.length;
  const named = understood > 0 || actsOnThing(mentions, language) || mentions.metaphor || (mentions.productWords.length > 0 && mentions.entities.length > 0) || letterWords.some((word, i) => contentNoun(word) && !productWord(mentions, i));
  const mostlyWords = mentions.metaphor || mentions.recognised >= Math.ceil(letterWords.length / 2);
  const appType = letterWords.length === 1 && appTypes[language].split('|').some((type) => letterWords[0]?.lemmas.includes(type));
  return named && mostlyWords && (letterWords.length >= 2 || appType) && describesProduct(text, mentions, language);
}

/**
 * Whether the text describes a product rather than a scene. It does when it names the product or
 * its kind ("app", "бот", "helpdesk", "Notion clone"), a platform ("an API", "для iOS"), a capability, service or regulation, or
 * something people do with software aimed at a thing ("sell candles", "вести учёт расходов").
 * A thing or a word of a known domain alone ("pet adoption", "fitness coaching") is enough only
 * when no other verb makes the text a scene ("the wind strokes the cats on the roof").
 */
export function describesProduct(text: string, mentions: Mentions, language: Language): boolean {
  if (mentions.productWords.length > 0 || mentions.platforms.length > 0 || mentions.metaphor) return true;
  if (mentions.capabilities.length + mentions.integrations.length + mentions.regulations.length > 0) return true;
  if (productKinds.some((kind) => keywords(kind.keywords).test(text))) return true;
  // A scene may have a verb of use in it ("an old piano plays for the empty harbour at midnight").
  if (paintsScene(mentions, language)) return false;
  if (actsOnThing(mentions, language)) return true;
  const uses = useVerbSet(language);
  const framing = wordSet(framingVerbs, language);
  const vocabulary = domainVocabulary(language);
  let domain = mentions.entities.some((entity) => entity.noun !== null);
  let scene = false;
  for (const [i, word] of mentions.words.entries()) {
    const forms = formsOf(word, language);
    if (forms.some((form) => vocabulary.has(form))) domain = true;
    // A word a catalogue phrase claims is a noun whatever the tagger says ("support ticket").
    if (word.pos === 'verb' && !mentions.claimed[i] && !isUse(word, forms, uses) && !forms.some((form) => framing.has(form))) scene = true;
  }
  return domain && !scene;
}

/** Two words of a scene, with nothing that names a product: the sky, the sea, the dawn and the qualities poems give them. */
function paintsScene(mentions: Mentions, language: Language): boolean {
  const scenery = wordSet(sceneWords, language);
  return new Set(mentions.words.filter((word) => formsOf(word, language).some((form) => scenery.has(form))).map((word) => word.lemma)).size >= 2;
}

/** Something people do with software, aimed at a thing: "sell handmade candles", "вести учёт расходов". */
function actsOnThing(mentions: Mentions, language: Language): boolean {
  const uses = useVerbSet(language);
  return mentions.words.some((word, i) => isUse(word, formsOf(word, language), uses) && aimedAtThing(mentions.words, i));
}

const isUse = (word: Word, forms: readonly string[], uses: ReadonlySet<string>) => word.pos !== 'adjective' && forms.some((form) => uses.has(form));

/** A noun with content follows the verb in the same phrase: it acts on something ("track my plants", not "get money"). */
function aimedAtThing(words: readonly Word[], index: number): boolean {
  for (let i = index; i < words.length - 1; i += 1) {
    const next = words[i + 1];
    if (next?.pos === 'noun' && ![next.lower, ...next.lemmas].some((lemma) => contentFree.has(lemma))) return true;
    if (words[i]?.breakAfter) return false;
  }
  return false;
}

/**
 * The forms a word is compared in: its lemmas, a Russian verb without "-ся" ("записываться" is
 * "записывать") and an English gerund's verb ("booking" is "book", "sharing" is "share").
 */
function formsOf(word: Word, language: Language): string[] {
  const forms = word.lemmas.map(yo);
  if (language === 'ru') return [...forms, ...forms.flatMap((form) => (/(ся|сь)$/.test(form) ? [form.slice(0, -2)] : []))];
  if (!/ing$/.test(word.lower) || word.lower.length < 6) return forms;
  const stem = word.lower.slice(0, -3);
  return [...forms, stem, `${stem}e`, ...(/(\p{L})\1$/u.test(stem) ? [stem.slice(0, -1)] : [])];
}

const split = (list: string) => list.split('|').map((item) => yo(item.trim())).filter((item) => item.length > 0);
const cached = <T>(build: (language: Language) => T) => {
  const built = new Map<Language, T>();
  return (language: Language): T => {
    const hit = built.get(language);
    if (hit !== undefined) return hit;
    const value = build(language);
    built.set(language, value);
    return value;
  };
};

/** Single words the catalogue files under a domain: its nouns, the words that pick a sense, capabilities and app types. */
const domainVocabulary = cached((language: Language) => {
  const words = new Set<string>();
  for (const noun of domainNouns) {
    for (const alias of split(noun[language])) if (!alias.includes(' ')) words.add(alias);
    for (const hint of split(noun.when ?? '')) if (!hint.includes(' ')) words.add(hint);
  }
  for (const entry of capabilities) for (const alias of split(entry[language])) if (!alias.includes(' ')) words.add(alias);
  for (const type of split(appTypes[language])) words.add(type);
  return words;
});

/** The catalogue's verbs of use, with the lexicon's verbs of what a product does ("walk", "groom"). */
const useVerbSet = cached((language: Language) => new Set([...split(useVerbs[language]), ...(language === 'en' ? Object.keys(actionStems) : [])]));

const wordSets = new Map<string, Set<string>>();
function wordSet(list: Record<Language, string>, language: Language): Set<string> {
  const key = list[language];
  const hit = wordSets.get(key) ?? new Set(split(key));
  wordSets.set(key, hit);
  return hit;
}

/** The word names the product itself ("app", "сервис"): it carries no content of its own. */
function productWord(mentions: Mentions, index: number): boolean {
  const word = mentions.words.filter((w) => /\p{L}/u.test(w.text))[index];
  return Boolean(word && mentions.productWords.some((phrase) => phrase.toLowerCase().split(/\s+/).includes(word.lower)));
}
