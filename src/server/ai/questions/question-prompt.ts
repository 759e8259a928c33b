import type { KitQuestion } from '../kit-model';
import type { ModelPrompt } from '../step-prompts';
import { answerPhrases, sectionPlace } from './answer-phrases';

const languageName = { en: 'English', ru: 'Russian' } as const;

/** The longest section text sent to the model; a longer one is cut (its best part is its start). */
const SECTION_CHARS = 4000;

/**
 * What a provider is asked for an answer: the sections found, numbered, and the rule that it answers
 * from them only, cites them by number and says the kit does not say when they do not answer.
 */
export function questionPrompt(question: KitQuestion): ModelPrompt {
  const doesNotSay = answerPhrases[question.language].doesNotSay;
  const system = [
    "You answer a founder's questions about the planning kit of their software product.",
    'Answer only from the numbered sections of the kit given with the question; never add facts they do not hold.',
    'Cite every section you use by its number in square brackets, such as [1].',
    `If the sections do not answer the question, reply with exactly "${doesNotSay}" and nothing else.`,
    `Answer in ${languageName[question.language]}, in plain markdown, in at most 150 words.`,
  ].join('\n');
  const sections = question.sections.map((section, index) => {
    const body = section.body.length > SECTION_CHARS ? `${section.body.slice(0, SECTION_CHARS)}…` : section.body;
    return `[${index + 1}] ${sectionPlace(section)}\n${body}`;
  });
  return { system, prompt: `Question: ${question.question}\n\nSections of the kit:\n\n${sections.join('\n\n')}` };
}

/** The section numbers an answer cites ([1] → 0), in the order first cited. */
export function citedSectionIndexes(answer: string, count: number): number[] {
  const cited: number[] = [];
  for (const match of answer.matchAll(/\[(\d{1,2})\]/g)) {
    const index = Number(match[1]) - 1;
    if (index >= 0 && index < count && !cited.includes(index)) cited.push(index);
  }
  return cited;
}
