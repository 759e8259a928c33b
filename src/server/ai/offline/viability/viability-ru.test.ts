import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Brief } from '../../../../shared/schemas/brief';
import type { ViabilityOutput } from '../../../../shared/schemas/kit';
import { letterShares } from '../../../kit/language-check';
import { readIdea } from '../reader';
import { russianViability } from '../ru/viability';
import { russianCompetitors } from '../ru/viability-categories';
import { russianRegulationCosts } from '../ru/viability-regulations';
import { testIdeas } from '../test-ideas';
import { composeViability } from '.';
import { marketCategories } from '../catalogue/market-categories';
import { regulationCosts } from '../catalogue/regulation-costs';

/** Russian ideas written for these tests: a crowded category, a marketplace, a regulated one, a vague one. */
const ideas = {
  habits:
    'Приложение для учёта привычек: пользователи отмечают выполненные привычки каждый день, видят серии дней подряд и получают напоминания. Подписка 199 рублей в месяц.',
  tutors:
    'Платформа для репетиторов по математике: репетитор ведёт расписание уроков, ученики и родители видят домашние задания и оценки, оплата уроков онлайн.',
  clinic:
    'Сервис телемедицины для частных клиник: пациенты записываются на видеоприём к врачу, врач ведёт медицинскую карту пациента и выписывает рецепты. Персональные данные по 152-ФЗ.',
  loans: 'Сервис займов между людьми: заёмщик размещает заявку на кредит, инвесторы выбирают заявки и получают проценты, платформа проверяет заёмщиков.',
  vague: 'Приложение для заметок.',
};

function briefOf(idea: string): Brief {
  const read = readIdea(idea);
  if (read.kind !== 'brief') throw new Error(`Unclear idea: ${idea}`);
  return read.brief;
}

const textOf = (v: ViabilityOutput) => [v.verdict, ...v.strengths, ...v.risks, v.targetMarket, ...v.competition].join('\n');

/** Names that stay as they are in any language: the product's, the services' and the competitors'. */
const namesIn = (brief: Brief, v: ViabilityOutput) => [
  brief.productName,
  ...brief.integrations.map((i) => i.name),
  ...brief.constraints.map((c) => c.name),
  ...v.competition.filter((c) => !/\p{Script=Cyrillic}/u.test(c)),
];

const sha = (v: ViabilityOutput) => createHash('sha256').update(JSON.stringify(v)).digest('hex').slice(0, 16);

