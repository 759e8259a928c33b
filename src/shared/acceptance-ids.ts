/**
 * Stable ids of a task's acceptance criteria: `T-07/AC-2` is the second criterion of task T-07. A
 * test whose name carries the id is the evidence for that criterion (`specforge done` and
 * `specforge check` find them), so the id never changes while the criterion stands.
 */

/** The id of the criterion at `index` (0-based) of the task `ref`. */
export function acceptanceId(ref: string, index: number): string {
  return `${ref}/AC-${index + 1}`;
}

/**
 * Every criterion id in `text` (a test's name, a file), normalised to `T-07/AC-2`, each once. A
 * name that cannot hold a slash or a hyphen (a Python test function) writes it `test_t07_ac2`.
 */
export function acceptanceIdsIn(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/(?<![a-z0-9])T[-_]?(\d+)\s*[/_]\s*AC[-_]?(\d+)(?![a-z0-9])/gi)) {
    found.add(`T-${match[1]!.padStart(2, '0')}/AC-${Number(match[2])}`);
  }
  return [...found];
}

/** The task ref an id belongs to (`T-07/AC-2` → `T-07`). */
export function taskOfAcceptanceId(id: string): string {
  return id.slice(0, id.indexOf('/'));
}
