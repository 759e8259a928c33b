import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { profiles, user } from '../../src/server/db/schema';
import { applyCreditChange } from '../../src/server/modules/credits/credits.service';
import { createProfile } from '../../src/server/modules/me/profiles.repo';
import type { PlanId } from '../../src/shared/pricing';

/** An account on `plan` (Growth unless told) holding `credits`, for benchmarks that order kits; returns its user id. */
export async function benchAccount(database: Database, credits: number, plan: PlanId = 'GROWTH'): Promise<string> {
  const id = randomUUID();
  await database.db.insert(user).values({ id, name: 'Bench', email: `${id}@bench.local`, emailVerified: true });
  await createProfile(database.db, id);
  await database.db.update(profiles).set({ subscriptionPlan: plan }).where(eq(profiles.id, id));
  await applyCreditChange(database.db, { userId: id, delta: credits, reason: 'admin', idempotencyKey: `bench:${id}` });
  return id;
}
