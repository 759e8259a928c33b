import type { Db } from '../db/client';
import type { Logger } from '../logger';
import { expireTrials } from '../modules/billing/billing.repo';

/** How often ended bundle trials are returned to Free. */
const EVERY_MS = 10 * 60_000;

/**
 * The scheduled job of the bundle perk: a month after a bundle lifted a Free account to Founder, the
 * account goes back to Free (its credits stay). Idempotent, so every process may run it.
 */
export function startTrialExpiry(db: Db, logger: Logger): () => void {
  const run = () =>
    expireTrials(db)
      .then((count) => count > 0 && logger.info({ count }, 'bundle trials ended'))
      .catch((error: unknown) => logger.warn({ err: error }, 'could not end bundle trials'));
  void run();
  const timer = setInterval(() => void run(), EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
