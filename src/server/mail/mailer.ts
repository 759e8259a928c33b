import { createTransport } from 'nodemailer';
import type { Db } from '../db/client';
import { insertOutboxMessage } from './outbox.repo';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where replies go instead of the sender (a contact-form message is answered to its author). */
  replyTo?: string;
}

export interface Mailer {
  readonly transport: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void>;
}

export interface MailerOptions {
  /** `smtp://user:pass@host:587` or `smtps://user:pass@host:465`; without it mail goes to the outbox table. */
  smtpUrl?: string;
  /** The From header of SMTP mail, e.g. `Specforge <no-reply@specforge.local>`. */
  from: string;
  db: Db;
}

/**
 * Nodemailer waits up to 2 minutes to connect and 10 to go idle by default; a request that sends
 * mail should fail in seconds instead. Query parameters of the URL (`?connectionTimeout=...`) win.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * The app's mailer: SMTP when `smtpUrl` is set, else the dev outbox read at /dev/mailbox.
 *
 * Never call `send` inside a database transaction: SMTP is a network round trip that would hold the
 * transaction open, and the outbox insert runs on the global `db`, which deadlocks inside a PGlite
 * transaction (PGlite runs one at a time). Send after the transaction commits.
 */
export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options.from) : outboxMailer(options.db);
}

function outboxMailer(db: Db): Mailer {
  return {
    transport: 'outbox',
    send: async (message) => {
      await insertOutboxMessage(db, message);
    },
  };
}

function smtpMailer(smtpUrl: string, from: string): Mailer {
  // Nodemailer would read any other scheme as plain SMTP; a typo should stop start-up instead.
  if (!/^smtps?:\/\//i.test(smtpUrl)) throw new Error('The SMTP URL must start with smtp:// or smtps://');
  const transporter = createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    transport: 'smtp',
    send: async ({ to, subject, text, html, replyTo }) => {
      await transporter.sendMail({ from, to, subject, text, html, replyTo });
    },
    close: async () => transporter.close(),
  };
}
