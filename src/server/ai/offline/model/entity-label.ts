import type { Brief, BriefEntity } from '../../../../shared/schemas/brief';
import { isCyrillic, lowerWords, plural } from '../text';

/**
 * How the composer names an entity in its (English) sentences: the founder's label when it is
 * English, else the words of the name ("HomeworkItem" → "homework item"); a label in another
 * script is quoted in the entity's description instead.
 */
export function englishLabel(entity: BriefEntity): string {
  const label = entity.label?.trim();
  if (!label || isCyrillic(label)) return lowerWords(entity.name);
  return lowerWordsOf(label);
}

/** Running text is lower case, but acronyms stay as written ("SKU", "CRM"). */
export const lowerWordsOf = (label: string) =>
  label
    .trim()
    .split(/\s+/)
    .map((word) => (/^[A-Z0-9А-ЯЁ]{2,}$/.test(word) ? word : word.toLowerCase()))
    .join(' ');

export const pluralLabel = (label: string) => (isCyrillic(label) ? label : plural(label));

/** Fields every record has, which the PRD does not list. */
export const automaticFields = new Set(['id', 'createdAt', 'updatedAt']);

/** How the composer names an entity the brief has, else the words of its name. */
export function labelOf(name: string, brief: Brief): string {
  const entity = brief.entities.find((e) => e.name === name);
  return entity ? englishLabel(entity) : lowerWords(name);
}
