import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * A labelled field with its error under it, wired for screen readers. `hideLabel` keeps the label for
 * screen readers only, for rows whose group already says what the field is (a field's type beside its name).
 */
export function FormField({
  label,
  error,
  hideLabel = false,
  className,
  children,
}: {
  label: string;
  error?: string;
  hideLabel?: boolean;
  className?: string;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cn('min-w-0 space-y-1.5', className)}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'block text-sm font-medium'}>
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
