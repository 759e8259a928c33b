import { cn } from '../../lib/cn';

/** A thin bar filled to `percent` (0–100), named for screen readers by `label`. */
export function ProgressBar({ label, percent, className }: { label: string; percent: number; className?: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cn('h-2 overflow-hidden rounded-full bg-surface-raised', className)}
    >
      <div className="h-full rounded-full bg-accent" style={{ width: `${percent}%` }} />
    </div>
  );
}
