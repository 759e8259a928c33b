/**
 * The feature cards: under 768 px any number may be open at once (`columns` null); wider, one
 * card per row (opening a card closes the other open one in its row). Clicking an open card closes it.
 */
export function toggleCard(open: ReadonlySet<number>, index: number, columns: number | null): Set<number> {
  const next = new Set(open);
  if (next.has(index)) {
    next.delete(index);
    return next;
  }
  if (columns !== null) {
    const row = Math.floor(index / columns);
    for (const other of open) if (Math.floor(other / columns) === row) next.delete(other);
  }
  next.add(index);
  return next;
}

/** The platforms prompts are written for (the kit schema's labels; a test keeps them equal). */
export const toolNames = ['Cursor', 'Claude Code', 'Windsurf', 'GitHub Copilot', 'Lovable', 'Bolt', 'v0', 'Replit'] as const;
