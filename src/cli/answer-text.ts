import type { CitationDto, QuestionDto } from '../shared/schemas/questions';

/** Where a cited section is, as answers name it: "Backend API › Authentication", or the document alone. */
const placeOf = (c: Pick<CitationDto, 'title' | 'heading'>) =>
  c.heading && c.heading !== c.title ? `${c.title} › ${c.heading}` : c.title;

/** The lines of the answer that are list items, without their marker. */
const listedItems = (answer: string) =>
  new Set(answer.split('\n').flatMap((line) => /^\s*[-*]\s+(.+?)\s*$/.exec(line)?.[1] ?? []));

/**
 * `ask`'s answer as a person reads it: the answer, then the sections it rests on. When the kit does
 * not say, the answer itself lists the nearest sections; only those it leaves out are added, so
 * none is printed twice.
 */
export function answerLines(asked: Pick<QuestionDto, 'answer' | 'answered' | 'citations'>): string[] {
  const answer = asked.answer.trim();
  const listed = listedItems(answer);
  const sources = asked.citations
    .map(placeOf)
    .filter((place) => asked.answered || !listed.has(place))
    .map((place) => `  - ${place}`);
  if (sources.length === 0) return [answer];
  return [answer, '', asked.answered ? 'Sources:' : 'The nearest sections:', ...sources];
}
