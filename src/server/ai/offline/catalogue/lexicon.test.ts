import { describe, expect, it } from 'vitest';
import { aiKeywords, backendSignals, integrationDefs, keywords, monetisationKeywords, noBackendSignals } from './lexicon';
import { escapeRegExp } from '../text';

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

  it('finds what one alternation of the whole list finds, in every text', () => {
    // The list as one expression, each keyword an alternative in its order: what `find` must answer.
    const letter = '[\\p{L}\\p{N}]';
    const alternative = (keyword: string) => {
      if (keyword.startsWith('~')) return keyword.slice(1);
      const whole = keyword.endsWith('_');
      return `(?<!${letter})${escapeRegExp(whole ? keyword.slice(0, -1) : keyword).replace(/ /g, '\\s+')}${whole ? `(?!${letter})` : ''}`;
    };
    const oneAlternation = (list: readonly string[], text: string) =>
      [...text.matchAll(new RegExp(list.map((keyword) => `(?:${alternative(keyword)})`).join('|'), 'giu'))]
        .filter((match) => match[0].length > 0)
        .map((match) => ({ index: match.index, length: match[0].length }));
    const lists: ReadonlyArray<readonly string[]> = [
      aiKeywords,
      backendSignals,
      noBackendSignals,
      ...monetisationKeywords.map(([, list]) => list),
      ...integrationDefs.map((def) => def.keywords),
      // A leading look-behind that an alternative escapes, trailing and doubled spaces, empty matches, letters beyond 16 bits.
      ['~(?<![\\p{L}\\p{N}])ab|cd', 'map ', 'map _', 'time  off', '𝒜bc', 'bc', '~(?<![\\p{L}\\p{N}])re(?:view|port)s?', 'view_', '~x*'],
    ];
    const texts = [
      'Preview a review, then report views: the crew reviews reports in a map  of maps nearby.',
      'xcd abcd ab cd 𝒜bc x𝒜bc bc — time   off, timeoff; a Map view_ of the map\tzone',
      'Кофейня принимает оплату онлайн, делает рассылку по почте и показывает точки на карте рядом с вами.',
      'Subscription boxes for new parents: a free tier, a pro plan, per-seat pricing and in-app purchase of extra packs.',
      'An AI-powered journal (GPT, LLM) that syncs across devices with no backend, local only, offline first 🚀 and a.i. tips.',
      '',
    ];
    for (const list of lists) {
      for (const text of texts) expect(keywords(list).find(text), `${list.join(', ')} in "${text}"`).toEqual(oneAlternation(list, text));
      for (const text of texts) expect(keywords(list).test(text), `${list.join(", ")} tested on "${text}"`).toBe(oneAlternation(list, text).length > 0 || (list.length > 0 && new RegExp(list.map(alternative).join('|'), 'iu').test(text)));
    }
  });
});

