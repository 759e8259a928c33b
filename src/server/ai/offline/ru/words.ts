import { isCyrillic } from '../text';
import type { CompositionModel, ModelEntity } from '../model/types';
import { inflect, lowerFirst, opensWithInfinitive, plural, type Case } from './grammar';

/**
 * The founder's words as Russian documents use them: roles and records by their Russian names (the
 * identifiers stay English in code), and goals that read after "можно".
 */

/** A role in running text ("репетитор"); a role the brief left unnamed is "пользователь". */
export const roleWord = (role: string) => (isCyrillic(role) ? lowerFirst(role.trim()) : 'пользователь');

/** A role in the plural and a case: "репетиторов". */
export const rolesIn = (role: string, grammaticalCase: Case = 'nomn') => plural(roleWord(role), grammaticalCase);

/** The people of the product, admins last: the ones a sentence about its users names. */
export const peopleOf = (b: CompositionModel) => {
  const admin = (role: string) => /admin|администратор/i.test(role);
  return [...b.roles.filter((r) => !admin(r.role)), ...b.roles.filter((r) => admin(r.role))];
};

/** The main role: the first that is not an admin. */
export const mainRole = (b: CompositionModel) => roleWord(peopleOf(b)[0]?.role ?? '');

/** An entity by the founder's word ("урок"), else by its identifier. */
export const entityWord = (e: Pick<ModelEntity, 'name' | 'founderLabel'>) => e.founderLabel ?? e.name;

/** "Lesson (урок)": where a document introduces an identifier, it says what it means. */
export const identifierWithWord = (e: Pick<ModelEntity, 'name' | 'founderLabel'>) =>
  e.founderLabel ? `${e.name} (${e.founderLabel})` : e.name;

/** An entity's word in a case and number, identifiers left as they are. */
export const entityIn = (
  e: Pick<ModelEntity, 'name' | 'founderLabel'>,
  grammaticalCase: Case,
  number: 'sing' | 'plur' = 'sing',
) => (e.founderLabel ? inflect(e.founderLabel, grammaticalCase, number) : e.name);

/** A goal or feature name that reads after "можно" ("бронировать урок"), or a name to quote. */
export const asAction = (text: string): string | undefined =>
  isCyrillic(text) && opensWithInfinitive(text) ? lowerFirst(text.replace(/[.!]+$/, '').trim()) : undefined;
