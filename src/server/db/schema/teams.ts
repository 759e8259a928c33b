import { boolean, foreignKey, index, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { teamRoles } from '../../../shared/permissions';
import { user } from './auth';
import { createdAt } from './columns';

export const teamRole = pgEnum('team_role', teamRoles);
export const invitationRole = pgEnum('team_invitation_role', ['editor', 'viewer']);

/**
 * An account's team (ADR 0026): at most one per owner, made at its first invitation. The team's
 * projects are the owner's projects; a transfer hands both to the new owner.
 */
export const teams = pgTable('teams', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: text('owner_id')
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/** Who is on a team, the owner included (one row with role `owner`). */
export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: teamRole('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('team_members_user_idx').on(t.userId)],
);

/** A pending invitation: the link's token is stored hashed and works once, until it expires. */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: invitationRole('role').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('team_invitations_team_email_uq').on(t.teamId, sql`lower(${t.email})`)],
);

/**
 * A pending transfer of the team (ADR 0035): offered by the owner with proof beyond the session,
 * it changes nothing until the member accepts. One per team; it goes with the member if they leave
 * or are removed. The owner's projects move only when `handOverProjects` says so.
 */
export const teamTransfers = pgTable(
  'team_transfers',
  {
    teamId: uuid('team_id')
      .primaryKey()
      .references(() => teams.id, { onDelete: 'cascade' }),
    fromUserId: text('from_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    toUserId: text('to_user_id').notNull(),
    handOverProjects: boolean('hand_over_projects').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ name: 'team_transfers_recipient_member_fk', columns: [t.teamId, t.toUserId], foreignColumns: [teamMembers.teamId, teamMembers.userId] }).onDelete(
      'cascade',
    ),
  ],
);
