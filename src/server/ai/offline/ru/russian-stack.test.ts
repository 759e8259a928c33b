import { describe, expect, it } from 'vitest';
import { letterShares, renderKitDocuments } from '../../../kit/language-check';
import { composeKit } from '../offline-model';
import { placementFor } from '../model/constraints';
import { readIdea } from '../reader';
import { russianPlacement } from './placement';

/** The tech stack of a Russian brief: names of tools stay, the sentences around them are Russian. */

const ideas = {
  marketplace:
    'Онлайн-площадка для мастеров керамики: покупатели находят изделия, оформляют заказ с онлайн-оплатой и получают уведомления на почту, мастера ведут каталог.',
  mobile: 'Мобильное приложение для iPhone и Android, где бегуны записывают тренировки, видят маршрут на карте и получают push-уведомления.',
  internal: 'Внутренний инструмент для отдела кадров нашей компании: менеджеры ведут анкеты кандидатов и назначают собеседования по видеосвязи.',
  api: 'API для интернет-магазинов, которое по адресу доставки считает стоимость и срок доставки; разработчики получают ключ и вызывают его из своего кода.',
};

function stackOf(idea: string) {
  const read = readIdea(idea);
  if (read.kind !== 'brief') throw new Error(`no brief for ${idea}`);
  expect(read.brief.language).toBe('ru');
  const kit = composeKit(idea, {}, 1, read.brief);
  return { kit, document: renderKitDocuments(kit, read.brief).tech_stack };
}

describe('the tech stack of a Russian brief', () => {
  it('says where each integration is called in Russian, keeping paths and endpoints', () => {
    const { kit } = stackOf(ideas.marketplace);
    const calls = kit.tech_stack.integrations;
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      expect(call.calledFrom).toMatch(/^(Сервер|Клиент):/);
      expect(letterShares(call.calledFrom).cyrillic, call.calledFrom).toBeGreaterThanOrEqual(0.9);
    }
    expect(calls.map((c) => c.calledFrom).join('\n')).toMatch(/POST \/api\/checkout/);
  });

  for (const [kind, idea] of Object.entries(ideas)) {
    it(`writes the ${kind}’s tech stack in Russian, tool names aside`, () => {
      const { document } = stackOf(idea);
      const shares = letterShares(document);
      expect(shares.cyrillic, shares.latinWords.join(' ')).toBeGreaterThanOrEqual(0.9);
    });
  }

  it.each(['HIPAA', 'GDPR', '152-ФЗ'])('says where the data of a %s product lives in Russian, provider names aside', (name) => {
    const placement = placementFor([{ name, text: `Данные хранятся по ${name}` }])!;
    const russian = russianPlacement(placement);
    expect(russian.vendors).toEqual(placement.vendors);
    for (const text of [russian.hosting, russian.database, russian.databaseDetail, russian.reason])
      expect(text).toMatch(/\p{Script=Cyrillic}/u);
    for (const text of [russian.hosting, russian.reason]) expect(letterShares(text).cyrillic, text).toBeGreaterThanOrEqual(0.75);
  });
});
