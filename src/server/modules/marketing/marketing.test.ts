import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../../tests/support/databases';
import { createTestApp, jsonRequest, type TestApp } from '../../../../tests/support/test-app';
import type { DatabaseKind } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { listOutboxMessages } from '../../mail/outbox.repo';

const SUPPORT = 'helpdesk@example.com';

/** Each test posts from its own address, so the per-address limits of one never reach another. */
let lastOctet = 0;
const nextIp = () => `198.51.100.${++lastOctet}`;

const post = (t: TestApp, path: string, body: unknown, ip: string, headers: Record<string, string> = {}) =>
  t.app.request(path, jsonRequest('POST', body, { 'X-Forwarded-For': ip, ...headers }));

const validContact = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  message: 'Hello, I have a question about credits.',
};

/** One problem per case; each must answer 400 with exactly its message. */
const contactProblems: Array<[string, Record<string, unknown>, string]> = [
  ['a missing name', { name: undefined }, 'Name is required'],
  ['a blank name', { name: '   ' }, 'Name is required'],
  ['a name over 100 characters', { name: 'a'.repeat(101) }, 'Name is too long'],
  ['a name with a digit', { name: 'Jane 2' }, 'Name can only contain letters and spaces'],
  ['a name with punctuation', { name: 'Jane-Doe!' }, 'Name can only contain letters and spaces'],
  ['a missing email', { email: undefined }, 'Email is required'],
  ['an empty email', { email: '  ' }, 'Email is required'],
  ['an email that is not one', { email: 'jane.example.com' }, 'Invalid email address'],
  ['an email outside the {email} pattern', { email: 'jane@example-.com' }, 'Invalid email format'],
  ['an email over 255 characters', { email: `${'a'.repeat(250)}@example.com` }, 'Email is too long'],
  ['a missing message', { message: undefined }, 'Message is required'],
  ['a blank message', { message: ' \n\t ' }, 'Message is required'],
  ['a message over 1000 characters', { message: 'x'.repeat(1001) }, 'Message is too long'],
  ['a message with a tag', { message: 'Hi <b>there</b>' }, 'Message contains invalid characters'],
  ['a message with a lone <', { message: 'if a < b then' }, 'Message contains invalid characters'],
  ['a message with a lone >', { message: 'a > b' }, 'Message contains invalid characters'],
];

const waitlistProblems: Array<[string, Record<string, unknown>, string]> = [
  ['a missing name', { name: undefined }, 'Name is required'],
  ['a blank name', { name: '  ' }, 'Name is required'],
  ['a name over 100 characters', { name: 'a'.repeat(101) }, 'Name is too long'],
  ['a name with a digit', { name: 'R2 D2' }, 'Name can only contain letters and spaces'],
  ['a missing email', { email: undefined }, 'Email is required'],
  ['an email that is not one', { email: 'nope' }, 'Invalid email address'],
  ['an email outside the {email} pattern', { email: 'jane@example-.com' }, 'Invalid email format'],
  ['an email over 255 characters', { email: `${'a'.repeat(250)}@example.com` }, 'Email is too long'],
];

async function count(t: TestApp, table: 'waitlist' | 'contact_messages'): Promise<number> {
  const [row] = await t.database.query<{ count: number }>(`select count(*)::int as count from ${table}`);
  return row!.count;
}

describe.each(databaseKinds)('POST /api/waitlist on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => t.close());

  it('stores the email lowercased and trimmed and the name trimmed, without a session', async () => {
    const response = await post(
      t,
      '/api/waitlist',
      { name: '  Jane Doe ', email: '  Jane.Doe@Example.COM ' },
      nextIp(),
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    const rows = await t.database.query<{ name: string; email: string }>(
      "select name, email from waitlist where email = 'jane.doe@example.com'",
    );
    expect(rows).toEqual([{ name: 'Jane Doe', email: 'jane.doe@example.com' }]);
  });

  it('accepts names in any script', async () => {
    const response = await post(t, '/api/waitlist', { name: 'Анна Петрова', email: 'anna@example.ru' }, nextIp());
    expect(response.status).toBe(201);
    const [row] = await t.database.query<{ name: string }>("select name from waitlist where email = 'anna@example.ru'");
    expect(row!.name).toBe('Анна Петрова');
  });

  it('answers a second entry for the same address exactly like a new one (no way to learn who is on the list), keeping the first', async () => {
    const ip = nextIp();
    const first = await post(t, '/api/waitlist', { name: 'Sam Lee', email: 'sam@example.com' }, ip);
    expect(first.status).toBe(201);
    const firstBody = await first.text();
    for (const email of ['sam@example.com', ' SAM@Example.com  ']) {
      const response = await post(t, '/api/waitlist', { name: 'Sam Again', email }, ip);
      expect(response.status).toBe(201);
      expect(await response.text()).toBe(firstBody);
    }
    const rows = await t.database.query<{ name: string }>("select name from waitlist where email = 'sam@example.com'");
    expect(rows).toEqual([{ name: 'Sam Lee' }]);
  });

  it.each(waitlistProblems)('refuses %s with its exact message', async (_, change, message) => {
    const before = await count(t, 'waitlist');
    const response = await post(t, '/api/waitlist', { name: 'Val Kim', email: 'val@example.com', ...change }, nextIp());
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(await count(t, 'waitlist')).toBe(before);
  });

  it('allows 5 entries per address in 15 minutes, then answers 429 with the rate-limit message', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      expect((await post(t, '/api/waitlist', { name: 'Flood', email: `flood${i}@example.com` }, ip)).status).toBe(201);
    }
    const refused = await post(t, '/api/waitlist', { name: 'Flood', email: 'flood5@example.com' }, ip);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please try again in 15 minutes.',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(await t.database.query("select 1 from waitlist where email = 'flood5@example.com'")).toHaveLength(0);
    // Another address is unaffected.
    expect((await post(t, '/api/waitlist', { name: 'Other', email: 'other@example.com' }, nextIp())).status).toBe(201);
  });
});