describe('the offline evaluation of a Russian brief', () => {
  const briefs = Object.fromEntries(Object.entries(ideas).map(([key, idea]) => [key, briefOf(idea)])) as Record<keyof typeof ideas, Brief>;
  const evaluations = Object.fromEntries(Object.entries(briefs).map(([key, b]) => [key, composeViability(b)])) as Record<keyof typeof ideas, ViabilityOutput>;

  it.each(Object.keys(ideas) as (keyof typeof ideas)[])('writes "%s" in Russian, and scores it as the English evaluation does', (key) => {
    const brief = briefs[key];
    expect(brief.language).toBe('ru');
    const russian = evaluations[key];
    const shares = letterShares(textOf(russian), namesIn(brief, russian));
    expect(shares.cyrillic, shares.latinWords.join(' ')).toBeGreaterThanOrEqual(0.9);
    const english = composeViability({ ...brief, language: 'en' });
    expect(russian.score).toBe(english.score);
    expect(russian.strengths.length).toBe(english.strengths.length);
    expect(russian.risks.length).toBe(english.risks.length);
    // The same facts move the score by the same points, in the same order.
    const points = (lines: string[]) => lines.map((line) => line.match(/\(([+−]\d+)\)$/)?.[1]);
    expect(points(russian.strengths)).toEqual(points(english.strengths));
    expect(points(russian.risks)).toEqual(points(english.risks));
  });

  it('declines the people it names into the case each sentence needs', () => {
    const tutors = evaluations.tutors;
    expect(tutors.strengths).toContain('Пользователи названы: репетиторы, ученики и родители (+6)');
    expect(tutors.risks.join('\n')).toContain('ученики не придут, пока нет репетиторов, а репетиторы не останутся без учеников (проблема курицы и яйца)');
    expect(tutors.verdict).toBe(
      'Сначала доработайте: решите, кто платит и сколько; продумайте, где взять репетиторов до того, как придут ученики. В нынешнем виде «TutorPay» вызывает серьёзные сомнения.',
    );
    expect(evaluations.loans.targetMarket).toContain('посчитайте, до скольких заёмщиков вы дотянетесь за первый месяц');
    expect(evaluations.loans.competition).toEqual(['Чем заёмщики пользуются сегодня: таблицы, мессенджеры или блокнот и ручка']);
  });

  it('counts features and kinds of data with the noun agreeing with the number', () => {
    expect(evaluations.habits.strengths).toContain('Конкретная первая версия: 5 функций, 5 видов данных (привычка, серия и дело…) (+6)');
    expect(russianViability.fewFeatures(2).text).toBe('Всего 2 функции: выделиться пока почти нечем');
    expect(russianViability.manyFeatures(21).text).toBe('21 функция — слишком много для первой версии');
    expect(russianViability.platforms(3).text).toBe('Запуск сразу на 3 платформы умножает и разработку, и тестирование');
  });

  it('declines each side of a marketplace that has two kinds of people on one side', () => {
    const coldStart = russianViability.coldStart('ресторан и курьер', 'покупатель');
    expect(coldStart.text).toContain('покупатели не придут, пока нет ресторанов и курьеров, а рестораны и курьеры не останутся без покупателей');
    expect(coldStart.fix).toBe('продумайте, где взять рестораны и курьеров до того, как придут покупатели');
  });

  it('names the regulation, the crowded market and the vague idea plainly', () => {
    expect(evaluations.clinic.risks).toContain(
      '152-ФЗ для медицинских данных: оценка последствий для защиты данных, явное согласие, обычно ответственный за защиту данных и проверка юристом каждого поставщика, который их обрабатывает (−6)',
    );
    expect(evaluations.habits.risks).toContain(
      'Переполненный рынок: трекеры привычек, лидеры — Streaks, Habitica и Loop Habit Tracker; в брифе ни слова о том, зачем людям переходить (−10)',
    );
    expect(evaluations.vague.verdict).toMatch(/^Доработайте идею, прежде чем строить: в таком виде идея «\w+» слишком размыта, чтобы её оценивать\. /);
    expect(evaluations.vague.competition).toEqual(['Notion', 'Evernote', 'Obsidian', 'Apple Notes', 'Microsoft OneNote']);
  });

  it('has Russian words for every market category, regulation and described competitor', () => {
    for (const category of marketCategories) {
      const words = russianViability.category(category);
      // The market may name the leading competitors, whose names stay as they are.
      for (const text of [words.label, words.market, ...(words.sides ?? [])]) {
        expect(letterShares(text, category.competitors).cyrillic, `${category.key}: ${text}`).toBeGreaterThanOrEqual(0.9);
      }
      // A competitor that is a description rather than a product's name must be translated.
      const described = category.competitors.filter((c) => /^[a-z]+\b|\b(and|or|the|such as|own|built-in|groups)\b|’s?\b/.test(c));
      for (const competitor of described) expect(russianCompetitors[competitor], `${category.key}: ${competitor}`).toBeDefined();
    }
    for (const entry of regulationCosts) expect(russianRegulationCosts[entry.key], entry.key).toBeDefined();
  });
});

describe('the offline evaluation of an English brief', () => {
  // Hashes of these evaluations made by the evaluator before it had phrasebooks: English stays byte-identical.
  const before: Record<string, string> = {
    marketplace: 'ed01d2b4ed492a10',
    booking: 'e318d1d72939a977',
    'AI assistant': 'a5078b79c327298c',
    'static portfolio, no backend': '7c737af413af29ca',
    'browser extension': '1013c77f14fd8a78',
    'mobile habit tracker': '444bed0126b585ca',
    'B2B CRM': 'fd530e37166d35fc',
    'Russian idea': 'c881c23375c65dcc',
    'one-line idea': '63dcec9243b006a0',
    'long idea naming its product and features': 'de536bda58bf4420',
    'e-commerce': 'b54df483a14886af',
    community: 'c68ce546c04fc5c7',
    'online courses': '3d86d799a4fcb2d1',
    'fintech budgeting': '5544bef9b6462060',
    'browser game': 'a4c8f77b80faeafe',
    'internal tool': 'ea140000f1fa170a',
    'SaaS dashboard': '7d9c8acbda8c6010',
    'offline calculator': '7b4e95e56bef40ab',
    'desktop app': '45f3e5d6348db26c',
    'event ticketing': '1ac4f5295ae13c1e',
    'tutoring with video': '78496fdbba1be874',
    'focus extension': '40c609f3dd599ce7',
    'Russian tracker without sign-up': 'dbdc06c18354f31f',
  };

  it.each(testIdeas.filter((t) => !t.options && before[t.label]))('is unchanged for "$label"', ({ label, idea }) => {
    // A Russian idea is evaluated here with its brief's language set to English, as a founder may switch it.
    expect(sha(composeViability({ ...briefOf(idea), language: 'en' }))).toBe(before[label]);
  });
});
