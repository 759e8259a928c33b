import { afterEach, describe, expect, it } from 'vitest';
import { prerenderedValue } from './prerendered-value';

describe('what was typed into the prerendered page', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is the value of the field with that id, a textarea or an input', () => {
    document.body.innerHTML = '<textarea id="idea"></textarea><input id="email">';
    document.querySelector('textarea')!.value = 'A tool library for my street';
    document.querySelector('input')!.value = 'me@example.com';
    expect(prerenderedValue('idea')).toBe('A tool library for my street');
    expect(prerenderedValue('email')).toBe('me@example.com');
  });

  it('is empty when there is no such field, or the element is not one', () => {
    document.body.innerHTML = '<div id="idea">text</div>';
    expect(prerenderedValue('idea')).toBe('');
    expect(prerenderedValue('missing')).toBe('');
  });
});