describe.each(databaseKinds)('POST /api/contact on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { TRUST_PROXY: '1', SUPPORT_EMAIL: SUPPORT } });
  });
  afterAll(() => t.close());

  it('stores the message and emails it to SUPPORT_EMAIL with Reply-To the sender', async () => {
    const message = 'Hello!\nDo credits expire? Asking for Tom & "Jerry".';
    const response = await post(
      t,
      '/api/contact',
      { name: ' Jane Doe ', email: ' Jane@Example.com ', message: `  ${message}\n` },
      nextIp(),
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });

    const rows = await t.database.query<{ name: string; email: string; message: string }>(
      "select name, email, message from contact_messages where email = 'jane@example.com'",
    );
    expect(rows).toEqual([{ name: 'Jane Doe', email: 'jane@example.com', message }]);

    const [mail] = await listOutboxMessages(t.database.db, { to: SUPPORT });
    expect(mail).toMatchObject({ to: SUPPORT, replyTo: 'jane@example.com' });
    expect(mail!.subject).toBe('Specforge contact form: message from Jane Doe');
    expect(mail!.text).toContain(message);
    expect(mail!.text).toContain('Jane Doe <jane@example.com>');
    expect(mail!.html).toContain('Tom &amp; &quot;Jerry&quot;');
    // The dev mailbox shows the Reply-To too.
    const listed = (await (await t.app.request(`/api/dev/mailbox?to=${SUPPORT}`)).json()) as Array<{
      replyTo: string | null;
    }>;
    expect(listed[0]!.replyTo).toBe('jane@example.com');
  });

  it('accepts a Cyrillic name and writes to support in the sender’s language', async () => {
    const response = await post(
      t,
      '/api/contact',
      { name: 'Анна Петрова', email: 'anna@example.ru', message: 'Здравствуйте! Есть вопрос.' },
      nextIp(),
      { 'Accept-Language': 'ru-RU,ru;q=0.9' },
    );
    expect(response.status).toBe(201);
    const [mail] = await listOutboxMessages(t.database.db, { to: SUPPORT });
    expect(mail).toMatchObject({ replyTo: 'anna@example.ru' });
    expect(mail!.subject).toBe('Specforge, форма обратной связи: сообщение от Анна Петрова');
    expect(mail!.text).toContain('Здравствуйте! Есть вопрос.');
  });

  it.each(contactProblems)(
    'refuses %s with its exact message, storing and sending nothing',
    async (_, change, message) => {
      const [stored, sent] = [
        await count(t, 'contact_messages'),
        (await listOutboxMessages(t.database.db, { to: SUPPORT })).length,
      ];
      const response = await post(t, '/api/contact', { ...validContact, ...change }, nextIp());
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
      expect(await count(t, 'contact_messages')).toBe(stored);
      expect(await listOutboxMessages(t.database.db, { to: SUPPORT })).toHaveLength(sent);
    },
  );

  it('accepts a message of exactly 1000 characters', async () => {
    const response = await post(t, '/api/contact', { ...validContact, message: 'y'.repeat(1000) }, nextIp());
    expect(response.status).toBe(201);
  });

  it('allows 3 messages per address in an hour, then answers 429 with the rate-limit message', async () => {
    const ip = nextIp();
    for (let i = 0; i < 3; i++) {
      expect((await post(t, '/api/contact', { ...validContact, message: `Attempt ${i}` }, ip)).status).toBe(201);
    }
    const refused = await post(t, '/api/contact', { ...validContact, message: 'Attempt 3' }, ip);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please try again in 60 minutes.',
    });
    expect(await t.database.query("select 1 from contact_messages where message = 'Attempt 3'")).toHaveLength(0);
    expect((await post(t, '/api/contact', { ...validContact, message: 'From elsewhere' }, nextIp())).status).toBe(201);
  });
});

/** A logger whose error lines the test can read (the test app's own logger is silent). */
function capturingLogger() {
  const lines: Array<{ level: number; msg: string; contactMessageId?: string; err?: { message: string } }> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as (typeof lines)[number]);
      done();
    },
  });
  return { logger: pino({ level: 'error', base: undefined }, stream), lines };
}

describe.each(databaseKinds)('POST /api/contact with a failing mailer on %s', (kind: DatabaseKind) => {
  let t: TestApp;
  const captured = capturingLogger();
  const brokenMailer: Mailer = {
    transport: 'smtp',
    send: () => Promise.reject(new Error('SMTP server unreachable')),
  };
  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { TRUST_PROXY: '1' },
      deps: { mailer: brokenMailer, logger: captured.logger },
    });
  });
  afterAll(() => t.close());

  it('still stores the message, answers 201 and logs the lost email', async () => {
    const response = await post(t, '/api/contact', { ...validContact, message: 'Sent while mail is down' }, nextIp());
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    const [row] = await t.database.query<{ id: string }>(
      "select id from contact_messages where message = 'Sent while mail is down'",
    );
    expect(row).toBeDefined();
    await expect
      .poll(() => captured.lines.find((line) => line.msg === 'contact message stored but not emailed'))
      .toMatchObject({
        contactMessageId: row!.id,
        err: { message: 'SMTP server unreachable' },
      });
  });
});
