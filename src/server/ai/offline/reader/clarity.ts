import { appTypes } from './catalogue/words';
import type { Mentions } from './mentions';
import type { Language } from './words';

/**
 * Whether an honest kit can be made from the text: it must name at least one thing the reader
 * understands (a known kind of record, capability or service), in words that are mostly real
 * ones, and say more than a single word. "todo app" is clear; "asdf qwerty 12345" and "ывапролд" are not.
 */
export function isClear(mentions: Mentions, language: Language): boolean {
  const letterWords = mentions.words.filter((word) => /\p{L}/u.test(word.text));
  if (letterWords.length === 0) return false;
  const understood =
    mentions.entities.filter((entity) => entity.noun !== null).length +
    mentions.capabilities.length +
    mentions.integrations.length +
    mentions.regulations.length;
  const named = understood > 0 || (mentions.productWords.length > 0 && mentions.entities.length > 0);
  const mostlyWords = mentions.recognised >= Math.ceil(letterWords.length / 2);
  const appType = letterWords.length === 1 && appTypes[language].split('|').some((type) => letterWords[0]?.lemmas.includes(type));
  return named && mostlyWords && (letterWords.length >= 2 || appType);
}
