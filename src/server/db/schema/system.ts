import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** The dev mailer's outbox: every email the app sent, readable at /dev/mailbox. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    replyTo: text('reply_to'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);

export const errorSource = pgEnum('error_source', ['client', 'server']);

/** Crashes reported by browsers and unexpected server errors. */
export const errorEvents = pgTable(
  'error_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: errorSource('source').notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    url: text('url'),
    userAgent: text('user_agent'),
    requestId: text('request_id'),
    context: jsonb('context'),
    createdAt: createdAt(),
  },
  (t) => [index('error_events_created_idx').on(t.createdAt)],
);

/** rate-limiter-flexible's store (RateLimiterDrizzle): shared by every process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true }),
});

/**
 * The lease of each running job (ADR 0038): the attempt a worker took (pg-boss's retry count then)
 * and until when its heartbeat vouches for it. A job whose lease ran out is taken back by any worker.
 */
export const jobLeases = pgTable('job_leases', {
  jobId: uuid('job_id').primaryKey(),
  attempt: integer('attempt').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
