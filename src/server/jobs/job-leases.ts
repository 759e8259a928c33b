import type PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { sqlExecutor } from '../db/sql-executor';

/**
 * Running jobs' leases (ADR 0038). A worker takes a lease on each job it starts and its process
 * renews them all every heartbeat; a job whose lease ran out was left by a process that died, and
 * any worker fails it to be retried at once instead of waiting for its expiry. A lease names the
 * attempt (pg-boss's retry count as the job was fetched): an attempt taken back can neither renew
 * the next attempt's lease nor complete or fail the job, so a worker thought dead that finishes
 * after all changes nothing.
 */
export interface LeaseTiming {
  /** How often a process renews the leases of the jobs it runs. */
  heartbeatMs: number;
  /** How long a lease lasts unrenewed. */
  leaseMs: number;
}

/** Three heartbeats: a worker that missed two in a row (a long pause, a slow database) keeps its jobs. */
export function leaseTimingOf(heartbeatSeconds: number): LeaseTiming {
  return { heartbeatMs: heartbeatSeconds * 1000, leaseMs: 3 * heartbeatSeconds * 1000 };
}

/** One attempt at a job. */
export interface Attempt {
  id: string;
  queue: string;
  /** pg-boss's retry count when the job was fetched for this attempt. */
  attempt: number;
}

export type Outcome = { completed: true } | { completed: false; error: object };

export class JobLeases {
  /** The attempts this process runs, by job id. */
  private readonly held = new Map<string, Attempt>();

  constructor(
    private readonly database: Database,
    private readonly boss: PgBoss,
    private readonly timing: LeaseTiming,
    /** The queues whose running jobs this process may take back. */
    private readonly queues: readonly string[],
  ) {}

  /** Starts the lease of an attempt this process has just fetched. */
  async take(attempt: Attempt): Promise<void> {
    await this.database.query(
      `insert into job_leases (job_id, attempt, expires_at) values ($1, $2, now() + $3 * interval '1 millisecond')
       on conflict (job_id) do update set attempt = excluded.attempt, expires_at = excluded.expires_at`,
      [attempt.id, attempt.attempt, this.timing.leaseMs],
    );
    this.held.set(attempt.id, attempt);
  }

  /** Renews, in one statement, the leases of the attempts this process runs (the heartbeat). */
  async renew(): Promise<void> {
    const held = [...this.held.values()];
    if (held.length === 0) return;
    await this.database.query(
      `update job_leases l set expires_at = now() + $3 * interval '1 millisecond'
       from unnest($1::uuid[], $2::int[]) as h(job_id, attempt)
       where l.job_id = h.job_id and l.attempt = h.attempt`,
      [held.map((a) => a.id), held.map((a) => a.attempt), this.timing.leaseMs],
    );
  }

  /**
   * Completes or fails the job of an attempt this process ran, if the attempt still holds it: false
   * (and nothing changed) when the job was taken back meanwhile.
   */
  async settle(attempt: Attempt, outcome: Outcome): Promise<boolean> {
    this.held.delete(attempt.id);
    return this.database.db.transaction(async (tx) => {
      const db = sqlExecutor(tx) as PgBoss.Db;
      const { rows } = await db.executeSql(
        `select 1 from pgboss.job where name = $1 and id = $2 and state = 'active' and retry_count = $3 for update`,
        [attempt.queue, attempt.id, attempt.attempt],
      );
      await db.executeSql('delete from job_leases where job_id = $1 and attempt = $2', [attempt.id, attempt.attempt]);
      if (rows.length === 0) return false;
      if (outcome.completed) await this.boss.complete(attempt.queue, attempt.id, {}, { db });
      else await this.boss.fail(attempt.queue, attempt.id, outcome.error, { db });
      return true;
    });
  }

  /** Fails the attempts this process still runs (it is stopping), to be retried elsewhere. */
  async abandonHeld(reason: string): Promise<void> {
    for (const attempt of [...this.held.values()]) {
      await this.settle(attempt, { completed: false, error: { message: reason } });
    }
  }

  /**
   * Fails every running job whose lease ran out, to be retried after the usual short backoff (or
   * dead-lettered once out of retries, so a step that kills its process cannot loop); returns them.
   * A job fetched without a lease (by a process that died before taking one) is judged by when it
   * was fetched.
   */
  async takeBackStale(): Promise<Attempt[]> {
    const staleWhere = `j.name = any($1::text[]) and j.state = 'active'
      and coalesce(l.expires_at, j.started_on + $2 * interval '1 millisecond') < now()`;
    const stale = await this.database.query<Attempt>(
      `select j.id, j.name as queue, j.retry_count as attempt from pgboss.job j
       left join job_leases l on l.job_id = j.id and l.attempt = j.retry_count
       where ${staleWhere}`,
      [this.queues, this.timing.leaseMs],
    );
    const takenBack: Attempt[] = [];
    for (const attempt of stale) {
      // Judged again under the job's lock: another process may have taken it back first.
      const taken = await this.database.db.transaction(async (tx) => {
        const db = sqlExecutor(tx) as PgBoss.Db;
        const { rows } = await db.executeSql(
          `select 1 from pgboss.job j left join job_leases l on l.job_id = j.id and l.attempt = j.retry_count
           where ${staleWhere} and j.id = $3 and j.retry_count = $4 for update of j`,
          [this.queues, this.timing.leaseMs, attempt.id, attempt.attempt],
        );
        if (rows.length === 0) return false;
        await db.executeSql('delete from job_leases where job_id = $1', [attempt.id]);
        await this.boss.fail(attempt.queue, attempt.id, { message: 'the process running it stopped answering' }, { db });
        return true;
      });
      if (taken) takenBack.push(attempt);
    }
    // Leases long run out whose jobs ended otherwise (expired, cancelled): nothing reads them.
    await this.database.query(`delete from job_leases where expires_at < now() - interval '1 hour'`);
    return takenBack;
  }
}
