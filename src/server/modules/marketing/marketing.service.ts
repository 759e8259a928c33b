import type { z } from 'zod';
import { type contactInput, type waitlistInput } from '../../../shared/schemas/marketing';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { AppError } from '../../http/app-error';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { contactMessageEmail, type MailLocale } from '../../mail/templates';
import { insertContactMessage, insertWaitlistEntry, type ContactMessageRow } from './marketing.repo';

/** Inputs as validated: the email lowercased and trimmed, the name and message trimmed. */
type WaitlistEntry = z.output<typeof waitlistInput>;
type ContactMessage = z.output<typeof contactInput>;

/**
 * Puts someone on the waiting list. The email arrives lowercased and trimmed, so the unique
 * constraint compares addresses case-insensitively; a second entry is a 409 in the spec's words.
 */
export async function joinWaitlist(db: Db, entry: WaitlistEntry): Promise<void> {
  try {
    await insertWaitlistEntry(db, entry);
  } catch (error) {
    if (isUniqueViolation(error, 'waitlist_email_unique')) throw new AppError('WAITLIST_EMAIL_TAKEN');
    throw error;
  }
}

export interface ContactDeps {
  db: Db;
  mailer: Mailer;
  /** Where the messages are emailed (SUPPORT_EMAIL). */
  supportEmail: string;
  log: Logger;
}

/**
 * Stores a contact message, then emails it to support with Reply-To set to its author. The row is
 * the record: a failed email is logged and the message kept (the sender is still told it arrived),
 * so a mail outage loses no message. Sending happens after the insert, outside any transaction.
 */
export async function submitContactMessage(
  deps: ContactDeps,
  input: ContactMessage,
  locale: MailLocale,
): Promise<ContactMessageRow> {
  const row = await insertContactMessage(deps.db, input);
  const content = contactMessageEmail({
    name: row.name,
    email: row.email,
    message: row.message,
    when: row.createdAt,
    locale,
  });
  try {
    await deps.mailer.send({ to: deps.supportEmail, replyTo: row.email, ...content });
  } catch (error) {
    deps.log.error({ err: error, contactMessageId: row.id }, 'contact message stored but not emailed');
  }
  return row;
}
