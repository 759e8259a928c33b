import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import { can, type AccessProfile } from '../../shared/entitlements';
import type { Database, Db } from '../db/client';
import { sqlExecutor } from '../db/sql-executor';
import type { Env } from '../env';
import type { Logger } from '../logger';
import { JobLeases, leaseTimingOf } from './job-leases';
import { JobWorker } from './job-worker';
import { channels, notify, type Notifications } from './notifications';

/**
 * The job queue (pg-boss on our database, ADR 0008). Jobs are sent inside the caller's transaction
 * so they exist exactly when the rows that need them do; a job whose process died is noticed by its
 * lease running out (ADR 0038) and retried; one that exhausts its retries lands in its dead-letter
 * queue, where the failure is handled once.
 */
export const queues = {
  kitStep: 'kit-step',
  kitStepDead: 'kit-step-dead',
  regenerate: 'kit-regenerate',
  regenerateDead: 'kit-regenerate-dead',
  repair: 'kit-repair',
  repairDead: 'kit-repair-dead',
  customDocument: 'kit-custom-document',
  customDocumentDead: 'kit-custom-document-dead',
} as const;
export type QueueName = (typeof queues)[keyof typeof queues];

export type Job<T> = PgBoss.JobWithMetadata<T>;

/** A job id derived from what the job is, so sending the same job twice stores it once. */
export function jobId(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  // Shaped as a version-4 UUID (the column is uuid).
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** How a job is sent. */
export interface SendOptions {
  /** Workers fetch the jobs of higher priority first (pg-boss's own ordering); 0 when absent. */
  priority?: number;
}

/** The job priorities: the jobs of a plan with priority AI processing are fetched before the others. */
export const jobPriorities = { standard: 0, priorityAI: 10 } as const;

/** The priority of the jobs done for an account: the project owner's, who pays for them. */
export function jobPriorityOf(owner: AccessProfile): number {
  return can(owner, 'priorityAI') ? jobPriorities.priorityAI : jobPriorities.standard;
}

export interface JobQueue {
  /** Queues a job in `db` (a transaction, usually); a job with this id already queued is left alone. */
  send(db: Db, queue: QueueName, data: object, id: string, options?: SendOptions): Promise<void>;
  /**
   * Runs `handler` for jobs of `queue`, `concurrency` at a time; a throw fails the attempt. The first
   * call also starts this process's heartbeat, and takes back at once the jobs of dead processes.
   */
  work<T extends object>(queue: QueueName, concurrency: number, handler: (job: Job<T>) => Promise<void>): Promise<void>;
  /** Fails, to be retried, the running jobs whose lease ran out (a heartbeat does it too); returns their ids. */
  takeBackStale(): Promise<string[]>;
  /** Jobs of `queue` not finished yet (created, retry or active). */
  pending(queue: QueueName): Promise<number>;
  /** The unfinished jobs of every queue by state, for the metrics (one query). */
  depths(): Promise<QueueDepth[]>;
  /** Throws unless pg-boss runs in this process and answers from its schema (the readiness probe). */
  ping(): Promise<void>;
  stop(): Promise<void>;
}

export interface QueueDepth {
  queue: QueueName;
  state: 'created' | 'retry' | 'active';
  count: number;
}

export async function startJobQueue(
  database: Database,
  env: Env,
  logger: Logger,
  notifications: Notifications,
): Promise<JobQueue> {
  const boss = new PgBoss({
    db: sqlExecutor(database.db) as PgBoss.Db,
    schema: 'pgboss',
    schedule: false,
    // Maintenance expires a job still running after KIT_STEP_EXPIRE_SECONDS (a live but stuck one:
    // a dead process's job is taken back sooner, by its lease).
    maintenanceIntervalSeconds: Math.min(60, Math.max(1, Math.floor(env.KIT_STEP_EXPIRE_SECONDS / 2))),
    monitorStateIntervalSeconds: 600,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();

  const retry = { retryLimit: env.KIT_STEP_RETRIES, retryDelay: 1, retryBackoff: true };
  const expireInSeconds = env.KIT_STEP_EXPIRE_SECONDS;
  // A queue's settings are copied into each job as it is sent: the settings of the process that
  // started last apply from then on (createQueue alone would keep the first ones forever).
  const ensureQueue = async (name: QueueName, options: Omit<PgBoss.Queue, 'name'>) => {
    await boss.createQueue(name, { name, ...options });
    await boss.updateQueue(name, { name, ...options });
  };
  await ensureQueue(queues.kitStepDead, { retryLimit: 5, retryBackoff: true });
  await ensureQueue(queues.regenerateDead, { retryLimit: 5, retryBackoff: true });
  await ensureQueue(queues.repairDead, { retryLimit: 5, retryBackoff: true });
  await ensureQueue(queues.customDocumentDead, { retryLimit: 5, retryBackoff: true });
  await ensureQueue(queues.kitStep, { ...retry, expireInSeconds, deadLetter: queues.kitStepDead });
  await ensureQueue(queues.regenerate, { ...retry, expireInSeconds, deadLetter: queues.regenerateDead });
  await ensureQueue(queues.repair, { ...retry, expireInSeconds, deadLetter: queues.repairDead });
  await ensureQueue(queues.customDocument, { ...retry, expireInSeconds, deadLetter: queues.customDocumentDead });
  if (database.kind === 'pglite') await retryAbandonedJobs(boss, database, logger);

  const timing = leaseTimingOf(env.JOB_HEARTBEAT_SECONDS);
  const leases = new JobLeases(database, boss, timing, Object.values(queues));
  const takeBackStale = async () => {
    const takenBack = await leases.takeBackStale();
    if (takenBack.length > 0) logger.warn({ jobs: takenBack.length }, 'retrying jobs whose process stopped answering');
    return takenBack.map((attempt) => attempt.id);
  };
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  const beat = async () => {
    try {
      await leases.renew();
      await takeBackStale();
    } catch (error) {
      // The database is away (a restart): the next beat tries again.
      logger.warn({ err: error }, 'job heartbeat failed');
    }
  };

  let stopping = false;
  const workers = new Map<string, JobWorker>();
  const wakers = new Map<string, Wakers>();
  // Workers poll every few seconds; a NOTIFY from any process wakes one of them per job sent.
  const unsubscribe = notifications.on(channels.jobs, (payload) => {
    wakers.get(payload.split(' ')[0]!)?.wakeOne((id) => workers.get(id)?.notify());
  });

  return {
    async send(db, queue, data, id, options = {}) {
      const priority = options.priority ?? jobPriorities.standard;
      await boss.send(queue, data, { id, priority, db: sqlExecutor(db) as PgBoss.Db });
      // The job id keeps NOTIFYs of one transaction apart (PostgreSQL folds identical ones into one).
      await notify(db, channels.jobs, `${queue} ${id}`);
    },
    async work(queue, concurrency, handler) {
      if (stopping) throw new Error('the job queue is stopping');
      if (!heartbeat) {
        // A worker starting after a crash retries the crashed process's steps before anything else.
        await beat();
        heartbeat = setInterval(() => void beat(), timing.heartbeatMs);
        heartbeat.unref();
      }
      const queueWakers = wakers.get(queue) ?? new Wakers();
      wakers.set(queue, queueWakers);
      for (let i = 0; i < concurrency; i += 1) {
        const worker: JobWorker = new JobWorker({
          boss,
          leases,
          logger,
          queue,
          pollingMs: 2_000,
          handler: (job) => handler(job as Job<never>),
          started: () => queueWakers.started(worker.id),
          finished: () => queueWakers.finished(worker.id),
        });
        workers.set(worker.id, worker);
        queueWakers.add(worker.id);
        worker.start();
      }
    },
    takeBackStale,
    async pending(queue) {
      const [row] = await database.query<{ count: number }>(
        `select count(*)::int as count from pgboss.job where name = $1 and state < 'completed'`,
        [queue],
      );
      return row?.count ?? 0;
    },
    async depths() {
      return database.query<QueueDepth>(
        `select name as queue, state, count(*)::int as count from pgboss.job
         where name = any($1::text[]) and state < 'completed' group by name, state`,
        [Object.values(queues)],
      );
    },
    async ping() {
      // A stopping process takes no new work: the balancer should send it none either.
      if (stopping) throw new Error('the job queue is stopping');
      if (!(await boss.getQueue(queues.kitStep))) throw new Error(`the queue ${queues.kitStep} does not exist`);
    },
    async stop() {
      stopping = true;
      unsubscribe();
      // Steps in flight get a few seconds to finish (their leases renewed meanwhile); the others are
      // failed, to be retried by another worker at once.
      const finished = Promise.all([...workers.values()].map((worker) => worker.stop()));
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([finished, new Promise((resolve) => (timer = setTimeout(resolve, 6_000)))]);
      clearTimeout(timer);
      clearInterval(heartbeat);
      await leases.abandonHeld('the process running it stopped before it finished').catch((error: unknown) => {
        logger.warn({ err: error }, 'could not hand back the jobs in flight: their leases will run out');
      });
      await boss.stop({ graceful: false, wait: true, close: false });
    },
  };
}

/**
 * On the embedded database this process is the only one (its data folder is locked), so a job still
 * active as it starts was left by a process that died in the middle of it (SIGKILL, a crash, power).
 * It is failed now, as its expiry would have failed it minutes later: retried after the usual short
 * backoff, or dead-lettered once out of retries, so a step that kills its process cannot loop.
 */
async function retryAbandonedJobs(boss: PgBoss, database: Database, logger: Logger): Promise<void> {
  const abandoned = await database.query<{ id: string; name: QueueName }>(
    `select id, name from pgboss.job where state = 'active' and name = any($1::text[])`,
    [Object.values(queues)],
  );
  for (const job of abandoned) {
    await boss.fail(job.name, job.id, { message: 'the process running it stopped before it finished' });
  }
  if (abandoned.length > 0) logger.warn({ jobs: abandoned.length }, 'retrying jobs a stopped process left unfinished');
}

/**
 * The workers of one queue in this process, and which of them to wake for a new job: an idle one
 * not woken a moment ago, else a busy one, which then fetches again as soon as it is done instead of
 * sleeping out its polling interval. Waking every worker for every job made them all fetch at once,
 * one query after another on PGlite, delaying the job that mattered.
 */
export class Wakers {
  private readonly busy = new Set<string>();
  private readonly woken = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly ids: string[] = [];

  add(id: string) {
    this.ids.push(id);
  }

  started(id: string) {
    this.busy.add(id);
    this.clearWoken(id);
  }

  finished(id: string) {
    this.busy.delete(id);
  }

  wakeOne(notify: (id: string) => void) {
    const candidates = this.ids.filter((id) => !this.woken.has(id));
    const id = candidates.find((c) => !this.busy.has(c)) ?? candidates[0];
    if (!id) return;
    // A woken worker that found nothing to fetch can be woken again after a moment.
    const timer = setTimeout(() => this.woken.delete(id), 250);
    timer.unref();
    this.woken.set(id, timer);
    notify(id);
  }

  private clearWoken(id: string) {
    clearTimeout(this.woken.get(id));
    this.woken.delete(id);
  }
}
