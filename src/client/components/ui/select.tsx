import type { SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/** A native select in the theme (keyboard and screen readers work as the platform does). */
export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select
      className={cn(
        'h-9 rounded-lg border border-border bg-surface-raised px-3 pr-8 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-primary',
        className,
      )}
      {...props}
    />
  );
}
