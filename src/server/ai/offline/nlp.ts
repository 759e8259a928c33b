import nlp from 'compromise';
import { isCyrillic } from './text';

/**
 * The one place that calls the NLP library: the idea becomes a list of tagged tokens (English),
 * or plain word tokens for text compromise cannot read (Russian and other scripts).
 */

export interface Token {
  /** The word as written. */
  text: string;
  /** Lower-cased, without punctuation. */
  normal: string;
  /** Part-of-speech tags (Noun, Verb, Adjective, Plural, Gerund...). */
  tags: ReadonlySet<string>;
  /** Punctuation and space after the word. */
  post: string;
  /** Character offset of the word in the text. */
  start: number;
}

interface CompromiseTerm {
  text?: string;
  normal?: string;
  tags?: string[];
  post?: string;
  offset?: { start?: number };
}

export function tokenize(text: string, english = true): Token[] {
  if (!english || isCyrillic(text)) return plainTokens(text);
  const sentences = nlp(text).json({ terms: { offset: true } }) as Array<{ terms?: CompromiseTerm[] }>;
  const tokens: Token[] = [];
  for (const sentence of sentences) {
    for (const term of sentence.terms ?? []) {
      const written = term.text ?? '';
      const normal = (term.normal ?? written).toLowerCase().replace(/[^\p{L}\p{N}'’\-.]+/gu, '');
      if (normal.length === 0) continue;
      tokens.push({
        text: written,
        normal,
        tags: new Set(term.tags ?? []),
        post: term.post ?? ' ',
        start: term.offset?.start ?? -1,
      });
    }
  }
  return tokens;
}

function plainTokens(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)) {
    const after = text.slice(match.index + match[0].length).match(/^[^\p{L}\p{N}]*/u)?.[0] ?? ' ';
    tokens.push({
      text: match[0],
      normal: match[0].toLowerCase(),
      tags: new Set<string>(),
      post: after,
      start: match.index,
    });
  }
  return tokens;
}

export const isVerb = (token: Token) => token.tags.has('Verb') && !token.tags.has('Gerund');
