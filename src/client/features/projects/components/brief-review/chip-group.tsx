import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../../lib/error-text';

export interface ChipOption {
  value: string;
  label: string;
  /** Shown but not choosable (a dependency that would close a circle). */
  disabled?: boolean;
}

/** A set of checkboxes shown as chips that wrap: a multi-select that works by keyboard and on a phone. */
export function ChipGroup({
  legend,
  options,
  selected,
  onChange,
  error,
  empty,
  disabledHint,
}: {
  legend: string;
  options: ChipOption[];
  selected: readonly string[];
  onChange: (values: string[]) => void;
  /** A message key of the brief's schema. */
  error?: string;
  /** Said instead of the chips when there is nothing to choose from. */
  empty?: string;
  /** Why some chips cannot be ticked, said when some cannot. */
  disabledHint?: string;
}) {
  const { t } = useTranslation();
  const toggle = (value: string, on: boolean) =>
    onChange(on ? [...selected, value] : selected.filter((chosen) => chosen !== value));
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium">{legend}</legend>
      {options.length === 0 && empty ? <p className="mt-1 text-sm text-muted">{empty}</p> : null}
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-9 max-w-full cursor-pointer items-center gap-2 rounded-full border border-border bg-surface px-3 py-1 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-strong/15 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50"
          >
            <input
              type="checkbox"
              className="size-4 shrink-0 accent-primary-strong"
              checked={selected.includes(option.value)}
              disabled={option.disabled && !selected.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            <span className="break-words">{option.label}</span>
          </label>
        ))}
      </div>
      {disabledHint && options.some((option) => option.disabled && !selected.includes(option.value)) ? (
        <p className="mt-1.5 text-xs text-muted">{disabledHint}</p>
      ) : null}
      {error ? (
        <p role="alert" className="mt-1.5 text-sm text-danger">
          {fieldErrorText(t, error)}
        </p>
      ) : null}
    </fieldset>
  );
}
