import { describe, expect, it } from 'vitest';
import { keywords } from './lexicon';

const texts = (list: readonly string[], text: string) => keywords(list).find(text).map((m) => text.slice(m.index, m.index + m.length));

describe('keywords', () => {
  it('matches a keyword at the start of a word, a whole word with a trailing _, and ~ expressions', () => {
    const list = ['review', 'book_', '~pay(?:ment)?s?', 'time off'];
    expect(texts(list, 'Book reviews, e-book payments and pays; ebook; take time  off')).toEqual([
      'Book',
      'review',
      'book',
      'payments',
      'pays',
      'time  off',
    ]);
    expect(keywords(list).test('a preview of the bookshop')).toBe(false);
    expect(keywords(list).count('reviewers review')).toBe(2);
  });

  it('answers as the whole list does when only some keywords occur in the text: earlier alternatives win', () => {
    // "shop" and "shopping list" both start at the same place; the first in the list wins, as in one alternation.
    expect(texts(['shop', 'shopping list'], 'a shopping list')).toEqual(['shop']);
    expect(texts(['shopping list', 'shop'], 'a shopping list and a shop')).toEqual(['shopping list', 'shop']);
    expect(texts(['запис', 'отзыв'], 'Запись к мастеру и отзывы')).toEqual(['Запис', 'отзыв']);
    expect(keywords(['запис', 'отзыв']).test('оплата')).toBe(false);
  });
});
