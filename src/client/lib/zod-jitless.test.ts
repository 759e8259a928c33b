import { describe, expect, it } from 'vitest';

describe('zod in the browser', () => {
  it('runs without compiling schemas (no eval under the CSP), set before zod loads', async () => {
    await import('./zod-jitless');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    // A schema built now parses with the interpreter.
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
