import { describe, expect, it } from 'vitest';
import { jobId, Wakers } from './queue';

describe('Wakers', () => {
  it('wakes an idle worker per job, never the same one twice in a row, then busy ones', () => {
    const wakers = new Wakers();
    for (const id of ['a', 'b', 'c']) wakers.add(id);
    wakers.started('a');
    const woken: string[] = [];
    const wake = () => wakers.wakeOne((id) => woken.push(id));
    wake();
    wake();
    // Both idle workers are woken; the busy one is told to fetch again when it is done.
    wake();
    // Everyone has been woken a moment ago: nobody is woken twice.
    wake();
    expect(woken).toEqual(['b', 'c', 'a']);
  });

  it('can wake a worker again once it has started a job', () => {
    const wakers = new Wakers();
    wakers.add('a');
    const woken: string[] = [];
    wakers.wakeOne((id) => woken.push(id));
    wakers.started('a');
    wakers.finished('a');
    wakers.wakeOne((id) => woken.push(id));
    expect(woken).toEqual(['a', 'a']);
  });
});

describe('jobId', () => {
  it('is a version-4 UUID derived from what the job is', () => {
    expect(jobId('p1', 'overview', '1')).toBe(jobId('p1', 'overview', '1'));
    expect(jobId('p1', 'overview', '1')).not.toBe(jobId('p1', 'overview', '2'));
    expect(jobId('p1', 'overview', '1')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
