import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
 * Free evaluations (spec: user_idea): the idea and its viability assessment, overview and PRD.
 * One per account, ever (the unique user id is what makes it once, even under concurrency).
 */
export const ideas = pgTable(
  'ideas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    evaluation: jsonb('evaluation'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ideas_user_uq').on(t.userId), index('ideas_user_created_idx').on(t.userId, t.createdAt)],
);
