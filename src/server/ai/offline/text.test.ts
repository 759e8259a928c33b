import { describe, expect, it } from 'vitest';
import { article, fill, plural, singularWord } from './text';

describe('article', () => {
  it('chooses "an" for a vowel sound and "a" for a consonant sound, whatever the first letter', () => {
    expect(article('farmer')).toBe('a');
    expect(article('family')).toBe('a');
    expect(article('owner')).toBe('an');
    expect(article('hour')).toBe('an');
    expect(article('user')).toBe('a');
    expect(article('one-off fee')).toBe('a');
    expect(article('European bank')).toBe('a');
    expect(article('umbrella')).toBe('an');
    expect(article('url')).toBe('a');
  });

  it('reads a short abbreviation letter by letter', () => {
    expect(article('SMS')).toBe('an');
    expect(article('LLM')).toBe('an');
    expect(article('FAQ')).toBe('an');
    expect(article('URL')).toBe('a');
  });
});

describe('fill', () => {
  it('puts the article that suits the word filled in after "a" or "an"', () => {
    expect(fill('Liquidity: a {user} who sees five {providers} books.', { user: 'owner', providers: 'renters' })).toBe(
      'Liquidity: an owner who sees five renters books.',
    );
    expect(fill('An {item} and a {user}.', { item: 'book', user: 'artist' })).toBe('A book and an artist.');
    expect(fill('Data {x}', { x: 'here' })).toBe('Data here');
  });
});

describe('singularWord', () => {
  it('knows which -ves plurals lose an f and which an s', () => {
    expect(['loaves', 'Shelves', 'halves', 'knives', 'hives', 'archives', 'valves'].map(singularWord)).toEqual(['loaf', 'Shelf', 'half', 'knife', 'hive', 'archive', 'valve']);
  });

  it('knows which -ies plurals keep their -ie, and which do not change', () => {
    expect(['Calories', 'cookies', 'movies', 'cities', 'parties', 'replies', 'species', 'series'].map(singularWord)).toEqual(['Calorie', 'cookie', 'movie', 'city', 'party', 'reply', 'species', 'series']);
  });
});

describe('plural', () => {
  it('knows which -f words take -ves', () => {
    expect(['loaf', 'leaf', 'shelf', 'proof', 'belief', 'chef', 'TimeSlot'].map(plural)).toEqual(['loaves', 'leaves', 'shelves', 'proofs', 'beliefs', 'chefs', 'TimeSlots']);
  });
});
