import { desc, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import type { MailMessage } from './mailer';

export type OutboxMessage = typeof outbox.$inferSelect;

const justAfterNewest = sql`(select max(${outbox.createdAt}) + interval '1 microsecond' from ${outbox})`;

/**
 * Stores one email. Its time is made strictly later than the newest stored one: PGlite's clock
 * ticks in milliseconds, and two emails sent in the same one (a sign-up, then a resend) must still
 * list newest first, since tests and developers take the first as the latest.
 */
export async function insertOutboxMessage(db: Db, message: MailMessage): Promise<OutboxMessage> {
  const [row] = await db
    .insert(outbox)
    .values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      replyTo: message.replyTo ?? null,
      // greatest() skips the null of an empty table.
      createdAt: sql`greatest(clock_timestamp(), ${justAfterNewest})`,
    })
    .returning();
  return row!;
}

/** The newest emails first, optionally only those to one address (compared case-insensitively). */
export function listOutboxMessages(db: Db, { limit = 100, to }: { limit?: number; to?: string } = {}) {
  const recipient = to?.trim();
  return db
    .select()
    .from(outbox)
    .where(recipient ? sql`lower(${outbox.to}) = lower(${recipient})` : undefined)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
}
