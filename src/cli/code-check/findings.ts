/** What one file declares, as the code check reads it (positions are 1-based lines). */

export interface Declared {
  name: string;
  line: number;
}

export interface DeclaredRoute extends Declared {
  method: string;
}

/** A test's name (its ids are read from it later). */
export type DeclaredTest = Declared;

export interface FileFindings {
  /** Classes, interfaces and type aliases. */
  entities: Declared[];
  /** Tables by their name in the database (`pgTable('walk_sessions')`, `__tablename__`). */
  tables: Declared[];
  /** `name` is the path as written. */
  routes: DeclaredRoute[];
  commands: Declared[];
  tests: DeclaredTest[];
}

export const noFindings = (): FileFindings => ({ entities: [], tables: [], routes: [], commands: [], tests: [] });

/** The 1-based line of each offset of `text`, found by a binary search over the line starts. */
export function lineFinder(text: string): (offset: number) => number {
  const starts = [0];
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) starts.push(index + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
}

/** The value of a string literal as written in the source (quotes dropped; escapes kept as they are). */
export function literalText(source: string): string | null {
  const match = /^[rRbBuUfF]{0,2}("""|'''|"|'|`)([\s\S]*)\1$/.exec(source);
  if (!match) return null;
  // A template with substitutions, or an f-string with fields, has no fixed value.
  if (match[1] === '`' && match[2]!.includes('${')) return null;
  return match[2]!;
}
