import type { ProposeBriefOptions } from '../../kit-model';
import { compileKeywords } from '../catalogue/lexicon';
import { read, type ReadResult } from './read';

/**
 * The offline engine's idea reader: idea text → the brief (ADR 0022), or questions when no honest
 * kit can be made from the text. Deterministic; results are memoised per idea and options because
 * the web process asks again for the same idea (proposal, then project creation).
 */
export type { ReadResult } from './read';

const MEMO_LIMIT = 500;
const memo = new Map<string, ReadResult>();

export function readIdea(idea: string, options?: ProposeBriefOptions): ReadResult {
  const key = JSON.stringify([idea, options?.language ?? null, options?.platforms ?? null]);
  const cached = memo.get(key);
  if (cached) return structuredClone(cached);
  const result = read(idea, options ?? {});
  if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value as string);
  memo.set(key, result);
  return structuredClone(result);
}

/**
 * Reads one idea per language outside the memo, so the Russian dictionaries (about 0.3 s to load,
 * synchronously) are in memory before the first founder's request waits on them, and compiles the
 * keyword expressions a new idea's words would otherwise compile on its request.
 */
export function warmUpReader(): void {
  read('A booking app for dog walkers with payments', {});
  read('Запись клиентов к мастерам с напоминаниями', {});
  compileKeywords();
}
