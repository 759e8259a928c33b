import { ChevronRight, Plus } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../lib/cn';
import { fieldErrorText } from '../../../../lib/error-text';
import { useRow } from './review-rows';

/**
 * One part of the brief: a heading, what it is for, its items and the button that adds one.
 * Errors of the part as a whole (no platform, no feature) are said under the heading.
 */
export function ReviewSection({
  title,
  hint,
  error,
  add,
  addRef,
  row,
  summary,
  children,
}: {
  title: string;
  hint?: string;
  /** A message key of the brief's schema. */
  error?: string;
  add?: { label: string; onAdd: () => void; disabled?: boolean };
  /** The add button, for focus to land on after a removal (`useListFocus`). */
  addRef?: Ref<HTMLButtonElement>;
  /** In a review, the section is one row (this key) that opens to edit; closed, it shows `summary`. */
  row?: string;
  summary?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { collapsible, open, toggle } = useRow(row ?? '');
  const folds = row !== undefined && collapsible;
  if (folds && !open) {
    return (
      <section aria-labelledby={id} className="rounded-2xl border border-border bg-surface">
        <h2 id={id} className="text-base font-semibold">
          <SectionToggle open={false} onToggle={toggle} title={title} />
        </h2>
        {summary ? <div className="-mt-1 px-4 pb-3 pl-10 text-sm text-muted sm:px-5 sm:pl-11">{summary}</div> : null}
        {error ? (
          <p role="alert" className="px-4 pb-3 pl-10 text-sm text-danger sm:pl-11">
            {fieldErrorText(t, error)}
          </p>
        ) : null}
      </section>
    );
  }
  return (
    <section aria-labelledby={id} className={cn('rounded-2xl border border-border bg-surface p-4 sm:p-5', folds && 'pt-0 sm:pt-0')}>
      <h2 id={id} className="text-base font-semibold">
        {folds ? <SectionToggle open onToggle={toggle} title={title} flush /> : title}
      </h2>
      {hint ? <p className="mt-1 text-sm text-muted">{hint}</p> : null}
      {error ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {fieldErrorText(t, error)}
        </p>
      ) : null}
      <div className="mt-4 space-y-3">{children}</div>
      {add ? (
        <AddButton
          ref={addRef}
          variant="secondary"
          className="mt-4"
          label={add.label}
          onAdd={add.onAdd}
          disabled={add.disabled}
        />
      ) : null}
    </section>
  );
}

/** A folding section's heading: a button that opens or closes it. */
function SectionToggle({ open, onToggle, title, flush }: { open: boolean; onToggle: () => void; title: string; flush?: boolean }) {
  return (
    <button
      type="button"
      aria-expanded={open}
      onClick={onToggle}
      className={cn(
        'flex min-h-11 w-full items-center gap-2 rounded-2xl text-left outline-none focus-visible:ring-2 focus-visible:ring-primary',
        flush ? '-ml-1 py-2' : 'px-4 py-2 sm:px-5',
      )}
    >
      <ChevronRight aria-hidden className={cn('size-4 shrink-0 text-muted transition-transform', open && 'rotate-90')} />
      {title}
    </button>
  );
}

/** The button that adds an item to a list; its label wraps on a phone rather than overflow. */
export function AddButton({
  ref,
  label,
  onAdd,
  disabled,
  variant = 'ghost',
  className = 'mt-2',
}: {
  ref?: Ref<HTMLButtonElement>;
  label: string;
  onAdd: () => void;
  disabled?: boolean;
  variant?: 'ghost' | 'secondary';
  className?: string;
}) {
  return (
    <Button
      ref={ref}
      variant={variant}
      size="sm"
      className={cn('h-auto min-h-9 max-w-full py-2 text-left whitespace-normal', className)}
      onClick={onAdd}
      disabled={disabled}
    >
      <Plus aria-hidden className="size-4 shrink-0" />
      {label}
    </Button>
  );
}

/** A card of a list (an entity, a feature): a list item, named for screen readers by what it holds. */
export function ItemCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li>
      <div
        role="group"
        aria-label={label}
        className="space-y-3 rounded-xl border border-border bg-surface-raised/60 p-3 sm:p-4"
      >
        {children}
      </div>
    </li>
  );
}

/**
 * Keyboard focus across a list the form grows and shrinks: an added item's first field takes focus
 * (to be named at once), and after a removal focus lands on the list's add button instead of the page.
 * Only the list's own buttons move focus; an answered question that adds an item leaves it alone.
 */
export function useListFocus(length: number) {
  const listRef = useRef<HTMLUListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const wanted = useRef<'added' | 'removed' | null>(null);
  useEffect(() => {
    if (wanted.current === 'added') {
      listRef.current?.lastElementChild?.querySelector<HTMLElement>('input, textarea, select')?.focus();
    } else if (wanted.current === 'removed') {
      addRef.current?.focus();
    }
    wanted.current = null;
  }, [length]);
  return {
    listRef,
    addRef,
    /** Call before adding or removing an item with the list's own buttons. */
    willAdd: () => (wanted.current = 'added'),
    willRemove: () => (wanted.current = 'removed'),
  };
}
