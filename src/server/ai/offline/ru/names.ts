import type { NamePhrases } from '../phrasebooks';
import { isCyrillic } from '../text';
import { inflect, type Case } from './grammar';

const cases: readonly Case[] = ['nomn', 'gent', 'datv', 'accs', 'ablt', 'loct'];

/** A Russian name in every case and number, as running text may say it. */
export const namesRu: NamePhrases = {
  forms: (name) =>
    isCyrillic(name) ? cases.flatMap((grammaticalCase) => (['sing', 'plur'] as const).map((number) => inflect(name, grammaticalCase, number))) : [],
};
