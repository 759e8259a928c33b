import { countTokens as cl100k } from 'gpt-tokenizer/encoding/cl100k_base';
import { countTokens as o200k } from 'gpt-tokenizer/encoding/o200k_base';

/** One chat message as the client sent it: text, or OpenAI's content parts. */
export interface TokenizedMessage {
  role: string;
  content: unknown;
}

// Text that happens to spell a special token (`<|endoftext|>`) is counted as ordinary text, as the API does.
const asText = { disallowedSpecial: new Set<string>() };

/**
 * The encoding OpenAI uses for a model: cl100k_base for GPT-4 (before 4o) and GPT-3.5, o200k_base for
 * every newer model. Other providers' tokenizers are not published; o200k_base stands in for them.
 */
export function tokenCounter(model: string): (text: string) => number {
  const count = /^gpt-(3\.5|4)(-|$)/.test(model) ? cl100k : o200k;
  return (text) => count(text, asText);
}

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content.map((part: { text?: unknown }) => (typeof part?.text === 'string' ? part.text : '')).join('');
  }
  return content === undefined || content === null ? '' : JSON.stringify(content);
}

/**
 * Tokens a chat completion is billed for, as OpenAI counts them: each message costs its role and
 * content plus 3 tokens of framing, and the reply is primed with 3 more; the output is the content.
 */
export function chatUsage(model: string, messages: TokenizedMessage[], output: string): { input: number; output: number } {
  const count = tokenCounter(model);
  const input = messages.reduce((sum, m) => sum + 3 + count(m.role) + count(textOf(m.content)), 3);
  return { input, output: count(output) };
}
