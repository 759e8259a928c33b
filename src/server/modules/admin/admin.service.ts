import type { AdminUserDto } from '../../../shared/schemas/admin';
import type { SubscriptionPlan } from '../../../shared/schemas/auth';
import type { Auth } from '../../auth/auth';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { applyCreditChange, type CreditChangeResult } from '../credits/credits.service';
import { createProfile } from '../me/profiles.repo';
import { findUser, setPlan, type AdminUserRow } from './admin.repo';

export function toAdminUserDto(row: AdminUserRow): AdminUserDto {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    banned: Boolean(row.banned),
    banReason: row.banned ? row.banReason : null,
    emailVerified: row.emailVerified,
    createdAt: row.createdAt.toISOString(),
    subscriptionPlan: row.subscriptionPlan ?? 'FREE',
    availableCredits: row.availableCredits ?? 0,
  };
}

/** The account, or NOT_FOUND. */
export async function requireUser(db: Db, id: string): Promise<AdminUserRow> {
  const row = await findUser(db, id);
  if (!row) throw new AppError('NOT_FOUND', 'No such user.');
  return row;
}

/** The ledger note of an admin's adjustment: who made it and why. */
export function adminCreditNote(adminId: string, reason: string): string {
  return `[admin ${adminId}] ${reason}`;
}

/**
 * An admin's credit adjustment, written to the ledger with reason 'admin'. The request id the
 * browser made for this submission is the idempotency key, so a retried request applies once.
 */
export async function adjustUserCredits(
  db: Db,
  {
    adminId,
    userId,
    delta,
    reason,
    requestId,
  }: { adminId: string; userId: string; delta: number; reason: string; requestId: string },
): Promise<CreditChangeResult> {
  await requireUser(db, userId);
  // An account from before profiles existed gets its (empty) profile first.
  await createProfile(db, userId);
  return applyCreditChange(db, {
    userId,
    delta,
    reason: 'admin',
    idempotencyKey: `admin:${requestId}`,
    note: adminCreditNote(adminId, reason),
  });
}

/**
 * Bans through better-auth's admin plugin, which also ends every session of the account; a banned
 * account cannot sign in until unbanned. `headers` are the admin's request headers (their session).
 */
export async function banUser(
  { auth, db }: { auth: Auth; db: Db },
  { adminId, userId, reason, headers }: { adminId: string; userId: string; reason?: string; headers: Headers },
): Promise<AdminUserRow> {
  if (userId === adminId) throw new AppError('CANNOT_BAN_SELF');
  await requireUser(db, userId);
  await auth.api.banUser({ body: { userId, banReason: reason || undefined }, headers });
  return requireUser(db, userId);
}

export async function unbanUser(
  { auth, db }: { auth: Auth; db: Db },
  { userId, headers }: { userId: string; headers: Headers },
): Promise<AdminUserRow> {
  await requireUser(db, userId);
  await auth.api.unbanUser({ body: { userId }, headers });
  return requireUser(db, userId);
}

/** Puts the account on `plan` (its credits stay as they are). */
export async function setUserPlan(db: Db, { userId, plan }: { userId: string; plan: SubscriptionPlan }): Promise<AdminUserRow> {
  await requireUser(db, userId);
  await createProfile(db, userId);
  await setPlan(db, userId, plan);
  return requireUser(db, userId);
}
