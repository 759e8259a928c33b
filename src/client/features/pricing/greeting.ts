/** The longest name the offer page greets (in characters); a longer one is cut at a word if it can be. */
export const GREETING_NAME_MAX = 40;

/**
 * The name to greet on /offer/:name, or `undefined` for the generic friend label. The path segment
 * is decoded (once more, in case it was encoded twice), HTML tags and the bodies of script and style
 * elements are dropped, then everything but letters, combining marks, spaces, hyphens, apostrophes
 * and dots; underscores and pluses read as spaces. What is left is trimmed, squeezed and capped. A
 * name without a letter is unusable. The result is only ever rendered as text, never as markup.
 */
export function greetingName(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  let value = raw;
  try {
    value = decodeURIComponent(value);
  } catch {
    // Not (doubly) encoded: a lone '%' and the like. Use it as it is.
  }
  const cleaned = value
    .normalize('NFC')
    .replace(/<(script|style|xml)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?[a-z][^>]*>/gi, ' ')
    .replace(/[_+]/g, ' ')
    .replace(/[^\p{L}\p{M} .'’-]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!/\p{L}/u.test(cleaned)) return undefined;
  const characters = Array.from(cleaned);
  if (characters.length <= GREETING_NAME_MAX) return cleaned;
  const cut = characters.slice(0, GREETING_NAME_MAX).join('');
  const lastSpace = cut.lastIndexOf(' ');
  return (lastSpace > GREETING_NAME_MAX / 2 ? cut.slice(0, lastSpace) : cut).trim();
}
