import type { Db } from '../../db/client';
import { contactMessages, waitlist } from '../../db/schema';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** Adds an entry to the waiting list; an email already on it keeps its first entry. */
export async function insertWaitlistEntry(db: Db, entry: { name: string; email: string }): Promise<void> {
  await db.insert(waitlist).values(entry).onConflictDoNothing({ target: waitlist.email });
}

export async function insertContactMessage(
  db: Db,
  message: { name: string; email: string; message: string },
): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(message).returning();
  return row!;
}
