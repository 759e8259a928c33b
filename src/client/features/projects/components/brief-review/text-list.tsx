import { useTranslation } from 'react-i18next';
import { BRIEF_LIMITS } from '../../../../../shared/schemas/brief';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { fieldErrorText } from '../../../../lib/error-text';
import { type BriefErrors, errorAt } from './brief-errors';
import { RemoveButton } from './remove-button';
import { AddButton, useListFocus } from './section';

/** A list of short texts (a role's goals, the assumptions): one field each, added and removed one by one. */
export function TextList({
  legend,
  itemLabel,
  addLabel,
  removeLabel,
  items,
  onChange,
  errors,
  path,
  max = BRIEF_LIMITS.notes,
}: {
  legend: string;
  /** The accessible name of the n-th field (1-based). */
  itemLabel: (n: number) => string;
  addLabel: string;
  removeLabel: (n: number) => string;
  items: readonly string[];
  onChange: (items: string[]) => void;
  errors: BriefErrors;
  /** Where the list sits in the brief, for its errors (`['roles', 0, 'goals']`). */
  path: (string | number)[];
  max?: number;
}) {
  const { t } = useTranslation();
  const { listRef, addRef, willAdd, willRemove } = useListFocus(items.length);
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium">{legend}</legend>
      <ul ref={listRef} className="mt-2 space-y-2">
        {items.map((item, i) => (
          <li key={i} className="flex items-start gap-2">
            <FormField
              hideLabel
              className="flex-1"
              label={itemLabel(i + 1)}
              error={fieldErrorText(t, errorAt(errors, ...path, i))}
            >
              {(field) => (
                <Input
                  {...field}
                  value={item}
                  maxLength={BRIEF_LIMITS.text}
                  onChange={(event) => onChange(items.map((old, j) => (j === i ? event.target.value : old)))}
                />
              )}
            </FormField>
            <RemoveButton
              label={removeLabel(i + 1)}
              onRemove={() => {
                willRemove();
                onChange(items.filter((_, j) => j !== i));
              }}
            />
          </li>
        ))}
      </ul>
      <AddButton
        ref={addRef}
        label={addLabel}
        disabled={items.length >= max}
        onAdd={() => {
          willAdd();
          onChange([...items, '']);
        }}
      />
    </fieldset>
  );
}
