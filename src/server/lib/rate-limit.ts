import { sql } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { AppError, rateLimitedError } from '../http/app-error';

export interface RateLimitRule {
  /** Names the limiter in the store, e.g. `login-email`. */
  name: string;
  points: number;
  durationSeconds: number;
  /** Once the points are spent, refuse for this long (0: until the window ends). */
  blockSeconds?: number;
}

type Row = typeof rateLimits.$inferSelect;

/**
 * rate-limiter-flexible's Drizzle store decides "new window or same window" from a row it read
 * before writing, so parallel first attempts each restart the count at 1 and all get through.
 * Here the decision is made inside the one upsert, so the database serialises it: twenty
 * parallel attempts count to twenty. Counts never go below zero (a refund after the window ended).
 */
class AtomicRateLimiterDrizzle extends RateLimiterDrizzle {
  declare drizzleClient: Db;

  async _upsert(key: string, points: number, msDuration: number, forceExpire = false): Promise<Row> {
    const now = new Date();
    const newExpire = msDuration > 0 ? new Date(now.getTime() + msDuration) : null;
    const restart = sql`(${forceExpire} or ${newExpire === null} or ${rateLimits.expire} is null or ${rateLimits.expire} <= ${now})`;
    const [row] = await this.drizzleClient
      .insert(rateLimits)
      .values({ key, points: Math.max(points, 0), expire: newExpire })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          points: sql`greatest(case when ${restart} then excluded.points else ${rateLimits.points} + ${points} end, 0)`,
          expire: sql`case when ${restart} then excluded.expire else ${rateLimits.expire} end`,
        },
      })
      .returning();
    return row!;
  }
}

/** True for the refusal `consume` throws once a key's points are spent. */
export function isRateLimited(error: unknown): error is AppError {
  return error instanceof AppError && error.code === 'RATE_LIMITED';
}

/** A limit kept in the database, so every process sees the same counts (or, `inMemory`, this process's own). */
export class RateLimit {
  private readonly limiter: RateLimiterDrizzle | RateLimiterMemory;

  constructor(
    db: Db | null,
    private readonly rule: RateLimitRule,
  ) {
    const options = {
      keyPrefix: rule.name,
      points: rule.points,
      duration: rule.durationSeconds,
      blockDuration: rule.blockSeconds ?? 0,
    };
    this.limiter = db
      ? new AtomicRateLimiterDrizzle({
          ...options,
          storeClient: db,
          schema: rateLimits,
          // Expired rows are harmless; a periodic delete would keep an unref'd timer per limiter.
          clearExpiredByTimeout: false,
        } as ConstructorParameters<typeof RateLimiterDrizzle>[0])
      : new RateLimiterMemory(options);
  }

  /** A limit counted in this process's memory only: for attempts that must cost the database nothing. */
  static inMemory(rule: RateLimitRule): RateLimit {
    return new RateLimit(null, rule);
  }

  /** Throws RATE_LIMITED, as `consume` would, while `key`'s points are spent; counts nothing. */
  async refuseIfSpent(key: string): Promise<void> {
    const state = await this.limiter.get(key);
    if (state && state.consumedPoints > this.rule.points && state.msBeforeNext > 0) throw rateLimitedError(state.msBeforeNext);
  }

  /** Spends one point for `key`, or throws RATE_LIMITED with the minutes left. */
  async consume(key: string): Promise<void> {
    try {
      await this.limiter.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw rateLimitedError(error.msBeforeNext);
      throw error;
    }
  }

  /** Gives back a point `consume` took, for an attempt that turned out not to count (e.g. a correct password). */
  async refund(key: string): Promise<void> {
    await this.limiter.reward(key);
  }
}
