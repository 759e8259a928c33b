import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../../tests/support/databases';
import { FakeSmtp } from '../../../tests/fakes/smtp-server';
import type { Db } from '../db/client';
import { createMailer, type MailMessage } from './mailer';
import { listOutboxMessages } from './outbox.repo';

const FROM = 'Specforge <no-reply@specforge.local>';
// The SMTP transport never touches the database.
const noDb = {} as Db;

const message: MailMessage = {
  to: 'founder@example.com',
  subject: 'Confirm your email address for Specforge',
  text: 'Hello from the textpart marker.\n',
  html: '<p>Hello from the <b>htmlpart</b> marker.</p>',
};

/** The message with quoted-printable soft line breaks undone, so words split across lines match. */
const unfolded = (raw: string) => raw.replace(/=\r?\n/g, '');

describe('SMTP transport', () => {
  let smtp: FakeSmtp | undefined;

  afterEach(async () => {
    await smtp?.stop();
    smtp = undefined;
  });

  it('delivers a message with text and HTML parts to the server in the URL', async () => {
    smtp = new FakeSmtp();
    const { port } = await smtp.start();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM, db: noDb });
    expect(mailer.transport).toBe('smtp');

    await mailer.send(message);
    await mailer.close?.();

    expect(smtp.messages).toHaveLength(1);
    const [received] = smtp.messages;
    expect(received!.from).toBe('no-reply@specforge.local');
    expect(received!.to).toEqual(['founder@example.com']);
    const raw = unfolded(received!.raw);
    expect(raw).toMatch(/^From: Specforge <no-reply@specforge\.local>\r?$/m);
    expect(raw).toMatch(/^To: founder@example\.com\r?$/m);
    expect(raw).toMatch(/^Subject: Confirm your email address for Specforge\r?$/m);
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(raw).toMatch(/^Content-Type: text\/plain; charset=utf-8\r?$/im);
    expect(raw).toMatch(/^Content-Type: text\/html; charset=utf-8\r?$/im);
    expect(raw).toContain('textpart');
    expect(raw).toContain('<b>htmlpart</b>');
  });

  it('sends a Reply-To header when the message has one', async () => {
    smtp = new FakeSmtp();
    const { port } = await smtp.start();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM, db: noDb });

    await mailer.send({ ...message, replyTo: 'sender@example.com' });
    await mailer.send(message);
    await mailer.close?.();

    expect(smtp.messages).toHaveLength(2);
    expect(unfolded(smtp.messages[0]!.raw)).toMatch(/^Reply-To: sender@example\.com\r?$/m);
    expect(unfolded(smtp.messages[1]!.raw)).not.toMatch(/^Reply-To:/im);
  });

  it('authenticates with the user and password of the URL', async () => {
    smtp = new FakeSmtp({ auth: { user: 'mailer', pass: 's3cret' } });
    const { port } = await smtp.start();
    const mailer = createMailer({ smtpUrl: `smtp://mailer:s3cret@127.0.0.1:${port}`, from: FROM, db: noDb });

    await mailer.send(message);
    await mailer.close?.();

    expect(smtp.messages).toHaveLength(1);
  });

  it('rejects the send when the server refuses the credentials', async () => {
    smtp = new FakeSmtp({ auth: { user: 'mailer', pass: 's3cret' } });
    const { port } = await smtp.start();
    const mailer = createMailer({ smtpUrl: `smtp://mailer:wrong@127.0.0.1:${port}`, from: FROM, db: noDb });

    await expect(mailer.send(message)).rejects.toMatchObject({ code: 'EAUTH' });
    await mailer.close?.();
    expect(smtp.messages).toHaveLength(0);
  });

  it('refuses a URL that is not smtp:// or smtps://', () => {
    expect(() => createMailer({ smtpUrl: 'http://127.0.0.1:25', from: FROM, db: noDb })).toThrow(/smtp:\/\//);
  });
});

describe.each(databaseKinds)('outbox transport on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('stores every message and lists the newest first', async () => {
    const mailer = createMailer({ from: FROM, db: database.db });
    expect(mailer.transport).toBe('outbox');

    // Sent back to back, often within one tick of PGlite's millisecond clock.
    for (const n of [1, 2, 3]) await mailer.send({ ...message, subject: `Message ${n}` });

    const listed = await listOutboxMessages(database.db);
    expect(listed.map((m) => m.subject)).toEqual(['Message 3', 'Message 2', 'Message 1']);
    expect(listed[0]).toMatchObject({ to: message.to, text: message.text, html: message.html, replyTo: null });
    expect(listed[0]!.createdAt).toBeInstanceOf(Date);
  });

  it('keeps the Reply-To address', async () => {
    const mailer = createMailer({ from: FROM, db: database.db });
    await mailer.send({ ...message, to: 'support@example.com', replyTo: 'sender@example.com' });
    const [stored] = await listOutboxMessages(database.db, { to: 'support@example.com' });
    expect(stored!.replyTo).toBe('sender@example.com');
  });

  it('filters by recipient, ignoring case, and honours the limit', async () => {
    const mailer = createMailer({ from: FROM, db: database.db });
    await mailer.send({ ...message, to: 'Other@Example.com', subject: 'For the other one' });
    await mailer.send({ ...message, to: 'third@example.com', subject: 'For the third one' });

    const forOther = await listOutboxMessages(database.db, { to: ' other@example.COM ' });
    expect(forOther.map((m) => m.subject)).toEqual(['For the other one']);
    const newest = await listOutboxMessages(database.db, { limit: 1 });
    expect(newest.map((m) => m.subject)).toEqual(['For the third one']);
  });
});
