import { describe, expect, it } from 'vitest';
import { joinedWhileBusy } from './judged-stream';

/** A source whose pieces are released by hand. */
function manualSource() {
  const queue: Array<{ piece?: string; error?: Error; end?: true }> = [];
  let wake: (() => void) | undefined;
  const push = (item: (typeof queue)[number]) => {
    queue.push(item);
    wake?.();
  };
  async function* pieces(): AsyncGenerator<string> {
    for (;;) {
      while (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      const item = queue.shift()!;
      if (item.error) throw item.error;
      if (item.end) return;
      yield item.piece!;
    }
  }
  return { pieces: pieces(), piece: (piece: string) => push({ piece }), fail: (error: Error) => push({ error }), end: () => push({ end: true }) };
}

describe('joinedWhileBusy', () => {
  it('hands out the pieces that arrived while the consumer was busy as one, in order', async () => {
    const source = manualSource();
    const joined = joinedWhileBusy(source.pieces);
    source.piece('The ');
    expect((await joined.next()).value).toBe('The ');
    // The consumer is busy (judging its caller) while three pieces arrive.
    source.piece('booking ');
    source.piece('holds ');
    source.piece('a date.');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await joined.next()).value).toBe('booking holds a date.');
    source.end();
    expect((await joined.next()).done).toBe(true);
  });

  it('hands out what came before a failure, then the failure', async () => {
    const source = manualSource();
    const joined = joinedWhileBusy(source.pieces);
    source.piece('Half an answer');
    source.fail(new Error('provider down'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await joined.next()).value).toBe('Half an answer');
    await expect(joined.next()).rejects.toThrow('provider down');
  });
});
