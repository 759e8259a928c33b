import { describe, expect, it } from 'vitest';
import { composeKit } from '../ai/offline/offline-model';
import { testIdeas } from '../ai/offline/test-ideas';
import { kitLanguageOf, kitText } from './kit-text';

describe('kitText', () => {
  it('is the brief’s language, and English for a kit made before briefs', () => {
    expect(kitLanguageOf({ language: 'ru' })).toBe('ru');
    expect(kitLanguageOf(undefined)).toBe('en');
    expect(kitLanguageOf(null)).toBe('en');
  });

  it('agrees a count with its noun in each language', () => {
    const en = kitText('en');
    expect([1, 2].map(en.tasksCount)).toEqual(['1 task', '2 tasks']);
    expect(en.tasks.boardSummary(1, 1)).toBe('1 task, about 1 hour in total.');
    const ru = kitText('ru');
    expect([1, 3, 5, 11, 21, 24].map(ru.tasksCount)).toEqual([
      '1 задача',
      '3 задачи',
      '5 задач',
      '11 задач',
      '21 задача',
      '24 задачи',
    ]);
    // "около" takes the genitive.
    expect(ru.tasks.boardSummary(21, 151)).toBe('21 задача, всего около 151 часа.');
    expect(ru.export.boardSummary(4, 2, 30)).toBe('4 задачи, готово: 2, всего около 30 часов.');
    expect(ru.implementation.estimateText(102, '2.5')).toBe(
      'Всего около 102 часов (2,5 нед. работы одного разработчика с ИИ-ассистентом).',
    );
  });

  it('words every document, priority and tool in both languages', () => {
    const [en, ru] = [kitText('en'), kitText('ru')];
    expect(Object.keys(ru.titles)).toEqual(Object.keys(en.titles));
    expect(Object.keys(ru.priority)).toEqual(Object.keys(en.priority));
    expect(Object.keys(ru.taskPrompt.hints)).toEqual(Object.keys(en.taskPrompt.hints));
  });

  it('names the stack’s layers in Russian for a Russian kit, and leaves the data’s English names to an English one', () => {
    const composed = testIdeas.flatMap((idea) => composeKit(idea.idea, idea.options ?? {}).tech_stack.choices.map((c) => c.layer));
    for (const layer of new Set([...composed, 'API documentation', 'CLI', 'Game services', 'Game rendering'])) {
      expect(kitText('en').techStack.layer(layer)).toBe(layer);
      // Russian words, with an acronym such as API kept.
      expect(kitText('ru').techStack.layer(layer), layer).toMatch(/^[А-ЯЁ][а-яёА-ЯЁ ]*(?: API)?$/);
    }
    expect(kitText('ru').techStack.layer('Database')).toBe('База данных');
  });
});
