import { describe, expect, it } from 'vitest';
import { documentDiff, wordChanges, type DiffRow, type DiffSegment } from './diff-model';

const marked = (segments: DiffSegment[]) =>
  segments
    .map((s) => (s.change === 'same' ? s.text : s.change === 'added' ? `{+${s.text}+}` : `[-${s.text}-]`))
    .join('');
const shape = (rows: DiffRow[]) =>
  rows.map((row) => {
    if (row.kind === 'skipped') return `… ${row.count}`;
    if (row.kind === 'removed') return `- ${row.old.number} ${marked(row.old.segments)}`;
    if (row.kind === 'added') return `+ ${row.new.number} ${marked(row.new.segments)}`;
    if (row.kind === 'same') return `  ${row.old.number}/${row.new.number} ${marked(row.new.segments)}`;
    return `~ ${row.old.number}/${row.new.number} ${marked(row.old.segments)} → ${marked(row.new.segments)}`;
  });

describe('the version diff', () => {
  it('marks only the words that changed inside a changed line', () => {
    const diff = documentDiff('# Plan\nUsers pay by card.\nThe end.\n', '# Plan\nUsers pay by invoice.\nThe end.\n');
    expect(shape(diff.rows)).toEqual([
      '  1/1 # Plan',
      '~ 2/2 Users pay by [-card-]. → Users pay by {+invoice+}.',
      '  3/3 The end.',
    ]);
    expect(diff).toMatchObject({ changed: 1, added: 0, removed: 0 });
  });

  it('compares Cyrillic word by word, not letter by letter', () => {
    const words = wordChanges('Оплата картой в приложении', 'Оплата счётом в приложении');
    expect(marked(words.old)).toBe('Оплата [-картой-] в приложении');
    expect(marked(words.new)).toBe('Оплата {+счётом+} в приложении');
  });

  it('pairs removed and added lines in order, and keeps the rest as whole lines added or removed', () => {
    const diff = documentDiff('a\nold one\nold two\nz', 'a\nnew one\nz\nextra line');
    expect(shape(diff.rows)).toEqual([
      '  1/1 a',
      '~ 2/2 [-old-] one → {+new+} one',
      '- 3 old two',
      '  4/3 z',
      '+ 4 extra line',
    ]);
    expect(diff).toMatchObject({ changed: 1, added: 1, removed: 1 });
  });

  it('folds long unchanged stretches away from the changes, keeping context around them', () => {
    const lines = Array.from({ length: 20 }, (_, i) => `line ${i + 1}`);
    const changed = lines.map((line) => (line === 'line 10' ? 'line ten' : line));
    const rows = shape(documentDiff(lines.join('\n'), changed.join('\n'), 2).rows);
    expect(rows).toEqual([
      '… 7',
      '  8/8 line 8',
      '  9/9 line 9',
      '~ 10/10 line [-10-] → line {+ten+}',
      '  11/11 line 11',
      '  12/12 line 12',
      '… 8',
    ]);
  });

  it('shows a single unchanged line between changes rather than folding it', () => {
    const rows = shape(documentDiff('a\nb\nc\nd\ne', 'A\nb\nc\nd\nE', 1).rows);
    expect(rows).toEqual(['~ 1/1 [-a-] → {+A+}', '  2/2 b', '  3/3 c', '  4/4 d', '~ 5/5 [-e-] → {+E+}']);
  });

  it('finds no change between equal texts, nor for a missing newline at the end', () => {
    const diff = documentDiff('same\ntext\n', 'same\ntext');
    expect(diff).toMatchObject({ changed: 0, added: 0, removed: 0 });
    expect(diff.rows.every((row) => row.kind === 'same' || row.kind === 'skipped')).toBe(true);
  });
});
