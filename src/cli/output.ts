/**
 * Everything the CLI prints goes through here: results on stdout (JSON with `--json`), anything
 * else on stderr. stdout stays clean so scripts, and `specforge mcp`'s protocol, can rely on it.
 */

export interface OutputOptions {
  json?: boolean;
}

export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

export function printLines(...lines: string[]): void {
  process.stdout.write(`${lines.join('\n')}\n`);
}

/** Notes and warnings: on stderr, so they never mix into a command's output. */
export function printNote(line: string): void {
  process.stderr.write(`${line}\n`);
}

/** Rows as aligned columns (the last column is not padded). */
export function formatTable(rows: ReadonlyArray<readonly string[]>): string[] {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, index) => (widths[index] = Math.max(widths[index] ?? 0, cell.length)));
  return rows.map((row) =>
    row
      .map((cell, index) => (index === row.length - 1 ? cell : cell.padEnd(widths[index]!)))
      .join('  ')
      .trimEnd(),
  );
}
