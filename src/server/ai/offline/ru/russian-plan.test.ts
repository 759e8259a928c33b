import { describe, expect, it } from 'vitest';
import type { KitOutputs } from '../../../../shared/schemas/kit';
import { composeKit } from '../offline-model';
import { readIdea } from '../reader';

/**
 * A Russian idea gets a Russian plan: the task board and the implementation plan read as Russian
 * outside code and identifiers, and the founder's words take the case and number each sentence needs.
 */

const ideas = {
  marketplace:
    'Маркетплейс для репетиторов: ученики ищут репетитора по предмету, бронируют урок и оплачивают его онлайн, а репетиторы ведут расписание и получают отзывы.',
  mobile:
    'Мобильное приложение для iOS и Android, в котором бегуны записывают тренировки, ставят цели на неделю и получают напоминания.',
  regulated:
    'Сервис для частной стоматологической клиники: пациенты записываются на приём, врачи ведут медицинские карты пациентов. Данные хранятся по 152-ФЗ.',
  internal:
    'Внутренний инструмент для склада: кладовщики принимают поставки, учитывают остатки товаров и оформляют заявки на отгрузку.',
};

function kitOf(idea: string): KitOutputs {
  const read = readIdea(idea);
  if (read.kind !== 'brief') throw new Error(`no brief for ${idea}`);
  expect(read.brief.language).toBe('ru');
  return composeKit(idea, {}, 1, read.brief);
}

/**
 * The share of Cyrillic among the letters a founder reads as prose: code, identifiers, routes, ids,
 * URLs and product or vendor names (capitalised Latin words, alone or in a run) are left out first.
 */
function cyrillicShare(text: string): number {
  const prose = text
    .replace(/`[^`]*`/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\b(?:FEAT|QA|T)-\d+\b/g, ' ')
    .replace(/(?:^|\s|\()\/[\w\-/:.]*/g, ' ')
    .replace(/\b[\w.-]*[./][\w./-]*\b/g, ' ')
    .replace(/\b[a-z]+(?:[A-Z][a-z0-9]*)+\b/g, ' ')
    .replace(/\b[A-Z][\w.+-]*(?:\s+(?:with|and|for|of)?\s*[A-Z][\w.+-]*)*/g, ' ')
    .replace(/\b(?:pull request|push|main|sandbox|smoke|zod|route handlers|privacy label|could)\b/g, ' ');
  const letters = prose.match(/\p{L}/gu) ?? [];
  const cyrillic = letters.filter((l) => /[\u0400-\u04ff]/.test(l)).length;
  return letters.length === 0 ? 1 : cyrillic / letters.length;
}

/**
 * The board's own sentences. A feature task also repeats the feature's acceptance criteria from the
 * requirements, which are written (and checked) with the requirements, so they are left out here.
 */
const tasksText = (kit: KitOutputs) => {
  const fromRequirements = new Set(kit.requirements.features.flatMap((f) => f.acceptanceCriteria));
  return kit.tasks.tasks
    .flatMap((t) => [
      t.title,
      t.description,
      t.testStrategy,
      ...t.acceptanceCriteria.filter((c) => !fromRequirements.has(c)),
      ...t.subtasks.map((s) => s.title),
    ])
    .join('\n');
};
const implementationText = (kit: KitOutputs) =>
  [
    ...kit.implementation.phases.flatMap((p) => [p.name, p.goal, ...p.steps]),
    ...kit.implementation.risks,
  ].join('\n');

const frontendText = (kit: KitOutputs) =>
  [
    ...kit.frontend.screens.flatMap((s) => [s.name, s.purpose]),
    kit.frontend.styling,
    ...kit.frontend.accessibility,
  ].join('\n');

const appFlowText = (kit: KitOutputs) =>
  [
    ...kit.app_flow.screens.flatMap((s) => [s.name, s.states.loading, s.states.empty, s.states.error]),
    ...kit.app_flow.journeys.flatMap((j) => [j.name, ...j.steps]),
  ].join('\n');

describe('the plan of a Russian idea', () => {
  for (const [kind, idea] of Object.entries(ideas)) {
    it(`writes the plan, the frontend and the app flow in Russian outside code and identifiers: ${kind}`, () => {
      const kit = kitOf(idea);
      const shares = { tasks: cyrillicShare(tasksText(kit)), implementation: cyrillicShare(implementationText(kit)) };
      expect(shares.tasks).toBeGreaterThanOrEqual(0.9);
      expect(shares.implementation).toBeGreaterThanOrEqual(0.9);
      expect(cyrillicShare(frontendText(kit))).toBeGreaterThanOrEqual(0.9);
      expect(cyrillicShare(appFlowText(kit))).toBeGreaterThanOrEqual(0.9);
    });
  }
});

describe('the founder’s words in the Russian plan', () => {
  it('agree with numbers, cases and gender', () => {
    const kit = kitOf(ideas.marketplace);
    const board = tasksText(kit);
    // A count phrase for each entity of the seed.
    expect(board).toContain('2 репетитора, 2 ученика, 2 предмета, 4 бронирования, 4 урока, 4 отзыва и 8 оплат');
    // Roles in the genitive plural.
    expect(board).toContain('Сделать каркас приложения и навигацию для репетиторов и учеников');
    // An adjective agreeing with the entity label's gender, and animate nouns in the accusative.
    expect(board).toContain('Проверять, что каждый урок ссылается на репетитора и ученика из базы');
    expect(board).toContain('Дано: авторизованный ученик; когда он отправляет POST /api/students без поля `name` или с неверным значением в нём');
    expect(kit.implementation.risks).toContain(
      `Самая длинная цепочка задач, которые ждут друг друга, занимает 116 часов (${'T-01 → T-03 → T-04 → T-05 → T-06 → T-15 → T-16 → T-17 → T-18 → T-19 → T-24 → T-25 → T-26 → T-27 → T-28 → T-31 → T-32'}): она задаёт самый ранний срок готовности, поэтому начните с неё, а остальные задачи ведите параллельно`,
    );
    expect(kit.implementation.phases[0]!.steps).toEqual(['T-01 Создать проект на Next.js 15']);
    expect(tasksText(kitOf(ideas.mobile))).toContain('внешний ключ не пропустит тренировку без бегуна');
    // Screens are named in Russian from the entity's label; the route stays the identifier.
    expect(board).toContain('Сверстать экран «Карточка урока» (/lessons/:id)');
    expect(board).toContain('репетиторы — «Список репетиторов» и «Список уроков»');
    // The app flow's states and journeys name things in the case their sentence needs.
    // A record's page's own state is its loading; its not-found and error states are the standard ones (ADR 0043).
    const payment = kit.app_flow.screens.find((s) => s.route === '/payments/:id')!;
    expect(payment.states.loading).toBe('Заголовок и поля оплаты (`amount`, `currency` и `status`) появляются в виде скелетонов');
    expect(payment.states.error).toBe('Стандарт (AGENTS.md)');
    expect(payment.next).toEqual(['/dashboard']);
    expect(kit.app_flow.journeys.flatMap((j) => j.steps)).toContain(
      'Вернувшись на экран «Панель» (/dashboard), найти там ученика',
    );
  });
});
