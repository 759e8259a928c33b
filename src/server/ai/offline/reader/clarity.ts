import { appTypes } from './catalogue/words';
import type { Mentions } from './mentions';
import type { Language } from './words';

/**
 * Whether an honest kit can be made from the text, decided from the language, not the catalogue:
 * it must name something (a known kind of record, capability or service, or any dictionary noun
 * with content), in words that are mostly real ones, and say more than a single word unless that
 * word is a product type. "a kanban board" is clear; "asdf qwerty 12345", "I want to make money"
 * and "ывапролд" are not.
 */
/** Nouns that say nothing about a product: an idea made only of them is content-free. */
const contentFree = new Set(
  'idea|hi|hey|there|here|money|cash|thing|stuff|something|anything|everything|nothing|way|hello|world|people|lot|time|life|business|startup|product|app|application|project|plan|dream|goal|идея|деньги|деньга|заработок|богатство|успех|вещь|что-то|привет|мир|люди|жизнь|бизнес|стартап|время|продукт|приложение|проект|план|мечта|цель'.split('|'),
);

/** A real noun with content (the dictionary knows it): the language itself says the idea is about something. */
const contentNoun = (word: Mentions['words'][number]) =>
  word.pos === 'noun' && word.known && /^\p{L}[\p{L}-]{2,}$/u.test(word.lower) && !/^(\p{L})\1+$/u.test(word.lower) && ![word.lower, ...word.lemmas].some((lemma) => contentFree.has(lemma));

export function isClear(mentions: Mentions, language: Language): boolean {
  const letterWords = mentions.words.filter((word) => /\p{L}/u.test(word.text));
  if (letterWords.length === 0) return false;
  const understood =
    mentions.entities.filter((entity) => entity.noun !== null).length +
    mentions.capabilities.length +
    mentions.integrations.length +
    mentions.regulations.length;
  const named = understood > 0 || mentions.metaphor || (mentions.productWords.length > 0 && mentions.entities.length > 0) || letterWords.some((word, i) => contentNoun(word) && !productWord(mentions, i));
  const mostlyWords = mentions.metaphor || mentions.recognised >= Math.ceil(letterWords.length / 2);
  const appType = letterWords.length === 1 && appTypes[language].split('|').some((type) => letterWords[0]?.lemmas.includes(type));
  return named && mostlyWords && (letterWords.length >= 2 || appType);
}

/** The word names the product itself ("app", "сервис"): it carries no content of its own. */
function productWord(mentions: Mentions, index: number): boolean {
  const word = mentions.words.filter((w) => /\p{L}/u.test(w.text))[index];
  return Boolean(word && mentions.productWords.some((phrase) => phrase.toLowerCase().split(/\s+/).includes(word.lower)));
}
