import type { KitQuestion, QuestionSection } from '../kit-model';
import { answerPhrases, sectionPlace } from './answer-phrases';

/** Sentences quoted from one section at most. */
const SENTENCES_PER_SECTION = 2;
/** Sections quoted at most. */
const SECTIONS_QUOTED = 3;

/**
 * The sentences of a section that answer best: the highest-scored (at most two, each holding some
 * of the question's words), in the section's own order. A section whose sentences hold none of the
 * words (it matched by its heading) is quoted by its first sentence.
 */
export function bestSentences(section: QuestionSection, limit = SENTENCES_PER_SECTION): string[] {
  const ranked = section.sentences
    .map((sentence, index) => ({ ...sentence, index }))
    .filter((sentence) => sentence.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .sort((a, b) => a.index - b.index);
  if (ranked.length > 0) return ranked.map((sentence) => sentence.text);
  return section.sentences.slice(0, 1).map((sentence) => sentence.text);
}

/**
 * The offline engine's answer: no words of its own, only the best sentences of the best sections
 * quoted, each quote followed by where it comes from, after a line saying that it quotes. Yields the
 * answer in pieces (the introduction, then one quote at a time), as a model streams.
 */
export function* extractiveAnswer(question: KitQuestion): Generator<string> {
  const words = answerPhrases[question.language];
  yield `${words.fromTheKit}\n`;
  for (const section of question.sections.slice(0, SECTIONS_QUOTED)) {
    const quote = bestSentences(section).join(' ');
    yield `\n> ${quote}\n>\n> — ${sectionPlace(section)}\n`;
  }
}
