import { describe, expect, it } from 'vitest';
import { errorChain, isSuppressedError, trimStack } from './error-reporting';

describe('error reporting rules', () => {
  it('suppresses extension scripts, the hosting analytics script and "Load failed"', () => {
    expect(isSuppressedError({ message: 'x', filename: 'chrome-extension://abcdef/inject.js' })).toBe(true);
    expect(isSuppressedError({ message: 'x', stack: 'at moz-extension://1/a.js:1:1' })).toBe(true);
    expect(isSuppressedError({ message: 'x', stack: 'at https://a.com/_vercel/insights/script.js:1:1' })).toBe(true);
    expect(isSuppressedError({ message: 'Load failed' })).toBe(true);
    expect(isSuppressedError({ message: 'Cannot read properties of undefined', stack: 'at https://app/assets/a.js' })).toBe(false);
  });

  it('treats the ResizeObserver loop notice as a warning, not a crash', () => {
    expect(isSuppressedError({ message: 'ResizeObserver loop completed with undelivered notifications.' })).toBe(true);
    expect(isSuppressedError({ message: 'ResizeObserver loop limit exceeded' })).toBe(true);
    expect(isSuppressedError({ message: 'ResizeObserver is not defined' })).toBe(false);
  });

  it('suppresses analytics providers’ script errors', () => {
    expect(isSuppressedError({ message: 'x', filename: 'https://plausible.io/js/script.manual.js' })).toBe(true);
    expect(isSuppressedError({ message: 'x', stack: 'at https://www.googletagmanager.com/gtag/js?id=G-1:1:1' })).toBe(true);
  });

  it('suppresses unhandled rejections like "Cannot read properties of undefined" unless our code raised them', () => {
    const message = "TypeError: Cannot read properties of undefined (reading 'then')";
    expect(isSuppressedError({ message, kind: 'unhandledrejection' })).toBe(true);
    expect(isSuppressedError({ message, kind: 'unhandledrejection', stack: 'at https://cdn.example.com/widget.js:1:1' })).toBe(true);
    expect(isSuppressedError({ message: 'undefined is not an object (evaluating \'a.b\')', kind: 'unhandledrejection' })).toBe(true);
    expect(isSuppressedError({ message, kind: 'unhandledrejection', stack: 'at f (https://app/assets/index-abc.js:1:2)' })).toBe(false);
    expect(isSuppressedError({ message, kind: 'unhandledrejection', stack: 'at f (http://localhost:5173/src/client/main.tsx:1:2)' })).toBe(false);
    expect(isSuppressedError({ message, kind: 'error' })).toBe(false);
    expect(isSuppressedError({ message: 'Something else', kind: 'unhandledrejection' })).toBe(false);
  });

  it('keeps the message and the first 50 frames of a stack', () => {
    const stack = ['Error: x', ...Array.from({ length: 60 }, (_, i) => `    at f${i} (a.js:${i}:1)`)].join('\n');
    const lines = trimStack(stack)!.split('\n');
    expect(lines[0]).toBe('Error: x');
    expect(lines).toHaveLength(51);
  });

  it('follows at most 5 causes', () => {
    let error = new Error('e0');
    for (let i = 1; i < 9; i++) error = new Error(`e${i}`, { cause: error });
    expect(errorChain(error)).toEqual(['Error: e8', 'Error: e7', 'Error: e6', 'Error: e5', 'Error: e4', 'Error: e3']);
  });
});
