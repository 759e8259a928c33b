import { ChevronRight } from 'lucide-react';
import { createContext, use, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../lib/cn';

/**
 * Which part of the review is open for editing (ADR 0046): one at a time, so the review stays a
 * page of short rows. Without a provider every part is open (a section shown on its own).
 */
export interface ReviewRows {
  open: string | null;
  setOpen: (key: string | null) => void;
  /** Features the engine still asks about (an open question on how one works). */
  unsureFeatures?: ReadonlySet<string>;
}

export const ReviewRowsContext = createContext<ReviewRows | null>(null);

/** Whether the row `key` is open, and its toggle; always open outside a review. */
export function useRow(key: string): { collapsible: boolean; open: boolean; toggle: () => void; show: () => void } {
  const rows = use(ReviewRowsContext);
  if (!rows) return { collapsible: false, open: true, toggle: () => undefined, show: () => undefined };
  const open = rows.open === key;
  return { collapsible: true, open, toggle: () => rows.setOpen(open ? null : key), show: () => rows.setOpen(key) };
}

/**
 * The row that holds a brief's problem at `path` (`entities.2.fields.0.name` → `entity:2`), for the
 * review to open before focusing the field.
 */
export function rowOfPath(path: string): string | null {
  const [part, index] = path.split('.');
  if (part === 'entities' && index !== undefined) return `entity:${index}`;
  if (part === 'features' && index !== undefined) return `feature:${index}`;
  if (part === 'roles' || part === 'integrations' || part === 'constraints') return part;
  if (part === 'assumptions' || part === 'openQuestions') return 'notes';
  if (part === 'features') return null;
  return 'product';
}

/** The rows' state, or a no-op outside a review. */
export function useReviewRows(): ReviewRows {
  return use(ReviewRowsContext) ?? { open: null, setOpen: () => undefined };
}

/** The items' indexes, those the engine guessed first; the others keep their order. */
export function guessedFirst<T>(
  items: readonly T[],
  guessed: (i: number) => boolean = (i) => (items[i] as { guessed?: boolean }).guessed === true,
): number[] {
  const indexes = items.map((_, i) => i);
  return [...indexes.filter(guessed), ...indexes.filter((i) => !guessed(i))];
}

/** A "guessed" marker: the engine was unsure of this item. */
export function GuessedBadge() {
  const { t } = useTranslation();
  return (
    <span className="shrink-0 rounded-full border border-amber-300/50 bg-amber-300/10 px-2 py-0.5 text-xs font-medium text-amber-200">
      {t('briefs.review.guessed')}
    </span>
  );
}

/**
 * One item of a list (an entity, a feature) as a row: its name, a short summary and markers, a
 * button that opens it for editing (aria-expanded) and its actions beside. Open, it spans the list.
 */
export function CollapsibleRow({
  rowKey,
  label,
  title,
  summary,
  guessed,
  problem,
  actions,
  children,
}: {
  rowKey: string;
  /** The group's accessible name ("Entity Patient"). */
  label: string;
  title: string;
  summary?: string;
  guessed?: boolean;
  problem?: boolean;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { open, toggle } = useRow(rowKey);
  const panel = useId();
  return (
    <li className={cn('min-w-0', open && 'sm:col-span-2')}>
      <div
        role="group"
        aria-label={label}
        className={cn(
          'rounded-xl border bg-surface-raised/60',
          guessed ? 'border-amber-300/40' : 'border-border',
          problem && 'border-danger',
        )}
      >
        <div className="flex items-center">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panel}
            onClick={toggle}
            className="flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-xl px-3 py-1.5 text-left outline-none focus-visible:ring-2 focus-visible:ring-primary"
          >
            <ChevronRight aria-hidden className={cn('size-4 shrink-0 text-muted transition-transform', open && 'rotate-90')} />
            <span className="min-w-0 flex-1">
              <span className="flex min-w-0 items-center gap-2">
                <span className="truncate font-medium">{title || '—'}</span>
                {guessed ? <GuessedBadge /> : null}
                {problem ? <span className="shrink-0 text-xs font-medium text-danger">{t('briefs.review.needsFix')}</span> : null}
              </span>
              {summary ? <span className="block truncate text-xs text-muted">{summary}</span> : null}
            </span>
          </button>
          {actions}
        </div>
        {open ? (
          <div id={panel} className="space-y-3 border-t border-border p-3 sm:p-4">
            {children}
          </div>
        ) : null}
      </div>
    </li>
  );
}
