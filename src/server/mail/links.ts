const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;
const TEXT_URL = /\bhttps?:\/\/[^\s<>"']+/gi;
const HTTP_URL = /^https?:\/\/\S+$/i;
const ENTITY = /&(amp|quot|apos|lt|gt|#\d+|#x[0-9a-f]+);/gi;
const NAMED_ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

/**
 * The http(s) URLs an email links to: the HTML's hrefs, then URLs written out in the text, each
 * once, in order of appearance. The dev mailbox shows them so a developer (or a test) can follow
 * a verification or reset link without parsing the email.
 */
export function extractLinks(text: string, html: string): string[] {
  const links = new Set<string>();
  for (const match of html.matchAll(HREF)) {
    const href = decodeEntities(match[1] ?? match[2] ?? match[3] ?? '').trim();
    if (HTTP_URL.test(href)) links.add(href);
  }
  for (const match of text.matchAll(TEXT_URL)) links.add(trimTrailingPunctuation(match[0]));
  return [...links];
}

/** One pass, so `&amp;lt;` becomes `&lt;` and not `<`. */
function decodeEntities(value: string): string {
  return value.replace(ENTITY, (entity, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/**
 * A sentence may end right after a URL ('Open https://example.com/a.'), and a URL may sit in
 * brackets; a closing bracket stays when the URL opened one itself (wiki-style `Page_(topic)`).
 */
function trimTrailingPunctuation(url: string): string {
  let end = url.length;
  while (end > 0) {
    const last = url[end - 1]!;
    if ('.,;:!?'.includes(last)) {
      end -= 1;
    } else if (last === ')' || last === ']') {
      const open = last === ')' ? '(' : '[';
      const body = url.slice(0, end);
      if (body.split(open).length >= body.split(last).length) break;
      end -= 1;
    } else {
      break;
    }
  }
  return url.slice(0, end);
}
