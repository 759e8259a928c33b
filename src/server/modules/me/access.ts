import { eq, sql } from 'drizzle-orm';
import { can, type AccessProfile, type Entitlement } from '../../../shared/entitlements';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { getOrCreateProfile, type Profile } from './profiles.repo';

export type ProfileWithAccess = Profile & AccessProfile;

/** The profile and what the entitlements are judged on; `ownsKits` is read from the projects, not stored. */
export async function accessOf(db: Db, userId: string): Promise<ProfileWithAccess> {
  const profile = await getOrCreateProfile(db, userId);
  const [row] = await db
    .select({ ownsKits: sql<boolean>`true` })
    .from(projects)
    .where(eq(projects.ownerId, userId))
    .limit(1);
  return { ...profile, ownsKits: Boolean(row) };
}

/** What an account that is not entitled is told: a 403 code naming the plan rule it met. */
export type EntitlementRefusal =
  | 'PLAN_READ_ONLY'
  | 'PROMPTS_PLAN'
  | 'TASKS_PLAN'
  | 'REGENERATION_PLAN'
  | 'CUSTOM_DOCUMENTS_PLAN'
  | 'QUESTIONS_PLAN';

/** The profile, or `code` when the account is not entitled (ADR 0015). */
export async function requireEntitlement(
  db: Db,
  userId: string,
  entitlement: Entitlement,
  code: EntitlementRefusal,
): Promise<ProfileWithAccess> {
  const profile = await accessOf(db, userId);
  if (!can(profile, entitlement)) throw new AppError(code);
  return profile;
}
