import { useTranslation } from 'react-i18next';
import { freeName } from '../../../../../shared/brief-answers';
import { BRIEF_LIMITS, fieldTypes, type BriefEntity, type FieldType } from '../../../../../shared/schemas/brief';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { fieldErrorText } from '../../../../lib/error-text';
import { errorAt } from './brief-errors';
import { RemoveButton } from './remove-button';
import { patchAt, withoutAt, type ReviewProps } from './review-props';
import { AddButton, useListFocus } from './section';

/** An entity's fields: a name and a type each; on a phone the type goes under the name. */
export function EntityFields({
  entity,
  index,
  update,
  errors,
}: Omit<ReviewProps, 'brief'> & { entity: BriefEntity; index: number }) {
  const { t } = useTranslation();
  const { listRef, addRef, willAdd, willRemove } = useListFocus(entity.fields.length);
  const setFields = (change: (fields: BriefEntity['fields']) => BriefEntity['fields']) =>
    update((b) => ({
      ...b,
      entities: b.entities.map((e, i) => (i === index ? { ...e, fields: change(e.fields) } : e)),
    }));
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium">{t('briefs.review.fields')}</legend>
      <ul ref={listRef} className="mt-2 space-y-4 sm:space-y-2">
        {entity.fields.map((field, j) => (
          <li key={j} className="flex items-start gap-2">
            <div className="grid flex-1 gap-2 sm:grid-cols-[1fr_11rem]">
              <FormField
                hideLabel
                label={t('briefs.review.fieldName', { n: j + 1 })}
                error={fieldErrorText(t, errorAt(errors, 'entities', index, 'fields', j, 'name'))}
              >
                {(props) => (
                  <Input
                    {...props}
                    value={field.name}
                    maxLength={40}
                    autoComplete="off"
                    spellCheck={false}
                    onChange={(event) => setFields((fields) => patchAt(fields, j, { name: event.target.value }))}
                  />
                )}
              </FormField>
              <FormField hideLabel label={t('briefs.review.fieldType', { name: field.name })}>
                {(props) => (
                  <Select
                    {...props}
                    className="h-11 w-full"
                    value={field.type}
                    onChange={(event) =>
                      setFields((fields) => patchAt(fields, j, { type: event.target.value as FieldType }))
                    }
                  >
                    {fieldTypes.map((type) => (
                      <option key={type} value={type}>
                        {t(`briefs.fieldTypes.${type}`)}
                      </option>
                    ))}
                  </Select>
                )}
              </FormField>
            </div>
            <RemoveButton
              label={t('briefs.review.removeField', { name: field.name, entity: entity.name })}
              onRemove={() => {
                willRemove();
                setFields((fields) => withoutAt(fields, j));
              }}
            />
          </li>
        ))}
      </ul>
      <AddButton
        ref={addRef}
        label={t('briefs.review.addField')}
        disabled={entity.fields.length >= BRIEF_LIMITS.fields}
        onAdd={() => {
          willAdd();
          setFields((fields) => [
            ...fields,
            {
              name: freeName(
                fields.map((f) => f.name),
                'field',
              ),
              type: 'string',
            },
          ]);
        }}
      />
    </fieldset>
  );
}
