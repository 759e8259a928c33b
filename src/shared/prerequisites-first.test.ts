import { describe, expect, it } from 'vitest';
import { prerequisitesFirst } from './prerequisites-first';

describe('prerequisitesFirst', () => {
  const needs: Record<string, string[]> = { a: ['c'], b: [], c: ['b'], d: ['e'], e: ['d'] };
  it('puts each item after what it needs, keeping the given order otherwise', () => {
    expect(prerequisitesFirst(['a', 'b', 'c'], (item) => needs[item] ?? [])).toEqual(['b', 'c', 'a']);
    expect(prerequisitesFirst(['b', 'x', 'c'], () => [])).toEqual(['b', 'x', 'c']);
  });
  it('keeps the given order inside a cycle and ignores what is not among the items', () => {
    expect(prerequisitesFirst(['d', 'e'], (item) => needs[item] ?? [])).toEqual(['e', 'd']);
    expect(prerequisitesFirst(['a', 'b'], (item) => [...(needs[item] ?? []), undefined])).toEqual(['a', 'b']);
  });
});
