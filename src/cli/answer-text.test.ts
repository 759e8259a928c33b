import { describe, expect, it } from 'vitest';
import type { CitationDto } from '../shared/schemas/questions';
import { answerLines } from './answer-text';

const citation = (title: string, heading: string): CitationDto => ({
  kind: 'backend',
  title,
  heading,
  anchor: '',
  excerpt: '',
});
const payouts = citation('Backend API', 'Payouts');
const overview = citation('Overview', 'Overview');

describe('answerLines', () => {
  it('lists the sources of an answer after it', () => {
    expect(answerLines({ answer: 'Weekly.\n', answered: true, citations: [payouts, overview] })).toEqual([
      'Weekly.',
      '',
      'Sources:',
      '  - Backend API › Payouts',
      '  - Overview',
    ]);
  });

  it('names each nearest section once when the answer lists them itself', () => {
    const answer = 'The kit does not say. The nearest sections:\n\n- Backend API › Payouts\n- Overview';
    expect(answerLines({ answer, answered: false, citations: [payouts, overview] })).toEqual([answer]);
  });

  it('adds the nearest sections an answer leaves out', () => {
    const answer = 'The kit does not say.';
    expect(answerLines({ answer, answered: false, citations: [payouts] })).toEqual([
      answer,
      '',
      'The nearest sections:',
      '  - Backend API › Payouts',
    ]);
  });
});
