import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../../tests/support/databases';
import { parseEnv } from '../env';
import { createLogger } from '../logger';
import { listenForNotifications, type Notifications } from './notifications';
import { jobId, queues, startJobQueue, type Job, type JobQueue } from './queue';

/** A promise and the function that settles it. */
function gate() {
  let open!: () => void;
  let shut!: (error: Error) => void;
  const promise = new Promise<void>((resolve, reject) => {
    open = resolve;
    shut = reject;
  });
  return { promise, open, shut };
}

/**
 * Two worker processes on one database (ADR 0038), as two queues in this one: "A" runs three jobs
 * and stops answering for two of them (their leases are made to run out, as if its process had
 * died: its heartbeat, once a minute here, does not renew them meanwhile); "B" starts a worker.
 */
describe.each(databaseKinds)('jobs whose process stopped answering, on %s', (kind) => {
  const queue = queues.repair;
  let database: TestDatabase;
  const opened: Array<{ queue: JobQueue; notifications: Notifications }> = [];

  async function startProcess(heartbeatSeconds: number): Promise<JobQueue> {
    const env = parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      JOB_HEARTBEAT_SECONDS: String(heartbeatSeconds),
    });
    const logger = createLogger(env);
    const notifications = await listenForNotifications(database, logger);
    const started = await startJobQueue(database, env, logger, notifications);
    opened.push({ queue: started, notifications });
    return started;
  }

  const stateOf = async (id: string) =>
    (await database.query<{ state: string; retry_count: number }>('select state, retry_count from pgboss.job where id = $1', [id]))[0];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });

  afterAll(async () => {
    for (const { queue: q, notifications } of opened) {
      await q.stop();
      await notifications.close();
    }
    await database?.destroy();
  });

  it('retries at once the jobs whose lease ran out, never a live one, and refuses the late outcome of the first attempt', async () => {
    // Both processes are up before any job runs (on the embedded database, a queue starting fails
    // every job still running: there, it is the only process).
    const a = await startProcess(60);
    const b = await startProcess(5);
    const [lateCompletion, alive, lateFailure] = ['late completion', 'alive', 'late failure'].map((name) => jobId('leases', kind, name));
    for (const id of [lateCompletion!, alive!, lateFailure!]) await a.send(database.db, queue, { id }, id);

    const inA = new Map<string, ReturnType<typeof gate>>();
    const allInA = gate();
    await a.work<{ id: string }>(queue, 3, (job) => {
      const held = gate();
      inA.set(job.id, held);
      if (inA.size === 3) allInA.open();
      return held.promise;
    });
    await allInA.promise;

    // A's process "dies" for two of its jobs: their leases run out without a heartbeat.
    await database.query(`update job_leases set expires_at = now() - interval '1 second' where job_id = any($1::uuid[])`, [
      [lateCompletion, lateFailure],
    ]);

    const inB = new Map<string, Job<object>>();
    const bothInB = gate();
    const releaseB = gate();
    await b.work(queue, 2, (job) => {
      inB.set(job.id, job);
      if (inB.size === 2) bothInB.open();
      return releaseB.promise;
    });
    // B's start took them back: each retried (the second attempt) after the usual short backoff.
    await bothInB.promise;
    expect([...inB.keys()].sort()).toEqual([lateCompletion, lateFailure].sort());
    expect([...inB.values()].map((job) => job.retryCount)).toEqual([1, 1]);

    // The live job's lease was renewed as it started: it is nobody's to take.
    expect(await b.takeBackStale()).toEqual([]);
    expect(await stateOf(alive!)).toEqual({ state: 'active', retry_count: 0 });

    // A turns out to be alive after all: its outcomes of the jobs taken back change nothing.
    inA.get(lateCompletion!)!.open();
    inA.get(lateFailure!)!.shut(new Error('a late failure'));
    inA.get(alive!)!.open();
    await a.stop();
    expect(await stateOf(lateCompletion!)).toEqual({ state: 'active', retry_count: 1 });
    expect(await stateOf(lateFailure!)).toEqual({ state: 'active', retry_count: 1 });
    expect(await stateOf(alive!)).toMatchObject({ state: 'completed' });

    // B's attempts are the ones that count.
    releaseB.open();
    await b.stop();
    expect(await stateOf(lateCompletion!)).toMatchObject({ state: 'completed' });
    expect(await stateOf(lateFailure!)).toMatchObject({ state: 'completed' });
    expect(await database.query('select * from job_leases')).toEqual([]);
  });
});
