import { useTranslation } from 'react-i18next';
import { freeName, removeEntity, renameEntity } from '../../../../../shared/brief-answers';
import { BRIEF_LIMITS, type BriefEntity } from '../../../../../shared/schemas/brief';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { fieldErrorText } from '../../../../lib/error-text';
import { errorAt, errorUnder } from './brief-errors';
import { EntityFields } from './entity-fields';
import { EntityRelations } from './entity-relations';
import { RemoveButton } from './remove-button';
import { patchAt, type ReviewProps } from './review-props';
import { CollapsibleRow, guessedFirst, useReviewRows } from './review-rows';
import { ReviewSection, useListFocus } from './section';

/** The things the product stores, as rows (what the engine guessed first) that open to edit fields and relations. */
export function EntitiesSection({ brief, update, errors }: ReviewProps) {
  const { t } = useTranslation();
  const { listRef, addRef, willAdd, willRemove } = useListFocus(brief.entities.length);
  const rows = useReviewRows();
  const add = () => {
    willAdd();
    rows.setOpen(`entity:${brief.entities.length}`);
    update((b) => {
      const entity: BriefEntity = {
        // Identifiers stay ASCII whatever the language (the founder's word goes in the label).
        name: freeName(
          b.entities.map((e) => e.name),
          'Entity',
        ),
        fields: [{ name: 'name', type: 'string' }],
        relations: [],
      };
      return { ...b, entities: [...b.entities, entity] };
    });
  };
  return (
    <ReviewSection
      title={t('briefs.review.entities')}
      hint={t('briefs.review.entitiesHint')}
      addRef={addRef}
      add={{
        label: t('briefs.review.addEntity'),
        onAdd: add,
        disabled: brief.entities.length >= BRIEF_LIMITS.entities,
      }}
    >
      {brief.entities.length === 0 ? <p className="text-sm text-muted">{t('briefs.review.noEntities')}</p> : null}
      <ul ref={listRef} className="grid gap-2 sm:grid-cols-2">
        {guessedFirst(brief.entities).map((i) => {
          const entity = brief.entities[i]!;
          return (
            <CollapsibleRow
              key={i}
              rowKey={`entity:${i}`}
              label={t('briefs.review.entityGroup', { name: entity.name })}
              title={entity.label ? `${entity.name} · ${entity.label}` : entity.name}
              summary={entity.fields.map((field) => field.name).join(', ')}
              guessed={entity.guessed}
              problem={errorUnder(errors, 'entities', i) !== undefined}
              actions={
                <RemoveButton
                  label={t('briefs.review.removeEntity', { name: entity.name })}
                  onRemove={() => {
                    willRemove();
                    rows.setOpen(null);
                    update((b) => removeEntity(b, i));
                  }}
                />
              }
            >
              <div className="grid gap-3 sm:grid-cols-2">
                <FormField
                  label={t('briefs.review.entityName')}
                  error={fieldErrorText(t, errorAt(errors, 'entities', i, 'name'))}
                >
                  {(field) => (
                    <Input
                      {...field}
                      value={entity.name}
                      maxLength={40}
                      autoComplete="off"
                      spellCheck={false}
                      onChange={(event) => update((b) => renameEntity(b, i, event.target.value))}
                    />
                  )}
                </FormField>
                <FormField
                  label={t('briefs.review.entityLabel')}
                  error={fieldErrorText(t, errorAt(errors, 'entities', i, 'label'))}
                >
                  {(field) => (
                    <Input
                      {...field}
                      value={entity.label ?? ''}
                      maxLength={BRIEF_LIMITS.name}
                      placeholder={t('briefs.review.entityLabelPlaceholder')}
                      onChange={(event) =>
                        update((b) => ({
                          ...b,
                          // An empty label is no label: the name in words is used.
                          entities: patchAt(b.entities, i, { label: event.target.value || undefined }),
                        }))
                      }
                    />
                  )}
                </FormField>
              </div>
              <EntityFields entity={entity} index={i} update={update} errors={errors} />
              <EntityRelations brief={brief} entity={entity} index={i} update={update} errors={errors} />
            </CollapsibleRow>
          );
        })}
      </ul>
    </ReviewSection>
  );
}
