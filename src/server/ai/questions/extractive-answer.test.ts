import { describe, expect, it } from 'vitest';
import type { KitQuestion, QuestionSection } from '../kit-model';
import { notCoveredAnswer, saysKitDoesNotSay } from './answer-phrases';
import { bestSentences, extractiveAnswer } from './extractive-answer';
import { citedSectionIndexes, questionPrompt } from './question-prompt';

const section = (heading: string, scores: number[], title = 'Backend API'): QuestionSection => ({
  kind: 'backend',
  title,
  heading,
  body: scores.map((_, i) => `Sentence ${heading} ${i + 1}.`).join(' '),
  sentences: scores.map((score, i) => ({ text: `Sentence ${heading} ${i + 1}.`, score })),
});

describe('bestSentences', () => {
  it('takes the two highest-scored sentences holding the question’s words, in the section’s order', () => {
    expect(bestSentences(section('A', [0.2, 0, 0.9, 0.5]))).toEqual(['Sentence A 3.', 'Sentence A 4.']);
  });

  it('quotes the first sentence of a section found by its heading alone', () => {
    expect(bestSentences(section('A', [0, 0]))).toEqual(['Sentence A 1.']);
  });
});

describe('extractiveAnswer', () => {
  const question = (language: 'en' | 'ru', sections: QuestionSection[]): KitQuestion => ({ question: 'q', language, sections });

  it('says that it quotes, then quotes the best sections, each followed by where it comes from', () => {
    const pieces = [...extractiveAnswer(question('en', [section('Authentication', [1]), section('Backend API', [0.5])]))];
    expect(pieces).toHaveLength(3);
    expect(pieces.join('')).toBe(
      [
        'From the kit (quoted word for word):',
        '',
        '> Sentence Authentication 1.',
        '>',
        '> — Backend API › Authentication',
        '',
        '> Sentence Backend API 1.',
        '>',
        '> — Backend API',
        '',
      ].join('\n'),
    );
  });

  it('quotes at most three sections, and speaks the kit’s language', () => {
    const answer = [...extractiveAnswer(question('ru', ['A', 'B', 'C', 'D'].map((h) => section(h, [1]))))].join('');
    expect(answer.startsWith('Из набора (цитаты дословно):')).toBe(true);
    expect(answer).not.toContain('Sentence D');
  });
});

describe('an answer the kit does not give', () => {
  it('says so and lists the nearest sections, or says that no section uses the question’s words', () => {
    expect(notCoveredAnswer('en', [{ title: 'Tech Stack', heading: 'Hosting' }])).toBe('The kit does not say. The nearest sections:\n\n- Tech Stack › Hosting');
    expect(notCoveredAnswer('ru', [])).toBe('В наборе об этом не сказано. Ни один раздел набора не говорит словами этого вопроса.');
    expect(saysKitDoesNotSay(' The kit does not say.', 'en')).toBe(true);
    expect(saysKitDoesNotSay('В наборе об этом не сказано.', 'ru')).toBe(true);
  });
});

describe('the prompt of a question', () => {
  it('numbers the sections and asks for the answer in the kit’s language, citing them', () => {
    const { system, prompt } = questionPrompt({ question: 'Как войти?', language: 'ru', sections: [section('Вход', [1], 'Бэкенд')] });
    expect(system).toContain('Answer in Russian');
    expect(system).toContain('"В наборе об этом не сказано."');
    expect(prompt).toBe('Question: Как войти?\n\nSections of the kit:\n\n[1] Бэкенд › Вход\nSentence Вход 1.');
  });

  it('reads the section numbers an answer cites, in order, ignoring numbers of no section', () => {
    expect(citedSectionIndexes('See [2] and [1], again [2]; not [7] or [0].', 3)).toEqual([1, 0]);
  });
});
