import { useTranslation } from 'react-i18next';
import { cn } from '../../../../lib/cn';
import type { DiffRow, DiffSegment, DiffSide, DocumentDiff } from './diff-model';

/** How the diff is laid out: two columns on wide screens, one inline column on phones. */
export type DiffLayout = 'split' | 'inline';

const lineTone = { removed: 'bg-danger/10', added: 'bg-accent/10', same: '' } as const;

/** A line's text, the words that changed marked (as <del>/<ins>, so screen readers say so). */
function Segments({ segments }: { segments: DiffSegment[] }) {
  return segments.map((segment, index) =>
    segment.change === 'same' ? (
      <span key={index}>{segment.text}</span>
    ) : segment.change === 'removed' ? (
      <del key={index} className="rounded-sm bg-danger/35 text-foreground no-underline decoration-danger">
        {segment.text}
      </del>
    ) : (
      <ins key={index} className="rounded-sm bg-accent/30 text-foreground no-underline">
        {segment.text}
      </ins>
    ),
  );
}

function LineNumber({ value }: { value: number | null }) {
  return (
    <span aria-hidden className="px-2 text-right text-muted/70 tabular-nums select-none">
      {value ?? ''}
    </span>
  );
}

function Line({ side, tone, label }: { side: DiffSide | null; tone: keyof typeof lineTone; label?: string }) {
  if (!side) return <span aria-hidden className="bg-surface-raised/40" />;
  return (
    <span className={cn('min-w-0 px-2 break-words whitespace-pre-wrap', lineTone[tone])}>
      {label ? <span className="sr-only">{label}: </span> : null}
      {side.segments.length === 1 && side.segments[0]!.text === '' ? '\u00a0' : <Segments segments={side.segments} />}
    </span>
  );
}

function Skipped({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <div className="col-span-full border-y border-border/60 bg-surface-raised/50 px-3 py-1 text-center text-muted">
      {t('projects.history.skipped', { count })}
    </div>
  );
}

/** One row in two columns: the older version's line on the left, the newer one's on the right. */
function SplitRow({ row }: { row: DiffRow }) {
  const { t } = useTranslation();
  if (row.kind === 'skipped') return <Skipped count={row.count} />;
  const old = row.kind === 'added' ? null : row.old;
  const next = row.kind === 'removed' ? null : row.new;
  const changed = row.kind !== 'same';
  return (
    <>
      <LineNumber value={old?.number ?? null} />
      <Line
        side={old}
        tone={changed ? 'removed' : 'same'}
        label={changed ? t('projects.history.lineRemoved') : undefined}
      />
      <LineNumber value={next?.number ?? null} />
      <Line
        side={next}
        tone={changed ? 'added' : 'same'}
        label={changed ? t('projects.history.lineAdded') : undefined}
      />
    </>
  );
}

/** One row inline: a changed line as its old text followed by its new text, each marked. */
function InlineRow({ row }: { row: DiffRow }) {
  const { t } = useTranslation();
  if (row.kind === 'skipped') return <Skipped count={row.count} />;
  const lines: Array<{ number: number; side: DiffSide; tone: keyof typeof lineTone; sign: string; label?: string }> =
    [];
  if (row.kind === 'same') lines.push({ number: row.new.number, side: row.new, tone: 'same', sign: ' ' });
  if (row.kind === 'removed' || row.kind === 'changed')
    lines.push({
      number: row.old.number,
      side: row.old,
      tone: 'removed',
      sign: '−',
      label: t('projects.history.lineRemoved'),
    });
  if (row.kind === 'added' || row.kind === 'changed')
    lines.push({
      number: row.new.number,
      side: row.new,
      tone: 'added',
      sign: '+',
      label: t('projects.history.lineAdded'),
    });
  return lines.map((line) => (
    <div key={line.sign} className={cn('col-span-full grid grid-cols-subgrid', lineTone[line.tone])}>
      <LineNumber value={line.number} />
      <span aria-hidden className={cn('select-none', line.tone === 'removed' ? 'text-danger' : 'text-accent')}>
        {line.sign}
      </span>
      <Line side={line.side} tone="same" label={line.label} />
    </div>
  ));
}

/** The differences between two versions, as `documentDiff` found them. */
export function DiffView({ diff, layout, label }: { diff: DocumentDiff; layout: DiffLayout; label: string }) {
  const Row = layout === 'split' ? SplitRow : InlineRow;
  return (
    <div
      role="region"
      aria-label={label}
      data-layout={layout}
      className={cn(
        'grid overflow-hidden rounded-lg border border-border bg-background font-mono text-xs leading-5',
        layout === 'split'
          ? 'grid-cols-[auto_minmax(0,1fr)_auto_minmax(0,1fr)]'
          : 'grid-cols-[auto_auto_minmax(0,1fr)]',
      )}
    >
      {diff.rows.map((row, index) => (
        <Row key={index} row={row} />
      ))}
    </div>
  );
}
