import {
  headingSlug,
  SECTION_ANCHOR_PREFIX,
  splitSections,
  type MarkdownSection,
} from '../../shared/markdown-sections';
import { exceedsTokens, textTokens } from './text-tokens';
import { ToolInputError } from './tool-input-error';

/**
 * What `get_document` answers: a short document whole; a long one as its outline (headings, anchors,
 * sizes), so an agent spends its context on the section it needs rather than on the whole plan.
 */

/** Past either figure a document (or a section) is long: the agent gets its outline instead. */
export const LONG_TEXT = { lines: 300, tokens: 6000 } as const;
export type LongText = { lines: number; tokens: number };

/** Past this many headings an outline leaves out its deepest level (a section's own outline shows them). */
const OUTLINE_MAX_ENTRIES = 60;

export interface KitDocumentText {
  kind: string;
  title: string;
  content: string;
}

export interface OutlineEntry {
  heading: string;
  anchor: string;
  level: number;
  /** Lines of the section with its subsections. */
  lines: number;
}

const lineCount = (text: string) => text.split('\n').length;

export function isLongText(text: string, limits: LongText = LONG_TEXT): boolean {
  return lineCount(text) > limits.lines || exceedsTokens(text, limits.tokens);
}

/** Index just past section `index` and its subsections (the next heading of the same or a higher level). */
function spanEnd(sections: readonly MarkdownSection[], index: number): number {
  const { level } = sections[index]!;
  if (level === 0) return index + 1;
  let end = index + 1;
  while (end < sections.length && sections[end]!.level > level) end += 1;
  return end;
}

function renderSections(sections: readonly MarkdownSection[]): string {
  return sections
    .map((s) => [s.level > 0 ? `${'#'.repeat(s.level)} ${s.heading}` : '', s.body].filter(Boolean).join('\n\n'))
    .join('\n\n');
}

/** Section `index` with its subsections, as markdown. */
export function sectionMarkdown(sections: readonly MarkdownSection[], index: number): string {
  return renderSections(sections.slice(index, spanEnd(sections, index)));
}

/** The headings of `sections` with their anchors and sizes, the deepest levels left out past `maxEntries`. */
export function outlineOf(sections: readonly MarkdownSection[], maxEntries = OUTLINE_MAX_ENTRIES): OutlineEntry[] {
  const entries = sections.flatMap((s, index) =>
    s.level > 0
      ? [{ heading: s.heading, anchor: s.anchor, level: s.level, lines: lineCount(sectionMarkdown(sections, index)) }]
      : [],
  );
  let deepest = Math.max(...entries.map((e) => e.level));
  const shallowest = Math.min(...entries.map((e) => e.level));
  while (deepest > shallowest && entries.filter((e) => e.level <= deepest).length > maxEntries) deepest -= 1;
  return entries.filter((e) => e.level <= deepest);
}

export function formatOutline(entries: readonly OutlineEntry[]): string {
  const top = Math.min(...entries.map((e) => e.level));
  return entries.map((e) => `${'  '.repeat(e.level - top)}- ${e.heading} \`${e.anchor}\` ${e.lines} lines`).join('\n');
}

const describeMatches = (sections: readonly MarkdownSection[]) =>
  sections.map((s) => `${s.heading} \`${s.anchor}\``).join(', ');

/**
 * The section `wanted` names: its anchor (with or without the `section-` prefix or `#`), its heading
 * (case and markup aside), or failing those the one heading that contains it.
 */
export function findSection(sections: readonly MarkdownSection[], wanted: string): number {
  const key = wanted
    .trim()
    .replace(/^#+\s*/, '')
    .toLowerCase();
  const slug = headingSlug(key);
  const headed = (s: MarkdownSection) => s.level > 0;
  // A whole anchor first; a heading before an anchor without its prefix, so that a name two
  // sections share is asked about rather than taken as the first of them.
  const ways: Array<(s: MarkdownSection) => boolean> = [
    (s) => s.anchor.toLowerCase() === key,
    (s) => s.heading.toLowerCase() === key || headingSlug(s.heading) === slug,
    (s) => s.anchor.toLowerCase() === `${SECTION_ANCHOR_PREFIX}${key}`,
    (s) => s.heading.toLowerCase().includes(key),
  ];
  for (const matches of ways) {
    const found = sections.flatMap((s, index) => (headed(s) && matches(s) ? [index] : []));
    if (found.length === 1) return found[0]!;
    if (found.length > 1) {
      throw new ToolInputError(
        `"${wanted}" names ${found.length} sections; pass one anchor: ${describeMatches(found.map((i) => sections[i]!))}.`,
      );
    }
  }
  throw new ToolInputError(`No section "${wanted}". Sections:\n${formatOutline(outlineOf(sections))}`);
}

function outlineAnswer(header: string, sections: readonly MarkdownSection[]): string {
  return `${header}\nRead a part with get_document(section: anchor).\n\n${formatOutline(outlineOf(sections))}`;
}

/** The answer to `get_document`: the document, its outline, or one section (a long one as its own text and outline). */
export function documentAnswer(document: KitDocumentText, section?: string, limits: LongText = LONG_TEXT): string {
  const sections = splitSections(document.content);
  const label = `${document.title} (${document.kind})`;
  if (section === undefined || section.trim() === '') {
    if (!isLongText(document.content, limits) || !sections.some((s) => s.level > 0)) return document.content;
    const size = `${lineCount(document.content)} lines, ~${textTokens(document.content)} tokens`;
    return outlineAnswer(`${label}: ${size}, too long to send whole. Its outline:`, sections);
  }

  const index = findSection(sections, section);
  const markdown = sectionMarkdown(sections, index);
  const subsections = sections.slice(index + 1, spanEnd(sections, index));
  if (subsections.length === 0 || !isLongText(markdown, limits)) return markdown;
  const own = renderSections([sections[index]!]);
  return `${own}\n\n${outlineAnswer(`This section is long (${lineCount(markdown)} lines); its subsections:`, subsections)}`;
}
