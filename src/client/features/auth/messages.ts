import type { TFunction } from 'i18next';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { fieldErrorText } from '../../lib/error-text';
import { toast } from '../../lib/toast';

/** The first validation error goes into a toast titled 'Validation error' (and stays under its field). */
export function toastFirstError<T extends FieldValues>(t: TFunction, errors: FieldErrors<T>, order: Array<keyof T>): void {
  const first = order.map((name) => errors[name]).find(Boolean);
  const message = fieldErrorText(t, first?.message as string | undefined);
  if (message) toast.error(t('toast.validationTitle'), { description: message });
}
