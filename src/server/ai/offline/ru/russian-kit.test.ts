import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { KitOutputs } from '../../../../shared/schemas/kit';
import { composeKit } from '../offline-model';
import { readIdea } from '../reader';
import { testIdeas } from '../test-ideas';

/**
 * A Russian founder's kit reads as Russian: the documents this suite covers keep English only for
 * code, identifiers, ids, routes and product names. English kits stay byte for byte as they were.
 */

const ideas = {
  marketplace:
    'Маркетплейс для репетиторов: ученики находят репетитора по предмету, бронируют урок и оплачивают его онлайн, репетиторы ведут расписание и получают отзывы.',
  mobile:
    'Мобильное приложение для iPhone и Android, где владельцы собак записывают прогулки, кормление и прививки питомца и получают напоминания.',
  regulated:
    'Онлайн-запись пациентов в частную стоматологическую клинику: пациенты выбирают врача и время приёма, врачи ведут медицинские карты. Персональные данные обрабатываются по 152-ФЗ.',
  internal:
    'Внутренний инструмент для склада нашей компании: кладовщики принимают поставки и списывают товары, менеджеры смотрят остатки и отчёты.',
};

const kits = new Map<string, KitOutputs>();
function kitOf(idea: string): KitOutputs {
  const known = kits.get(idea);
  if (known) return known;
  const read = readIdea(idea);
  if (read.kind !== 'brief') throw new Error(`no brief for ${idea}`);
  expect(read.brief.language).toBe('ru');
  const kit = composeKit(idea, {}, 1, read.brief);
  kits.set(idea, kit);
  return kit;
}

/** Every string in a value, joined. */
const textOf = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : Array.isArray(value)
      ? value.map(textOf).join('\n')
      : value && typeof value === 'object'
        ? Object.values(value).map(textOf).join('\n')
        : '';

