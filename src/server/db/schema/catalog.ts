import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps, createdAt } from './columns';
import { user } from './auth';

/** The template library, seeded at start-up by slug. */
export const templates = pgTable('templates', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  category: text('category').notNull(),
  description: text('description').notNull(),
  /** The idea text a new project starts from. */
  idea: text('idea').notNull().default(''),
  content: text('content').notNull().default(''),
  ...timestamps(),
});

/**
 * Free evaluations (the user_idea entity): the idea and its viability assessment, overview and PRD.
 * One per account and one per visitor, ever (the unique ids make it once, even under concurrency).
 * A visitor's evaluation has only `visitor_id` (from its signed cookie) until the visitor signs in
 * and it is attached to the account; the visitor id stays so the cookie cannot run another one
 * (ADR 0014).
 */
export const ideas = pgTable(
  'ideas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id'),
    description: text('description').notNull(),
    evaluation: jsonb('evaluation'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ideas_user_uq').on(t.userId),
    uniqueIndex('ideas_visitor_uq').on(t.visitorId),
    index('ideas_user_created_idx').on(t.userId, t.createdAt),
    check('ideas_owner_ck', sql`${t.userId} is not null or ${t.visitorId} is not null`),
  ],
);
