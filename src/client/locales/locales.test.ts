import { describe, expect, it } from 'vitest';
import en from './en/common.json';
import ru from './ru/common.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('translations', () => {
  it('give Russian every key English has, and no extra ones', () => {
    expect(keys(ru).sort()).toEqual(keys(en).sort());
  });
});
