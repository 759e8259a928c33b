/**
 * A markdown document cut into sections at its headings, and the anchors that name them. The server
 * searches and cites sections; the client gives each rendered heading the same anchor, so a citation
 * can open its section. Headings inside fenced code blocks are code, not headings.
 */

export interface MarkdownSection {
  /** The heading as a reader sees it (inline markup removed); '' for text before the first heading. */
  heading: string;
  /** 1 for `#` … 6 for `######`; 0 for text before the first heading. */
  level: number;
  /** The headings above this one, outermost first. */
  parents: string[];
  /** The heading's anchor in the rendered document; '' for text before the first heading. */
  anchor: string;
  /** The section's own markdown, up to the next heading of any level. */
  body: string;
}

/** Prefix of every heading anchor, so a heading can never take the id of an element of the page. */
export const SECTION_ANCHOR_PREFIX = 'section-';

/** Inline markdown as read: code, emphasis and link syntax removed, spaces collapsed. */
export function plainInline(markdown: string): string {
  // Code spans are kept word for word; only the text around them loses its markup.
  return markdown
    .split(/(`+)([^`]*?)\1/)
    .map((part, index) => (index % 3 === 2 ? part : index % 3 === 1 ? '' : plainProse(part)))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

function plainProse(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|\*|~~)(?=\S)(.*?\S)\1/g, '$2')
    .replace(/(?<![\p{L}\p{N}])(__?)(?=\S)(.*?\S)\1(?![\p{L}\p{N}])/gu, '$2');
}

/** The slug of a heading's text: lower case, letters and digits of any script, words joined by '-'. */
export function headingSlug(text: string): string {
  const slug = text
    .toLowerCase()
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/[\s-]+/g, '-');
  return slug || 'section';
}

/**
 * Gives each heading of one document its anchor: the slug of its text, with `-2`, `-3`… for the
 * second and later headings of the same text, in document order.
 */
export function createAnchorer(): (headingText: string) => string {
  const seen = new Map<string, number>();
  return (headingText) => {
    const slug = headingSlug(headingText);
    const count = (seen.get(slug) ?? 0) + 1;
    seen.set(slug, count);
    return `${SECTION_ANCHOR_PREFIX}${slug}${count > 1 ? `-${count}` : ''}`;
  };
}

const fence = /^\s{0,3}(`{3,}|~{3,})/;
const atxHeading = /^\s{0,3}(#{1,6})\s+(.*?)(?:\s+#+\s*)?$/;

/** The document's sections in order; a section without text of its own is kept (its heading still names it). */
export function splitSections(markdown: string): MarkdownSection[] {
  const anchorOf = createAnchorer();
  const sections: MarkdownSection[] = [];
  const stack: Array<{ level: number; heading: string }> = [];
  let current: MarkdownSection = { heading: '', level: 0, parents: [], anchor: '', body: '' };
  const lines: string[] = [];
  let openFence: string | null = null;

  const close = () => {
    current.body = lines.join('\n').trim();
    if (current.level > 0 || current.body) sections.push(current);
    lines.length = 0;
  };

  for (const line of markdown.split(/\r?\n/)) {
    const fenceMatch = fence.exec(line);
    if (openFence) {
      if (fenceMatch && fenceMatch[1]![0] === openFence[0] && fenceMatch[1]!.length >= openFence.length) openFence = null;
      lines.push(line);
      continue;
    }
    if (fenceMatch) {
      openFence = fenceMatch[1]!;
      lines.push(line);
      continue;
    }
    const heading = atxHeading.exec(line);
    if (!heading) {
      lines.push(line);
      continue;
    }
    close();
    const level = heading[1]!.length;
    const text = plainInline(heading[2]!);
    while (stack.length > 0 && stack.at(-1)!.level >= level) stack.pop();
    current = { heading: text, level, parents: stack.map((s) => s.heading), anchor: anchorOf(text), body: '' };
    stack.push({ level, heading: text });
  }
  close();
  return sections;
}

/**
 * The readable pieces of a section's markdown, in order: sentences of its paragraphs, list items
 * and table rows as plain text (markup, table rules and code fences left out).
 */
export function sectionSentences(body: string): string[] {
  const sentences: string[] = [];
  let inFence = false;
  for (const raw of body.split(/\r?\n/)) {
    if (fence.test(raw)) {
      inFence = !inFence;
      continue;
    }
    if (inFence) continue;
    let line = raw.trim();
    if (!line || /^\|?[\s:|-]+\|?$/.test(line) || /^([-*_])\s*(\1\s*){2,}$/.test(line)) continue;
    if (line.startsWith('|')) {
      const cells = line.replace(/^\||\|$/g, '').split('|').map((cell) => plainInline(cell)).filter((cell) => cell && cell !== '—');
      if (cells.length > 0) sentences.push(cells.join(' · '));
      continue;
    }
    line = plainInline(line.replace(/^>\s?/, '').replace(/^([-*+]|\d+[.)])\s+(\[[ xX]\]\s+)?/, ''));
    if (!line) continue;
    // A sentence ends at . ! ? (or …) followed by a space and a capital letter or a digit.
    for (const sentence of line.split(/(?<=[.!?…])\s+(?=[\p{Lu}\d«"“])/u)) {
      if (sentence.trim()) sentences.push(sentence.trim());
    }
  }
  return sentences;
}
