import { oneLine, terminalJson, terminalText } from './terminal-text';

/**
 * Everything the CLI prints goes through here: results on stdout (JSON with `--json`), anything
 * else on stderr. stdout stays clean so scripts, and `specforge mcp`'s protocol, can rely on it.
 * Much of it is the server's text, so control characters are escaped on the way out (terminal-text.ts).
 */

export interface OutputOptions {
  json?: boolean;
}

export function printJson(value: unknown): void {
  process.stdout.write(`${terminalJson(JSON.stringify(value, null, 2))}\n`);
}

export function printLines(...lines: string[]): void {
  process.stdout.write(`${terminalText(lines.join('\n'))}\n`);
}

/** Notes and warnings: on stderr, so they never mix into a command's output. */
export function printNote(line: string): void {
  process.stderr.write(`${terminalText(line)}\n`);
}

/** An error as `specforge: …`, or with `--json` as one line of JSON; on stderr. */
export function printError(message: string, json: object | null): void {
  process.stderr.write(json ? `${terminalJson(JSON.stringify(json))}\n` : `specforge: ${terminalText(message)}\n`);
}

/** Rows as aligned columns (the last column is not padded); a cell is one line, whatever the server sent. */
export function formatTable(rows: ReadonlyArray<readonly string[]>): string[] {
  const cells = rows.map((row) => row.map(oneLine));
  const widths: number[] = [];
  for (const row of cells) row.forEach((cell, index) => (widths[index] = Math.max(widths[index] ?? 0, cell.length)));
  return cells.map((row) =>
    row
      .map((cell, index) => (index === row.length - 1 ? cell : cell.padEnd(widths[index]!)))
      .join('  ')
      .trimEnd(),
  );
}
