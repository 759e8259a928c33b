import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { TeamRole } from '../../../shared/permissions';
import type { MemberRole } from '../../../shared/schemas/teams';
import type { Db } from '../../db/client';
import { projects, teamInvitations, teamMembers, teams, teamTransfers, user } from '../../db/schema';

export type TeamRow = typeof teams.$inferSelect;
export type InvitationRow = typeof teamInvitations.$inferSelect;
export type TransferRow = typeof teamTransfers.$inferSelect;

/** `userId`'s role on the team `ownerId` owns: 'owner' for the owner, null when not on it. */
export async function roleOn(db: Db, ownerId: string, userId: string): Promise<TeamRole | null> {
  if (ownerId === userId) return 'owner';
  const [row] = await db
    .select({ role: teamMembers.role })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teams.ownerId, ownerId), eq(teamMembers.userId, userId)));
  return row?.role ?? null;
}

/** The owners of the teams `userId` is on (not its own), with its role on each. */
export function teamsJoinedBy(db: Db, userId: string): Promise<{ teamId: string; ownerId: string; role: TeamRole }[]> {
  return db
    .select({ teamId: teams.id, ownerId: teams.ownerId, role: teamMembers.role })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.userId, userId), ne(teamMembers.role, 'owner')));
}

export async function findTeamOwnedBy(db: Db, ownerId: string): Promise<TeamRow | undefined> {
  const [row] = await db.select().from(teams).where(eq(teams.ownerId, ownerId));
  return row;
}

export async function findTeam(db: Db, teamId: string): Promise<TeamRow | undefined> {
  const [row] = await db.select().from(teams).where(eq(teams.id, teamId));
  return row;
}

/** The owner's team, made now (with the owner as its first member) if it has none yet. */
export async function ensureTeam(tx: Db, ownerId: string): Promise<TeamRow> {
  await tx.insert(teams).values({ ownerId }).onConflictDoNothing();
  const team = (await findTeamOwnedBy(tx, ownerId))!;
  await tx.insert(teamMembers).values({ teamId: team.id, userId: ownerId, role: 'owner' }).onConflictDoNothing();
  return team;
}

/** The team, locked until the transaction ends: membership changes of one team queue here. */
export async function lockTeam(tx: Db, teamId: string): Promise<TeamRow | undefined> {
  const [row] = await tx.select().from(teams).where(eq(teams.id, teamId)).for('update');
  return row;
}

export function listMembers(db: Db, teamIds: string[]) {
  if (teamIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      teamId: teamMembers.teamId,
      userId: teamMembers.userId,
      role: teamMembers.role,
      name: user.name,
      email: user.email,
      joinedAt: teamMembers.createdAt,
    })
    .from(teamMembers)
    .innerJoin(user, eq(user.id, teamMembers.userId))
    .where(inArray(teamMembers.teamId, teamIds))
    .orderBy(asc(teamMembers.createdAt), asc(user.email));
}

export async function findMember(db: Db, teamId: string, userId: string) {
  const [row] = await db
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  return row;
}

export async function addMember(tx: Db, teamId: string, userId: string, role: TeamRole): Promise<void> {
  await tx.insert(teamMembers).values({ teamId, userId, role }).onConflictDoUpdate({
    target: [teamMembers.teamId, teamMembers.userId],
    set: { role },
  });
}

export async function setMemberRole(tx: Db, teamId: string, userId: string, role: TeamRole): Promise<boolean> {
  const rows = await tx
    .update(teamMembers)
    .set({ role })
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
    .returning({ userId: teamMembers.userId });
  return rows.length > 0;
}

export async function removeMember(tx: Db, teamId: string, userId: string): Promise<boolean> {
  const rows = await tx
    .delete(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId), ne(teamMembers.role, 'owner')))
    .returning({ userId: teamMembers.userId });
  return rows.length > 0;
}

/** Members and pending (unexpired) invitations: the places taken on the team. */
export async function countSeats(tx: Db, teamId: string): Promise<number> {
  const [members] = await tx.select({ n: sql<number>`count(*)::int` }).from(teamMembers).where(eq(teamMembers.teamId, teamId));
  const [invited] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(teamInvitations)
    .where(and(eq(teamInvitations.teamId, teamId), gt(teamInvitations.expiresAt, sql`now()`)));
  return Number(members!.n) + Number(invited!.n);
}

export async function isMemberEmail(tx: Db, teamId: string, email: string): Promise<boolean> {
  const [row] = await tx
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .innerJoin(user, eq(user.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), sql`lower(${user.email}) = ${email.toLowerCase()}`));
  return Boolean(row);
}

