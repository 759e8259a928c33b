import { describe, expect, it } from 'vitest';
import { recordResult } from './features';

/** A record's feature names the record it belongs to; Russian puts that name in the dative after «к». */
describe('what keeping a record gives, naming what it belongs to', () => {
  it.each([
    ['ученик', 'ученику'],
    ['книга', 'книге'],
    ['занятие', 'занятию'],
    ['домашнее задание', 'домашнему заданию'],
    ['сани', 'саням'],
  ])('agrees with «%s» whatever its gender or number', (parent, dative) => {
    expect(recordResult('event', {}, parent, 'ru')).toBe(`каждая запись сохраняется с датой и статусом и привязана к ${dative}`);
    expect(recordResult('document', {}, parent, 'ru')).toBe(`каждый документ сохраняется и привязан к ${dative}`);
    expect(recordResult('asset', {}, parent, 'ru')).toBe(`у каждой записи есть описание и статус; она относится к ${dative}`);
    expect(recordResult('place', {}, parent, 'ru')).toContain(`он относится к ${dative}`);
    expect(recordResult('money', {}, parent, 'ru')).toContain(`привязаны к ${dative}`);
  });

  it('never glues a noun after a colon («привязана к: скалолаз»)', () => {
    for (const kind of ['place', 'asset', 'event', 'document', 'money'] as const) {
      expect(recordResult(kind, {}, 'скалолаз', 'ru')).not.toMatch(/:\s*скалолаз/);
      expect(recordResult(kind, {}, 'скалолаз', 'ru')).toMatch(/ к скалолазу$/);
    }
  });

  it('keeps the English wording', () => {
    expect(recordResult('event', { label: 'lesson' }, 'student', 'en')).toBe('each lesson is saved with its time and status, linked to its student');
    expect(recordResult('event', { label: 'lesson' }, undefined, 'en')).toBe('each lesson is saved with its time and status');
  });
});
