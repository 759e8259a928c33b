import { randomUUID } from 'node:crypto';
import type PgBoss from 'pg-boss';
import type { Logger } from '../logger';
import type { JobLeases, Outcome } from './job-leases';

/**
 * One worker of one queue: fetches a job, runs it under a lease and settles it through the lease
 * (ADR 0038), so the attempt of a worker thought dead cannot complete or fail a job another worker
 * has taken back. It is pg-boss's own worker loop otherwise: jobs of higher priority first, a poll
 * every few seconds unless woken, a handler given up on once its job expired.
 */
export class JobWorker {
  readonly id = randomUUID();
  private stopping = false;
  private woken = false;
  private wake: (() => void) | undefined;
  private loop: Promise<void> = Promise.resolve();

  constructor(
    private readonly options: {
      boss: PgBoss;
      leases: JobLeases;
      logger: Logger;
      queue: string;
      pollingMs: number;
      handler: (job: PgBoss.JobWithMetadata<object>) => Promise<void>;
      /** Told as a job starts and ends (which workers are busy, for waking an idle one). */
      started(): void;
      finished(): void;
    },
  ) {}

  start(): void {
    this.loop = this.run();
  }

  /** Fetch now instead of at the next poll (a job was sent), or as soon as the job in hand is done. */
  notify(): void {
    this.woken = true;
    this.wake?.();
  }

  /** Stops fetching; resolves once the job in hand, if any, is settled. */
  stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    return this.loop;
  }

  private async run(): Promise<void> {
    const { boss, queue, logger, pollingMs } = this.options;
    while (!this.stopping) {
      this.woken = false;
      let found = false;
      try {
        const [job] = await boss.fetch<object>(queue, { batchSize: 1, includeMetadata: true, priority: true });
        if (job) {
          found = true;
          await this.runJob(job);
        }
      } catch (error) {
        logger.error({ err: error, queue }, 'job worker error');
      }
      // It found a job, so there may be more: fetch again at once.
      if (!found && !this.woken && !this.stopping) await this.sleep(pollingMs);
    }
  }

  private async runJob(job: PgBoss.JobWithMetadata<object>): Promise<void> {
    const { leases, queue, handler, logger } = this.options;
    const attempt = { id: job.id, queue, attempt: job.retryCount };
    await leases.take(attempt);
    this.options.started();
    let outcome: Outcome;
    try {
      await withinSeconds(handler(job), job.expireInSeconds);
      outcome = { completed: true };
    } catch (error) {
      outcome = { completed: false, error: error instanceof Error ? error : { message: String(error) } };
    } finally {
      this.options.finished();
    }
    if (!(await leases.settle(attempt, outcome))) {
      logger.warn({ queue, jobId: job.id, attempt: job.retryCount }, 'a job taken back from this worker finished late: its outcome is dropped');
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = () => {
        this.wake = undefined;
        done();
      };
    });
  }
}

/** A handler still running when its job expires is given up on (another attempt follows), as pg-boss did. */
async function withinSeconds(promise: Promise<void>, seconds: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the job ran past its expiry of ${seconds} s`)), Math.max(1, seconds) * 1000);
  });
  try {
    await Promise.race([promise, expired]);
  } finally {
    clearTimeout(timer);
  }
}