/** Stores an invitation; an expired one to the same address gives way to it. */
export async function insertInvitation(
  tx: Db,
  values: { teamId: string; email: string; role: MemberRole; tokenHash: string; invitedBy: string; expiresAt: Date },
): Promise<InvitationRow | undefined> {
  await tx
    .delete(teamInvitations)
    .where(
      and(
        eq(teamInvitations.teamId, values.teamId),
        sql`lower(${teamInvitations.email}) = ${values.email.toLowerCase()}`,
        sql`${teamInvitations.expiresAt} <= now()`,
      ),
    );
  const [row] = await tx.insert(teamInvitations).values(values).onConflictDoNothing().returning();
  return row;
}

export function listInvitations(db: Db, teamId: string): Promise<InvitationRow[]> {
  return db
    .select()
    .from(teamInvitations)
    .where(and(eq(teamInvitations.teamId, teamId), gt(teamInvitations.expiresAt, sql`now()`)))
    .orderBy(asc(teamInvitations.createdAt));
}

export async function deleteInvitation(db: Db, teamId: string, invitationId: string): Promise<boolean> {
  const rows = await db
    .delete(teamInvitations)
    .where(and(eq(teamInvitations.teamId, teamId), eq(teamInvitations.id, invitationId)))
    .returning({ id: teamInvitations.id });
  return rows.length > 0;
}

/** A pending invitation by its token's hash. */
export async function findInvitation(db: Db, tokenHash: string): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(teamInvitations)
    .where(and(eq(teamInvitations.tokenHash, tokenHash), gt(teamInvitations.expiresAt, sql`now()`)));
  return row;
}

/** Uses the invitation up: of two acceptances of one link, exactly one gets the row. */
export async function takeInvitation(tx: Db, invitationId: string): Promise<InvitationRow | undefined> {
  const [row] = await tx
    .delete(teamInvitations)
    .where(and(eq(teamInvitations.id, invitationId), gt(teamInvitations.expiresAt, sql`now()`)))
    .returning();
  return row;
}

/**
 * Hands the team to `newOwnerId`; the old owner stays on as an editor. Her projects go with it only
 * when she chose so in the offer: otherwise they stay her own, out of the new owner's reach (ADR 0035).
 */
export async function transferTeam(tx: Db, team: TeamRow, newOwnerId: string, handOverProjects: boolean): Promise<void> {
  await tx.update(teams).set({ ownerId: newOwnerId }).where(eq(teams.id, team.id));
  await setMemberRole(tx, team.id, team.ownerId, 'editor');
  await setMemberRole(tx, team.id, newOwnerId, 'owner');
  if (handOverProjects) {
    await tx.update(projects).set({ ownerId: newOwnerId, updatedAt: sql`now()` }).where(eq(projects.ownerId, team.ownerId));
  }
}

/** The team's pending (unexpired) transfer, with its recipient's name and address. */
export async function findTransfer(db: Db, teamId: string) {
  const [row] = await db
    .select({ transfer: teamTransfers, name: user.name, email: user.email })
    .from(teamTransfers)
    .innerJoin(user, eq(user.id, teamTransfers.toUserId))
    .where(and(eq(teamTransfers.teamId, teamId), gt(teamTransfers.expiresAt, sql`now()`)));
  return row;
}

/** Stores the team's offer; a new one replaces the one before (a team has at most one pending). */
export async function offerTransfer(
  tx: Db,
  values: { teamId: string; fromUserId: string; toUserId: string; handOverProjects: boolean; expiresAt: Date },
): Promise<TransferRow> {
  const [row] = await tx
    .insert(teamTransfers)
    .values(values)
    .onConflictDoUpdate({ target: teamTransfers.teamId, set: { ...values, createdAt: sql`now()` } })
    .returning();
  return row!;
}

/**
 * Takes the team's pending transfer away (cancelled, declined or accepted): with `toUserId`, only one
 * offered to that member. Of two takers of one offer, exactly one gets the row.
 */
export async function takeTransfer(db: Db, teamId: string, toUserId?: string): Promise<TransferRow | undefined> {
  const [row] = await db
    .delete(teamTransfers)
    .where(
      and(
        eq(teamTransfers.teamId, teamId),
        gt(teamTransfers.expiresAt, sql`now()`),
        toUserId === undefined ? undefined : eq(teamTransfers.toUserId, toUserId),
      ),
    )
    .returning();
  return row;
}

export async function findUser(db: Db, userId: string) {
  const [row] = await db.select({ id: user.id, name: user.name, email: user.email }).from(user).where(eq(user.id, userId));
  return row;
}
