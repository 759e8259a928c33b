import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

/**
 * A console.error during a test fails it: errors nobody expected are bugs. A test that provokes
 * one on purpose declares it with `expectConsoleError(pattern)`.
 */
let allowed: RegExp[] = [];
let unexpected: string[] = [];
let spy: MockInstance<typeof console.error> | undefined;

export function expectConsoleError(pattern: RegExp): void {
  allowed.push(pattern);
}

beforeEach(() => {
  allowed = [];
  unexpected = [];
  spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = args.map((a) => (a instanceof Error ? `${a.name}: ${a.message}` : String(a))).join(' ');
    if (!allowed.some((pattern) => pattern.test(text))) unexpected.push(text);
  });
});

afterEach(() => {
  spy?.mockRestore();
  if (unexpected.length > 0) {
    throw new Error(`console.error was called during the test:\n${unexpected.join('\n')}`);
  }
});
