import { useTranslation } from 'react-i18next';
import { BRIEF_LIMITS, relationKinds, type BriefEntity, type BriefRelation } from '../../../../../shared/schemas/brief';
import { FormField } from '../../../../components/ui/form-field';
import { Select } from '../../../../components/ui/select';
import { fieldErrorText } from '../../../../lib/error-text';
import { errorAt } from './brief-errors';
import { RemoveButton } from './remove-button';
import { patchAt, withoutAt, type ReviewProps } from './review-props';
import { AddButton, useListFocus } from './section';

/** How an entity relates to the others: a kind and a target each, chosen from the brief's entities. */
export function EntityRelations({
  brief,
  entity,
  index,
  update,
  errors,
}: ReviewProps & { entity: BriefEntity; index: number }) {
  const { t } = useTranslation();
  const { listRef, addRef, willAdd, willRemove } = useListFocus(entity.relations.length);
  const others = brief.entities
    .filter((other, i) => i !== index && other.name.trim() !== '')
    .map((other) => other.name);
  const setRelations = (change: (relations: BriefRelation[]) => BriefRelation[]) =>
    update((b) => ({
      ...b,
      entities: b.entities.map((e, i) => (i === index ? { ...e, relations: change(e.relations) } : e)),
    }));
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium">{t('briefs.review.relations')}</legend>
      {entity.relations.length === 0 ? (
        <p className="mt-1 text-sm text-muted">{t('briefs.review.noRelations')}</p>
      ) : null}
      <ul ref={listRef} className="mt-2 space-y-4 sm:space-y-2">
        {entity.relations.map((relation, j) => (
          <li key={j} className="flex items-start gap-2">
            <div className="grid flex-1 gap-2 sm:grid-cols-2">
              <FormField hideLabel label={t('briefs.review.relationKind', { n: j + 1 })}>
                {(props) => (
                  <Select
                    {...props}
                    className="h-11 w-full"
                    value={relation.kind}
                    onChange={(event) =>
                      setRelations((relations) =>
                        patchAt(relations, j, { kind: event.target.value as BriefRelation['kind'] }),
                      )
                    }
                  >
                    {relationKinds.map((kind) => (
                      <option key={kind} value={kind}>
                        {t(`briefs.relationKinds.${kind}`)}
                      </option>
                    ))}
                  </Select>
                )}
              </FormField>
              <FormField
                hideLabel
                label={t('briefs.review.relationEntity', { n: j + 1 })}
                error={fieldErrorText(t, errorAt(errors, 'entities', index, 'relations', j, 'entity'))}
              >
                {(props) => (
                  <Select
                    {...props}
                    className="h-11 w-full"
                    value={relation.entity}
                    onChange={(event) =>
                      setRelations((relations) => patchAt(relations, j, { entity: event.target.value }))
                    }
                  >
                    {[...new Set([relation.entity, ...others])].map((name) => (
                      <option key={name} value={name}>
                        {name}
                      </option>
                    ))}
                  </Select>
                )}
              </FormField>
            </div>
            <RemoveButton
              label={t('briefs.review.removeRelation', { name: relation.entity, entity: entity.name })}
              onRemove={() => {
                willRemove();
                setRelations((relations) => withoutAt(relations, j));
              }}
            />
          </li>
        ))}
      </ul>
      <AddButton
        ref={addRef}
        label={t('briefs.review.addRelation')}
        disabled={others.length === 0 || entity.relations.length >= BRIEF_LIMITS.relations}
        onAdd={() => {
          willAdd();
          setRelations((relations) => [...relations, { kind: 'belongsTo', entity: others[0]! }]);
        }}
      />
    </fieldset>
  );
}
