import { describe, expect, it } from 'vitest';
import type { Brief } from '../../../../shared/schemas/brief';
import type { KitOutputs } from '../../../../shared/schemas/kit';
import { letterShares, renderKitDocuments } from '../../../kit/language-check';
import { composeKit } from '../offline-model';
import { readIdea } from '../reader';

/**
 * A Russian idea gets Russian backend and quality documents: the prose around identifiers (entities,
 * fields, routes, ids, vendors) is Russian, and the founder's words agree with the sentences they
 * stand in (gender in a relation or a check, plural, a count).
 */

const ideas = {
  marketplace:
    'Маркетплейс для мастеров маникюра: клиентки ищут мастера рядом, записываются на услугу и оплачивают её онлайн, а мастера ведут расписание и получают отзывы.',
  mobile:
    'Мобильное приложение для iOS и Android, где владельцы собак записывают прогулки, отмечают кормления и получают напоминания о прививках.',
  regulated:
    'Сервис для психотерапевтов: клиенты записываются на сессии, терапевты ведут заметки о сессиях и дневник состояния клиента. Медицинские данные хранятся по 152-ФЗ и GDPR.',
  // The therapists' service keeping records only: its clients are not said to book the sessions.
  records:
    'Сервис для психотерапевтов: клиенты приходят на сессии, терапевты ведут заметки о сессиях и дневник состояния клиента. Медицинские данные хранятся по 152-ФЗ и GDPR.',
  internal:
    'Внутренний инструмент для отдела закупок: сотрудники создают заявки на закупку, руководители согласуют заявки, бухгалтерия отмечает оплату счетов.',
};

function kitOf(idea: string): { kit: KitOutputs; brief: Brief; documents: ReturnType<typeof renderKitDocuments> } {
  const read = readIdea(idea);
  if (read.kind !== 'brief') throw new Error(`no brief for ${idea}`);
  expect(read.brief.language).toBe('ru');
  const kit = composeKit(idea, {}, 1, read.brief);
  return { kit, brief: read.brief, documents: renderKitDocuments(kit, read.brief) };
}

