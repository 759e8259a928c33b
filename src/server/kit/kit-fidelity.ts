import type { Brief } from '../../shared/schemas/brief';
import { documentSteps, type KitOutputs } from '../../shared/schemas/kit';
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
