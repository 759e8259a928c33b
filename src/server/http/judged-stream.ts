import type { SSEStreamingApi } from 'hono/streaming';

/** A long-lived response's check of its caller: true while they may still have it. */
export type StreamJudge = () => Promise<boolean>;

/**
 * Keeps judging who holds a long-lived response (ADR 0036). `allowed()` is asked before each event;
 * it is also asked on its own every `periodMs`, so a stream with nothing to send ends too. The first
 * refusal (or failure to judge) aborts the stream, which ends it; `stop()` ends the judging of a
 * stream that ended on its own.
 */
export function judgeWhileOpen(stream: SSEStreamingApi, judge: StreamJudge, periodMs: number) {
  const allowed = async (): Promise<boolean> => {
    const verdict = await judge().catch(() => false);
    if (!verdict) stream.abort();
    return verdict && !stream.aborted;
  };
  // A slow judgement is not joined by the next tick's: at most one periodic judgement runs at a time.
  let periodic: Promise<boolean> | undefined;
  const timer = setInterval(() => {
    periodic ??= allowed().finally(() => (periodic = undefined));
  }, periodMs);
  const stop = () => clearInterval(timer);
  stream.onAbort(stop);
  return { allowed, stop };
}

/**
 * The pieces of `source`, read as fast as they come and handed out joined: a consumer that judges
 * its caller before each event gets fewer, larger pieces instead of falling behind.
 */
export async function* joinedWhileBusy(source: AsyncIterable<string>): AsyncGenerator<string> {
  let pending = '';
  let ended = false;
  let failure: { error: unknown } | undefined;
  let wake: (() => void) | undefined;
  const reading = (async () => {
    try {
      for await (const piece of source) {
        pending += piece;
        wake?.();
      }
    } catch (error) {
      failure = { error };
    } finally {
      ended = true;
      wake?.();
    }
  })();
  for (;;) {
    if (pending === '' && !ended) await new Promise<void>((resolve) => (wake = resolve));
    wake = undefined;
    if (pending !== '') {
      const joined = pending;
      pending = '';
      yield joined;
    } else if (ended) {
      await reading;
      if (failure) throw failure.error;
      return;
    }
  }
}