describe('the backend document of a Russian kit', () => {
  for (const [name, idea] of Object.entries(ideas))
    it(`is at least 90% Cyrillic outside code and identifiers: ${name}`, () => {
      const share = letterShares(kitOf(idea).documents.backend);
      expect(share.cyrillic, share.latinWords.join(' ')).toBeGreaterThanOrEqual(0.9);
    });

  it('says each relation in Russian, the founder’s words agreeing in gender and case', () => {
    const { kit } = kitOf(ideas.internal);
    const relations = kit.backend.entities.flatMap((e) => e.relations);
    expect(relations).toContain('`Request` → `Purchase`: каждая заявка принадлежит одной закупке');
    expect(relations).toContain('`Payment` → `Account`: каждая оплата принадлежит одному счёту');
    expect(relations).toContain('`Purchase` → `Request`: у каждой закупки может быть много заявок');
    const mobile = kitOf(ideas.mobile).kit.backend.entities.flatMap((e) => e.relations);
    expect(mobile).toContain('`Dog` → `Owner`: каждая собака принадлежит одному владельцу');
  });

  it('describes endpoints and fields in Russian, with the pronoun of the record’s gender', () => {
    const { kit } = kitOf(ideas.internal);
    const described = (line: string) => kit.backend.endpoints.find((e) => `${e.method} ${e.path}` === line)?.description;
    // An internal tool's records are the team's: what is out of reach is another team's (capabilities.test.ts
    // checks a person's own records, with the pronoun of each gender).
    expect(described('GET /api/purchases/:id')).toBe('Закупка с подробностями; 404, если она из другой команды');
    expect(described('GET /api/accounts/:id')).toBe('Счёт с подробностями; 404, если он из другой команды');
    // Requests move through approvals (the workflow capability): their endpoints are the workflow's, in Russian.
    expect(described('GET /api/requests/:id')).toBe('Заявка с подробностями; 404, если она из другой команды');
    expect(described('POST /api/requests/:id/transitions')).toMatch(/^Выполнить переход/);
    const request = kit.backend.entities.find((e) => e.name === 'Request')!;
    expect(request.fields.find((f) => f.name === 'purchaseId')?.notes).toBe('ссылка на `Purchase` (закупку)');
    expect(request.fields.find((f) => f.name === 'id')?.notes).toBe('первичный ключ');
    const reviews = kitOf(ideas.marketplace).kit.backend.endpoints.find((e) => e.path === '/api/technicians/:id/reviews');
    expect(reviews?.description).toBe('Список отзывов одного мастера');
  });

  it('counts the tables and names who signs up in Russian', () => {
    const { kit } = kitOf(ideas.marketplace);
    // The numbers agree with their nouns: 43 and 33 эндпоинта (the marketplace, the therapists' booking), 5 таблиц (the therapists' records).
    expect(kit.backend.note).toContain('43 эндпоинта для функций');
    expect(kitOf(ideas.regulated).kit.backend.note).toContain('33 эндпоинта для функций');
    expect(kitOf(ideas.records).kit.backend.note).toContain('хранит 5 таблиц');
    expect(kit.backend.auth).toContain('Better Auth отвечает за регистрацию (как мастер или как клиентка)');
    expect(kit.backend.auth).toContain('Клиентки меняют только свои записи и то, чем с ними поделились.');
  });

  it('writes what a regulation demands of the backend in Russian, entity names kept as code', () => {
    const { kit } = kitOf(ideas.regulated);
    const measures = kit.backend.compliance.find((c) => c.constraint === '152-ФЗ')?.measures ?? [];
    expect(measures).toContain(
      'Оператор зарегистрирован в Роскомнадзоре, а политика обработки персональных данных опубликована',
    );
    expect(measures.some((m) => /^Персональные данные граждан РФ \(`\w+`/.test(m))).toBe(true);
  });
});

describe('the quality document of a Russian kit', () => {
  for (const [name, idea] of Object.entries(ideas))
    it(`is at least 90% Cyrillic outside code and identifiers: ${name}`, () => {
      const share = letterShares(kitOf(idea).documents.quality);
      expect(share.cyrillic, share.latinWords.join(' ')).toBeGreaterThanOrEqual(0.9);
    });

  it('writes test steps in Russian, the record and the role in the case the step needs', () => {
    const { kit } = kitOf(ideas.internal);
    const steps = kit.quality.testCases.flatMap((t) => t.steps);
    // The failure expected is another person's data: the step opens it as another person, the role in the genitive.
    expect(steps).toContain('Открыть сотрудника от имени другого сотрудника');
    expect(steps).toContain('Взять для теста сотрудника с правдоподобными значениями `name`, `email` и `position`');
    expect(kit.quality.testCases[1]!.expected).toBe(
      'Чужие данные никогда не возвращаются: API отвечает 404, а экран показывает «Не найдено»; больше ничего не меняется.',
    );
  });

  it('says who may not reach which records, animate and inanimate plurals agreeing', () => {
    const security = (idea: string) =>
      kitOf(idea).kit.quality.nonFunctional.find((line) => line.startsWith('Безопасность: OWASP ASVS'));
    expect(security(ideas.marketplace)).toContain(
      'мастера не могут менять чужих мастеров, а клиентки видят только связанных с ними мастеров',
    );
    expect(security(ideas.mobile)).toContain('владельцы не видят и не могут менять чужие прививки');
  });

  it('counts the endpoints the integration tests call, and the regulation checks are Russian', () => {
    expect(kitOf(ideas.records).kit.quality.strategy).toContain('интеграционные тесты вызывают 25 эндпоинтов API');
    const checks = kitOf(ideas.regulated).kit.quality.nonFunctional;
    expect(checks).toContain('152-ФЗ: персональные данные не уходят в сервис за рубежом, пока не сохранены в России');
  });
});
