import { countTokens, isWithinTokenLimit } from 'gpt-tokenizer/encoding/o200k_base';

/**
 * Tokens as o200k_base counts them (OpenAI's current encoding; Claude's tokenizer is not public and
 * lands within a few percent on English markdown and JSON). Text that spells a special token such as
 * `<|endoftext|>` is counted as plain text rather than refused.
 */
const asPlainText = { disallowedSpecial: new Set<string>() };

export function textTokens(text: string): number {
  return countTokens(text, asPlainText);
}

/** Whether `text` has more than `limit` tokens, without encoding all of a long text. */
export function exceedsTokens(text: string, limit: number): boolean {
  return isWithinTokenLimit(text, limit, asPlainText) === false;
}