/** Share of Cyrillic letters among the letters left once code, identifiers, ids, routes and names are gone. */
function cyrillicShare(text: string): number {
  const prose = text
    .replace(/`[^`]*`/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/(?:^|\s|\()\/[\w\-/:{}.]*/g, ' ')
    .replace(/\b(?:FEAT|QA|T)-\d+\b/g, ' ')
    .replace(/\b[\w-]+(?:\.[\w-]+)+\b/g, ' ')
    // PascalCase and camelCase identifiers, product and vendor names, abbreviations.
    .replace(/\b[A-Z][\w-]*\b/g, ' ')
    .replace(/\b[a-z]+[A-Z][\w]*\b/g, ' ')
    .replace(/\b(?:expo-sqlite|better-sqlite3|zod|npm|pnpm)\b/g, ' ');
  const letters = prose.match(/\p{L}/gu) ?? [];
  if (letters.length === 0) return 1;
  return letters.filter((l) => /[\u0400-\u04ff]/.test(l)).length / letters.length;
}

describe('a Russian idea’s kit in Russian', () => {
  it('counts English prose as not Russian', () => {
    expect(cyrillicShare('A backend is needed: accounts must be stored in `Lesson`')).toBeLessThan(0.1);
    expect(cyrillicShare('Урок (Lesson) хранится в PostgreSQL на /lessons')).toBe(1);
  });

  it.each(Object.entries(ideas))('the overview of the %s idea is Russian', (_label, idea) => {
    const { overview } = kitOf(idea);
    expect(cyrillicShare(textOf(overview))).toBeGreaterThanOrEqual(0.9);
  });

  it.each(Object.entries(ideas))('the requirements of the %s idea are Russian', (_label, idea) => {
    const { requirements } = kitOf(idea);
    expect(cyrillicShare(textOf(requirements))).toBeGreaterThanOrEqual(0.9);
  });

  it.each(Object.entries(ideas))('what to do next for the %s idea is Russian', (_label, idea) => {
    const { what_next } = kitOf(idea);
    expect(cyrillicShare(textOf(what_next))).toBeGreaterThanOrEqual(0.9);
  });

  it.each(Object.entries(ideas))('the rules for coding agents of the %s idea are Russian', (_label, idea) => {
    const { rules } = kitOf(idea).ai_rules;
    expect(cyrillicShare(textOf(rules))).toBeGreaterThanOrEqual(0.9);
  });

  it('puts the people of a tip in the case its sentence needs', () => {
    const { tips, launchChecklist } = kitOf(ideas.marketplace).what_next;
    expect(tips.map((t) => t.title)).toContain('Поговорите с десятью репетиторами на этой неделе');
    expect(launchChecklist).toContain(
      'Регистрация репетиторов и учеников, подтверждение почты и сброс пароля проверены от начала до конца в продакшне',
    );
  });

  it('writes acceptance criteria as “Дано … когда … тогда …” with the record’s gender', () => {
    const features = kitOf(ideas.marketplace).requirements.features;
    const criteria = features.flatMap((f) => f.acceptanceCriteria);
    expect(criteria.every((c) => /^Дано: .+; когда .+; тогда .+$/.test(c))).toBe(true);
    expect(criteria).toContain(
      'Дано: репетитор сохраняет урок; когда он вводит отрицательное число в поле `price`; тогда урок не сохранён, а рядом с полем `price` сказано, что исправить',
    );
    expect(criteria).toContain(
      'Дано: ученик сохраняет профиль; когда он вводит в поле `email` адрес без @; тогда профиль не сохранён, а рядом с полем `email` сказано, что исправить',
    );
    expect(features.map((f) => f.userStory)).toContain(
      'Как ученик, я хочу заполнить свой профиль, чтобы репетиторы знали, с кем имеют дело.',
    );
  });

  it('introduces each identifier with the founder’s word', () => {
    const { glossary, entities } = kitOf(ideas.marketplace).requirements;
    expect(glossary.map((g) => g.term)).toContain('Lesson (урок)');
    expect(entities.find((e) => e.name === 'Payment')?.description).toBe(
      'Оплата в TutorBook с полями `amount`, `currency`, `status` и `paidAt`. Относится к бронированию и репетитору. С ней работают ученики в функции «Оплачивать урок онлайн».',
    );
  });

  it('agrees the founder’s words in case and number', () => {
    expect(kitOf(ideas.marketplace).overview.backendReason).toBe(
      'Нужен бэкенд: аккаунты, репетиторы, ученики и предметы должны храниться в одной базе данных, общей для репетиторов и учеников, а секреты вроде ключей платёжных сервисов и API — на сервере.',
    );
    expect(kitOf(ideas.regulated).overview.problem).toMatch(
      /^Пациентам не хватает одного места, где можно выбирать время приёма, а врачам — где можно вести медицинские карты\./,
    );
    expect(kitOf(ideas.regulated).overview.summary).toContain('С первой версии продукт соответствует требованиям 152-ФЗ.');
  });
});

/** Hashes of English kits' documents, computed from the composer before it had a Russian phrasebook. */
const englishBefore: Record<string, string> = {
  marketplace: '606b16f2099bf633',
  booking: '07c0a4dee338e869',
  'static portfolio, no backend': '976a7e2f5d2f0f2f',
  'browser extension': '851de0b839fec6d4',
  'mobile habit tracker': 'ea298e8ed5f77f51',
  'internal tool': 'bb1d9921466cc2d6',
  'backend forced off': '7ca3afba96a9ce48',
};

describe('an English idea’s kit', () => {
  it.each(Object.entries(englishBefore))('is unchanged for the %s idea', (label, hash) => {
    const idea = testIdeas.find((t) => t.label === label)!;
    const parts = [1, 2].map((variant) => {
      const k = composeKit(idea.idea, idea.options ?? {}, variant);
      return [k.overview, k.requirements, k.tech_stack, k.ai_rules.rules, k.what_next];
    });
    expect(createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 16)).toBe(hash);
  });
});
