import type { Db } from '../../db/client';
import { contactMessages, waitlist } from '../../db/schema';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** Adds an entry to the waiting list; a taken email is a unique violation of `waitlist_email_unique`. */
export async function insertWaitlistEntry(db: Db, entry: { name: string; email: string }): Promise<void> {
  await db.insert(waitlist).values(entry);
}

export async function insertContactMessage(
  db: Db,
  message: { name: string; email: string; message: string },
): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(message).returning();
  return row!;
}
