import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/**
 * A panel of the project page that folds to one line above the documents (ADR 0047): its heading is
 * the button that opens and closes it, `summary` says in a few words what is inside, and the body is
 * shown only while it is open.
 */
export function CollapsiblePanel({
  icon,
  title,
  summary,
  defaultOpen = false,
  children,
  className,
  openClassName,
}: {
  icon: ReactNode;
  title: string;
  summary?: ReactNode;
  defaultOpen?: boolean;
  children: ReactNode;
  className?: string;
  /** Added while it is open (the page widens an open panel to the whole row). */
  openClassName?: string;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const headingId = useId();
  const bodyId = useId();
  return (
    <section aria-labelledby={headingId} className={cn('rounded-2xl border border-border bg-surface', className, open && openClassName)}>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-2.5 sm:px-5">
        <h2 id={headingId} className="font-semibold">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen((was) => !was)}
            className="-mx-1 flex items-center gap-2 rounded-md px-1 py-1 text-left"
          >
            {icon}
            <span>{title}</span>
            <ChevronDown aria-hidden className={cn('size-4 text-muted transition-transform', open && 'rotate-180')} />
          </button>
        </h2>
        {summary ? <div className="text-sm">{summary}</div> : null}
      </div>
      <div id={bodyId} hidden={!open} className="px-4 pb-4 sm:px-5 sm:pb-5">
        {open ? children : null}
      </div>
    </section>
  );
}
