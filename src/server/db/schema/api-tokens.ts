import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { apiTokenScopes } from '../../../shared/schemas/api-tokens';
import { user } from './auth';
import { createdAt } from './columns';

export const apiTokenScope = pgEnum('api_token_scope', apiTokenScopes);

/**
 * Personal API tokens (ADR 0028). Only the SHA-256 of a token is stored, with its first characters
 * to tell tokens apart; revoking deletes the row, so the next request carrying it is refused.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scope: apiTokenScope('scope').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    start: text('start').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('api_tokens_user_idx').on(t.userId)],
);
