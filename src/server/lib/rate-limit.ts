import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { rateLimitedError } from '../http/app-error';

export interface RateLimitRule {
  /** Names the limiter in the store, e.g. `login-email`. */
  name: string;
  points: number;
  durationSeconds: number;
  /** Once the points are spent, refuse for this long (0: until the window ends). */
  blockSeconds?: number;
}

/** A limit kept in the database, so every process sees the same counts. */
export class RateLimit {
  private readonly limiter: RateLimiterDrizzle;

  constructor(
    db: Db,
    private readonly rule: RateLimitRule,
  ) {
    this.limiter = new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix: rule.name,
      points: rule.points,
      duration: rule.durationSeconds,
      blockDuration: rule.blockSeconds ?? 0,
      // Expired rows are harmless; a periodic delete would keep an unref'd timer per limiter.
      clearExpiredByTimeout: false,
    } as ConstructorParameters<typeof RateLimiterDrizzle>[0]);
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

  /** For limits that count failures: throws RATE_LIMITED once `key` has used up its points. */
  async assertAllowed(key: string): Promise<void> {
    const state = await this.limiter.get(key);
    if (state && state.consumedPoints >= this.rule.points) throw rateLimitedError(state.msBeforeNext);
  }

  /** Counts a failure for `key`; the last allowed one starts the block (e.g. 15 minutes after the 5th). */
  async penalize(key: string): Promise<void> {
    try {
      const state = await this.limiter.consume(key);
      if (state.remainingPoints === 0 && this.rule.blockSeconds) await this.limiter.block(key, this.rule.blockSeconds);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
    }
  }
}
