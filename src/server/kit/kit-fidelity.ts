import type { Brief } from '../../shared/schemas/brief';
import { documentSteps, type KitOutputs } from '../../shared/schemas/kit';
import { phrasebook } from '../ai/offline/phrasebooks';
import { escapeRegExp, isCyrillic, kebabCase, lowerWords, pluralPhrase } from '../ai/offline/text';
import { briefItems } from './kit-meaning';
import { renderDocument, renderPromptsMarkdown, renderTasksMarkdown } from './render';

/**
 * Kit-quality figures of a whole kit (`npm run bench -- kit-quality`): how much of its brief it
 * holds, judged by the kit check's own checks of meaning, and how much of its text it shares with
 * the kits of other ideas.
 */

export interface KitFidelity {
  found: number;
  total: number;
  misses: string[];
}

/** The brief's entities, integrations, constraints and dependencies found where they belong in the kit. */
export function kitFidelity(outputs: Partial<KitOutputs>, brief: Brief): KitFidelity {
  const items = briefItems(outputs, brief);
  return {
    found: items.filter((item) => item.problems.length === 0).length,
    total: items.length,
    misses: items.flatMap((item) => item.problems),
  };
}

const MIN_SENTENCE = 40;

/** Markdown to plain prose: no table pipes, list markers, headings, emphasis or code ticks. */
function plainLines(markdown: string): string[] {
  return markdown
    .split('\n')
    .flatMap((line) => line.split(/\s+\|\s+|^\||\|$/))
    .map((line) =>
      line
        .replace(/^\s*(?:#{1,6}\s+|[-*+]\s+(?:\[[ xX]\]\s+)?|\d+\.\s+|>\s*)/, '')
        .replace(/[*_`]+/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}

/** The kit's distinct sentences over 40 characters, lower-cased: every document, the task board and the prompts. */
export function kitSentences(outputs: KitOutputs): Set<string> {
  const markdown = [
    ...documentSteps.map((kind) => renderDocument(kind, outputs).content),
    renderTasksMarkdown(outputs.tasks, outputs.overview, outputs.requirements),
    renderPromptsMarkdown(outputs.prompts, outputs.overview),
  ];
  const sentences = new Set<string>();
  for (const line of markdown.flatMap(plainLines)) {
    for (const sentence of line.split(/(?<=[.!?…])\s+(?=[A-ZА-ЯЁ"“«(])/u)) {
      const text = sentence.trim().toLowerCase();
      if (text.length > MIN_SENTENCE) sentences.add(text);
    }
  }
  return sentences;
}

/**
 * For each kit, the share of its sentences that also appear in more than a third of the other
 * kits: text that does not come from the idea.
 */
export function repetitionShares(kits: ReadonlyArray<Set<string>>): number[] {
  const count = new Map<string, number>();
  for (const kit of kits) for (const sentence of kit) count.set(sentence, (count.get(sentence) ?? 0) + 1);
  const others = kits.length - 1;
  return kits.map((kit) => {
    if (kit.size === 0 || others === 0) return 0;
    let shared = 0;
    for (const sentence of kit) if (count.get(sentence)! - 1 > others / 3) shared += 1;
    return shared / kit.size;
  });
}

/** A name's forms in running text, lower-cased: as written, in words, kebab- and snake-cased, plural; a Russian one in every case. */
function nameForms(name: string): string[] {
  const forms = new Set<string>(isCyrillic(name) ? phrasebook('ru').names.forms(name) : []);
  const spaced = lowerWords(name);
  const kebab = kebabCase(name);
  for (const form of [name, spaced, kebab, kebab.replace(/-/g, '_')]) forms.add(form).add(pluralPhrase(form));
  return [...forms].map((form) => form.toLowerCase().trim()).filter((form) => form.length > 1);
}

/**
 * The names a kit takes from its brief, in all their forms: its product, entities (and their
 * labels), roles, features and integrations. Masked, they leave the text a kit shares with others.
 */
export function kitNameForms(brief: Brief): string[] {
  const names = [
    brief.productName,
    ...brief.entities.flatMap((e) => (e.label ? [e.name, e.label] : [e.name])),
    ...brief.roles.map((r) => r.name),
    ...brief.features.map((f) => f.name),
    ...brief.integrations.map((i) => i.name),
  ];
  return [...new Set(names.flatMap(nameForms))];
}

export const NAME_PLACEHOLDER = '‹name›';

/** Lower-cased sentences with every form of the names replaced by one placeholder, the longest forms first. */
export function maskNames(sentences: Iterable<string>, forms: readonly string[]): Set<string> {
  const lower = new Set(forms.map((form) => form.toLowerCase().replace(/ё/g, 'е')));
  const sorted = [...lower].filter(Boolean).sort((a, b) => b.length - a.length);
  if (sorted.length === 0) return new Set(sentences);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${sorted.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`, 'gu');
  const masked = new Set<string>();
  for (const sentence of sentences) masked.add(sentence.toLowerCase().replace(/ё/g, 'е').replace(pattern, NAME_PLACEHOLDER));
  return masked;
}
