import { eq, getTableColumns, sql } from 'drizzle-orm';
import { can, type AccessProfile, type Entitlement } from '../../../shared/entitlements';
import type { Db } from '../../db/client';
import { profiles, projects } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { getOrCreateProfile, type Profile } from './profiles.repo';

export type ProfileWithAccess = Profile & AccessProfile;

/**
 * The profile and what the entitlements are judged on; `ownsKits` is read from the projects, not
 * stored. One statement: every signed-in page asks for it (GET /api/me).
 */
export async function accessOf(db: Db, userId: string): Promise<ProfileWithAccess> {
  const read = () =>
    db
      .select({
        ...getTableColumns(profiles),
        // Qualified by hand: drizzle writes a lone table's columns unqualified, and `id` would be the project's.
        ownsKits: sql<boolean>`exists (select 1 from ${projects} where ${projects.ownerId} = ${sql.identifier('profiles')}.${sql.identifier('id')})`,
      })
      .from(profiles)
      .where(eq(profiles.id, userId));
  const [row] = await read();
  if (row) return row;
  // An account that predates profiles gets one on the spot.
  await getOrCreateProfile(db, userId);
  return (await read())[0]!;
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
