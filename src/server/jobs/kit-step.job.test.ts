import { describe, expect, it } from 'vitest';
import { queueWaitOf } from './kit-step.job';

describe('queueWaitOf', () => {
  it('counts from when the job could start, so a retry’s backoff is not waiting in the queue', () => {
    const startAfter = new Date('2026-11-26T12:00:05.000Z');
    expect(queueWaitOf({ startAfter, startedOn: new Date('2026-11-26T12:00:05.750Z') })).toBe(750);
  });

  it('is never negative', () => {
    const at = new Date('2026-11-26T12:00:05.000Z');
    expect(queueWaitOf({ startAfter: at, startedOn: new Date(at.getTime() - 3) })).toBe(0);
  });
});
