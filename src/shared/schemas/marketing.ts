import { z } from 'zod';
import { singleLineString } from './text';
import { cleaned, email, NAME_MAX, requiredString } from './auth';
import { messageKeys } from '../message-keys';

/**
 * The public marketing forms: the waiting list (name, email) and the contact form (name, email,
 * message), with their rules and messages. The email rules and their messages are the auth
 * forms' (`messages.email*` in ./auth). The same schemas validate the forms and the API.
 */
export const CONTACT_MESSAGE_MAX = 1000;

export const marketingMessages = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name is too long',
  nameChars: 'Name can only contain letters and spaces',
  messageRequired: 'Message is required',
  messageTooLong: 'Message is too long',
  messageChars: 'Message contains invalid characters',
} as const;
/** The catalog's keys: what the schemas fail with and the client translates (English: the catalog). */
export const marketingMessageKeys = messageKeys('marketing.messages', marketingMessages);
export type MarketingMessageKey = keyof typeof marketingMessages;

/**
 * A person's name: cleaned (trimmed, tags stripped), then letters of any script and spaces only.
 * Combining marks count as part of their letter, so a decomposed 'é' or a Devanagari name passes.
 */
export const personName = cleaned(
  requiredString(marketingMessageKeys.nameRequired, singleLineString)
    .min(1, marketingMessageKeys.nameRequired)
    .max(NAME_MAX, marketingMessageKeys.nameTooLong)
    .regex(/^[\p{L}\p{M} ]+$/u, marketingMessageKeys.nameChars),
);

/**
 * The contact message: trimmed and checked as sent. It is deliberately not tag-cleaned: cleaning
 * would silently drop the `<` and `>` that are refused with a message; once they are refused
 * there is no tag left to strip, so cleaning would change nothing anyway.
 */
export const contactMessageText = requiredString(marketingMessageKeys.messageRequired)
  .trim()
  .min(1, marketingMessageKeys.messageRequired)
  .max(CONTACT_MESSAGE_MAX, marketingMessageKeys.messageTooLong)
  .regex(/^[^<>]*$/, marketingMessageKeys.messageChars);

/** The waiting list: the email is stored lowercased and trimmed, the name trimmed. */
export const waitlistInput = z.object({ name: personName, email });
export type WaitlistInput = z.input<typeof waitlistInput>;

export const contactInput = z.object({ name: personName, email, message: contactMessageText });
export type ContactInput = z.input<typeof contactInput>;

/** What both forms answer with (201): the submission is stored. */
export const marketingOkDto = z.object({ ok: z.literal(true) });
export type MarketingOkDto = z.infer<typeof marketingOkDto>;
