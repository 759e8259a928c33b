import type { Brief } from '../../../../shared/schemas/brief';
import type { EntityPhrases } from '../model/from-brief';
import { isCyrillic } from '../text';
import { agreementOf, capitalise, inflect, joinAnd, quote, type Agreement } from './grammar';
import { roleWord, rolesIn } from './words';

/** Fields the backend fills in itself: the PRD lists the ones people work with. */
const automatic = new Set(['id', 'createdAt', 'updatedAt']);

/** "он", "она", "оно", "они" in the case a sentence needs. */
const pronouns: Record<'gent' | 'ablt', Record<Agreement, string>> = {
  gent: { masc: 'него', neut: 'него', femn: 'неё', plur: 'них' },
  ablt: { masc: 'ним', neut: 'ним', femn: 'ней', plur: 'ними' },
};

/** The founder's word for an entity of the brief, else its identifier. */
function wordOf(name: string, brief: Brief): string {
  const label = brief.entities.find((e) => e.name === name)?.label?.trim();
  return label && isCyrillic(label) ? label.toLowerCase() : name;
}

const inCase = (word: string, grammaticalCase: 'datv' | 'nomn', number: 'sing' | 'plur' = 'sing') =>
  isCyrillic(word) ? inflect(word, grammaticalCase, number) : word;

export const entityRu: EntityPhrases = {
  description(entity, label, brief) {
    const word = wordOf(entity.name, brief);
    const gender = isCyrillic(word) ? agreementOf(word) : 'masc';
    const fields = entity.fields.filter((f) => !automatic.has(f.name) && f.type !== 'reference').map((f) => `\`${f.name}\``);
    const parents = entity.relations.filter((r) => r.kind === 'belongsTo').map((r) => inCase(wordOf(r.entity, brief), 'datv'));
    const children = entity.relations
      .filter((r) => r.kind !== 'belongsTo')
      .map((r) => inCase(wordOf(r.entity, brief), 'nomn', r.kind === 'hasMany' ? 'plur' : 'sing'));
    const name = isCyrillic(word) ? capitalise(word) : `${capitalise(label)}`;
    return [
      `${name} в ${brief.productName}${fields.length > 0 ? ` с ${fields.length === 1 ? 'полем' : 'полями'} ${joinAnd(fields)}` : ''}.`,
      parents.length > 0 ? ` Относится к ${joinAnd(parents)}.` : '',
      children.length > 0 ? ` У ${pronouns.gent[gender]} есть ${joinAnd(children)}.` : '',
    ].join('');
  },
  usedIn(entity, using) {
    const gender = entity.founderLabel ? agreementOf(entity.founderLabel) : 'masc';
    const roles = [...new Set(using.map((f) => rolesIn(roleWord(f.role))))];
    const where = using.length === 1 ? 'функции' : 'функциях';
    return ` С ${pronouns.ablt[gender]} работают ${joinAnd(roles)} в ${where} ${joinAnd(using.map((f) => quote(f.name)))}.`;
  },
};
