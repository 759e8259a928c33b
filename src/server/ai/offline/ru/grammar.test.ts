import { describe, expect, it } from 'vitest';
import { agree, agreementOf, count, inflect, joinAnd, opensWithInfinitive, plural, withPhrase } from './grammar';

describe('writing Russian from the founder’s words', () => {
  it('inflects the head noun and the adjectives before it, and leaves its dependents alone', () => {
    expect(plural('домашнее задание')).toBe('домашние задания');
    expect(inflect('домашнее задание', 'gent', 'plur')).toBe('домашних заданий');
    expect(inflect('новая заявка', 'accs')).toBe('новую заявку');
    expect(inflect('время урока', 'gent')).toBe('времени урока');
    expect(plural('счёт на оплату')).toBe('счета на оплату');
  });

  it('puts an animate noun’s accusative in the genitive form, an inanimate one’s in the nominative', () => {
    expect(inflect('ученик', 'accs')).toBe('ученика');
    expect(inflect('урок', 'accs')).toBe('урок');
  });

  it('agrees a noun with a number', () => {
    expect([1, 3, 5, 11, 21, 22, 112].map((n) => count(n, 'запись'))).toEqual([
      '1 запись',
      '3 записи',
      '5 записей',
      '11 записей',
      '21 запись',
      '22 записи',
      '112 записей',
    ]);
    expect(count(2, 'новая заявка')).toBe('2 новые заявки');
    expect(count(2, 'домашнее задание')).toBe('2 домашних задания');
  });

  it('agrees modifiers with the phrase’s gender and number', () => {
    expect(agreementOf('запись')).toBe('femn');
    expect(agreementOf('домашнее задание')).toBe('neut');
    expect(agreementOf('ножницы')).toBe('plur');
    expect(agree('каждый', 'запись')).toBe('каждая');
    expect(agree('сохранён', 'домашнее задание')).toBe('сохранено');
    expect(agree('привязан', 'оценки')).toBe('привязаны');
    expect(agree('новый', 'оценка', 'gent')).toBe('новой');
    expect(agree('сохранённый', 'оплата')).toBe('сохранённая');
    expect(agree('авторизованный', 'репетитор')).toBe('авторизованный');
    expect(agree('авторизованный', 'клиентка')).toBe('авторизованная');
  });

  it('joins a list with “и”', () => {
    expect(joinAnd(['уроки'])).toBe('уроки');
    expect(joinAnd(['уроки', 'оценки', 'оплата'])).toBe('уроки, оценки и оплата');
  });

  it('tells a phrase that opens with an infinitive', () => {
    expect(opensWithInfinitive('Бронировать урок')).toBe(true);
    expect(opensWithInfinitive('Вести расписание')).toBe(true);
    expect(opensWithInfinitive('Профили репетиторов')).toBe(false);
  });

  it('puts “со” where Russian needs it', () => {
    expect(withPhrase('складами')).toBe('со складами');
    expect(withPhrase('уроками')).toBe('с уроками');
    expect(withPhrase('счётом')).toBe('со счётом');
  });
});
