import { capitalise } from '../text';

/** A QA check split at its colon, or before the words that say what to check; undefined when it has neither. */
export function splitCheck(check: string, checkWords: RegExp): { act: string; expected: string } | undefined {
  const text = check.trim().replace(/[.!]+$/, '');
  const found = /^(.+?):\s+(.+)$/.exec(text) ?? checkWords.exec(text);
  return found ? { act: found[1]!, expected: `${capitalise(found[2]!)}.` } : undefined;
}
