import { describe, expect, it } from 'vitest';
import { GREETING_NAME_MAX, greetingName } from './greeting';

describe('the offer page’s greeting name', () => {
  it('greets a plain name as it is, and a missing one not at all', () => {
    expect(greetingName('Alice')).toBe('Alice');
    expect(greetingName('Анна')).toBe('Анна');
    expect(greetingName("O'Brien")).toBe("O'Brien");
    expect(greetingName('Mary-Jane')).toBe('Mary-Jane');
    expect(greetingName(undefined)).toBeUndefined();
    expect(greetingName('')).toBeUndefined();
  });

  it('decodes what the router left encoded (a name encoded twice), and reads underscores and pluses as spaces', () => {
    expect(greetingName('Jos%C3%A9')).toBe('José');
    expect(greetingName('Ann%20Lee')).toBe('Ann Lee');
    expect(greetingName('ann_lee')).toBe('ann lee');
    expect(greetingName('Ann+Lee')).toBe('Ann Lee');
    expect(greetingName('100%')).toBeUndefined();
  });

  it('trims and squeezes spaces', () => {
    expect(greetingName('   Alice    Smith  ')).toBe('Alice Smith');
    expect(greetingName('\tAlice\n')).toBe('Alice');
  });

  it('never keeps markup: tags go, script bodies go, and what is left is letters', () => {
    expect(greetingName('<script>alert(1)</script>Bob')).toBe('Bob');
    expect(greetingName('<img src=x onerror=alert(1)>Eve')).toBe('Eve');
    expect(greetingName('<b>Bob</b>')).toBe('Bob');
    expect(greetingName('Bob"><svg/onload=alert(1)>')).toBe('Bob');
    expect(greetingName('a<b')).toBe('ab');
    for (const value of ['<script>x</script>', '<>', '%3Cscript%3E%3C%2Fscript%3E']) expect(greetingName(value)).toBeUndefined();
  });

  it('greets the friend label when nothing usable is left', () => {
    for (const value of ['123', '   ', '!!!', '---', '😀', '%']) expect(greetingName(value)).toBeUndefined();
  });

  it('caps a long name, at a word when there is one', () => {
    const long = greetingName('A'.repeat(200))!;
    expect(Array.from(long)).toHaveLength(GREETING_NAME_MAX);
    expect(greetingName(`Alexandra ${'Konstantinopolskaya '.repeat(5)}`)).toBe('Alexandra Konstantinopolskaya');
    expect(Array.from(greetingName('Ж'.repeat(100))!)).toHaveLength(GREETING_NAME_MAX);
  });
});
