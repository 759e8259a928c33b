import { diffLines, diffWords } from 'diff';

/** A run of text inside a line: kept, or only in the older or only in the newer version. */
export interface DiffSegment {
  text: string;
  change: 'same' | 'removed' | 'added';
}

/** One side of a row: its line number in that version and its text in segments. */
export interface DiffSide {
  number: number;
  segments: DiffSegment[];
}

/**
 * One row of the diff: a line both versions have (`same`), a line changed between them (`changed`,
 * with word-level segments on both sides), a line only the older one has (`removed`) or only the
 * newer one has (`added`), or a run of unchanged lines folded away (`skipped`).
 */
export type DiffRow =
  | { kind: 'same' | 'changed'; old: DiffSide; new: DiffSide }
  | { kind: 'removed'; old: DiffSide }
  | { kind: 'added'; new: DiffSide }
  | { kind: 'skipped'; count: number };

export interface DocumentDiff {
  rows: DiffRow[];
  added: number;
  removed: number;
  changed: number;
}

/** Unchanged lines kept around each change; longer unchanged runs are folded. */
export const CONTEXT_LINES = 3;

function linesOf(value: string): string[] {
  const lines = value.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

// Words as the platform's Unicode rules find them, so Cyrillic (or any script) is compared word by
// word rather than letter by letter.
let segmenter: Intl.Segmenter | undefined;

/** The words that differ between two versions of one line, for each side. */
export function wordChanges(before: string, after: string): { old: DiffSegment[]; new: DiffSegment[] } {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' });
  const old: DiffSegment[] = [];
  const next: DiffSegment[] = [];
  for (const part of diffWords(before, after, { intlSegmenter: segmenter })) {
    if (part.removed) old.push({ text: part.value, change: 'removed' });
    else if (part.added) next.push({ text: part.value, change: 'added' });
    else {
      old.push({ text: part.value, change: 'same' });
      next.push({ text: part.value, change: 'same' });
    }
  }
  return { old, new: next };
}

const plain = (text: string): DiffSegment[] => [{ text, change: 'same' }];

/** Rows for every line: removed lines followed by added ones pair up, in order, as changed lines. */
function allRows(before: string, after: string): DiffRow[] {
  const rows: DiffRow[] = [];
  let oldNumber = 0;
  let newNumber = 0;
  let removed: string[] = [];
  const flushRemoved = (added: string[]) => {
    const paired = Math.min(removed.length, added.length);
    for (let i = 0; i < paired; i++) {
      const words = wordChanges(removed[i]!, added[i]!);
      rows.push({
        kind: 'changed',
        old: { number: (oldNumber += 1), segments: words.old },
        new: { number: (newNumber += 1), segments: words.new },
      });
    }
    for (const line of removed.slice(paired))
      rows.push({ kind: 'removed', old: { number: (oldNumber += 1), segments: plain(line) } });
    for (const line of added.slice(paired))
      rows.push({ kind: 'added', new: { number: (newNumber += 1), segments: plain(line) } });
    removed = [];
  };
  for (const part of diffLines(before, after, { ignoreNewlineAtEof: true, stripTrailingCr: true })) {
    const lines = linesOf(part.value);
    if (part.removed) {
      removed.push(...lines);
      continue;
    }
    if (part.added) {
      flushRemoved(lines);
      continue;
    }
    flushRemoved([]);
    for (const line of lines) {
      rows.push({
        kind: 'same',
        old: { number: (oldNumber += 1), segments: plain(line) },
        new: { number: (newNumber += 1), segments: plain(line) },
      });
    }
  }
  flushRemoved([]);
  return rows;
}

/** Folds runs of two or more unchanged lines farther than `context` lines from any change. */
function fold(rows: DiffRow[], context: number): DiffRow[] {
  const near = rows.map(() => false);
  rows.forEach((row, index) => {
    if (row.kind === 'same') return;
    for (let i = Math.max(0, index - context); i <= Math.min(rows.length - 1, index + context); i++) near[i] = true;
  });
  const folded: DiffRow[] = [];
  let far: DiffRow[] = [];
  const flush = () => {
    if (far.length === 1) folded.push(far[0]!);
    else if (far.length > 1) folded.push({ kind: 'skipped', count: far.length });
    far = [];
  };
  rows.forEach((row, index) => {
    if (row.kind === 'same' && !near[index]) {
      far.push(row);
      return;
    }
    flush();
    folded.push(row);
  });
  flush();
  return folded;
}

/**
 * The differences between two versions of a document, line by line with word-level changes inside
 * changed lines, unchanged stretches folded to `context` lines around each change.
 */
export function documentDiff(before: string, after: string, context = CONTEXT_LINES): DocumentDiff {
  const rows = allRows(before, after);
  const count = (kind: DiffRow['kind']) => rows.filter((row) => row.kind === kind).length;
  return { rows: fold(rows, context), added: count('added'), removed: count('removed'), changed: count('changed') };
}
