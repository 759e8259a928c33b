import { Search } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Input } from './input';

/** A search field with its icon; the label is for screen readers and doubles as the placeholder. */
export function SearchInput({
  label,
  value,
  onChange,
  className,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <label className={cn('relative block', className)}>
      <span className="sr-only">{label}</span>
      <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
      <Input type="search" value={value} onChange={(event) => onChange(event.target.value)} placeholder={label} className="pl-9" />
    </label>
  );
}
