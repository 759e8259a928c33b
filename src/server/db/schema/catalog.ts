import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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

/** Free evaluations (spec: user_idea): the idea and its viability assessment, overview and PRD. */
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
  (t) => [index('ideas_user_created_idx').on(t.userId, t.createdAt)],
);
