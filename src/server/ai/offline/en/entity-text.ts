import type { EntityPhrases } from '../model/from-brief';
import { automaticFields, labelOf, pluralLabel } from '../model/entity-label';
import { fieldWords } from '../model/feature-facts';
import { capitalise, isCyrillic, joinList, pluralPhrase, unique, withArticle } from '../text';

/** What the PRD says an entity is and who uses it, in English; ru/entity-text.ts says it in Russian. */

export const entityEn: EntityPhrases = {
  description(entity, label, brief) {
    const founderWord = entity.label && isCyrillic(entity.label) ? ` (“${entity.label}”)` : '';
    const linked = entity.relations.map((r) =>
      r.kind === 'belongsTo' || r.kind === 'hasOne'
        ? `${r.kind === 'belongsTo' ? 'belongs to' : 'has'} ${withArticle(labelOf(r.entity, brief))}`
        : `has many ${pluralLabel(labelOf(r.entity, brief))}`,
    );
    const fieldText = entity.fields
      .filter((f) => !automaticFields.has(f.name) && f.type !== 'reference')
      .map((f) => fieldWords(f.name, f.type));
    return (
      `${capitalise(withArticle(label))}${founderWord} in ${brief.productName}` +
      (fieldText.length > 0 ? `, with its ${joinList(fieldText)}` : '') +
      (linked.length > 0 ? `; it ${joinList(linked)}` : '') +
      '.'
    );
  },
  usedIn(entity, using) {
    const roles = unique(using.map((f) => pluralPhrase(f.role)));
    return ` ${capitalise(joinList(roles))} work with it in ${joinList(using.map((f) => f.name))}.`;
  },
};
