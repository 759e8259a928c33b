import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/databases';
import { createMailer } from '../../mail/mailer';
import { resetPasswordEmail, verificationEmail } from '../../mail/templates';
import { devMailboxRoutes } from './dev-mailbox.routes';

interface DevEmailJson {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  createdAt: string;
}

const verifyUrl = 'http://localhost:3000/api/auth/verify-email?token=first&callbackURL=%2Fdashboard';
const resetUrl = 'http://localhost:3000/api/auth/reset-password/second?callbackURL=%2Fauth%2Fupdate-password';

describe('dev mailbox', () => {
  let database: TestDatabase;
  let app: Hono;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const mailer = createMailer({ from: 'Specforge <no-reply@specforge.local>', db: database.db });
    await mailer.send({ to: 'ada@example.com', ...verificationEmail({ url: verifyUrl }) });
    await mailer.send({
      to: 'Grace@Example.com',
      ...resetPasswordEmail({ url: resetUrl, locale: 'ru' }),
      subject: 'Reset <b>now</b> & "quickly"',
    });
    app = new Hono().route('/', devMailboxRoutes(database.db));
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('lists the emails as JSON, newest first, with their links', async () => {
    const response = await app.request('/api/dev/mailbox');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const emails = (await response.json()) as DevEmailJson[];
    expect(emails.map((email) => email.to)).toEqual(['Grace@Example.com', 'ada@example.com']);
    expect(emails[0]!.links).toEqual([resetUrl]);
    expect(emails[1]).toMatchObject({
      subject: 'Confirm your email address for Specforge',
      links: [verifyUrl],
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(emails[1]!.text).toContain(verifyUrl);
    expect(emails[1]!.html).toContain('<!doctype html>');
    expect(new Date(emails[1]!.createdAt).toISOString()).toBe(emails[1]!.createdAt);
  });

  it('filters by recipient, ignoring case', async () => {
    const emails = (await (await app.request('/api/dev/mailbox?to=grace@example.com')).json()) as DevEmailJson[];
    expect(emails.map((email) => email.subject)).toEqual(['Reset <b>now</b> & "quickly"']);
    expect(await (await app.request('/api/dev/mailbox?to=nobody@example.com')).json()).toEqual([]);
  });

  it('shows the emails as a page with escaped subjects and clickable links', async () => {
    const response = await app.request('/dev/mailbox');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const page = await response.text();
    expect(page).toContain('<title>Dev mailbox</title>');
    expect(page).not.toContain('<script');
    expect(page).toContain('Confirm your email address for Specforge');
    expect(page).toContain('Reset &lt;b&gt;now&lt;/b&gt; &amp; &quot;quickly&quot;');
    expect(page).not.toContain('<b>now</b>');
    expect(page).toContain(`<a href="${verifyUrl.replace(/&/g, '&amp;')}"`);
    expect(page).toContain(`<a href="${resetUrl}"`);
    // Newest first here too.
    expect(page.indexOf('Reset &lt;b&gt;')).toBeLessThan(page.indexOf('Confirm your email address'));
  });

  it('filters the page by recipient and says when nothing matches', async () => {
    const page = await (await app.request('/dev/mailbox?to=ADA@example.com')).text();
    expect(page).toContain('Confirm your email address for Specforge');
    expect(page).not.toContain('Reset &lt;b&gt;');
    expect(page).toContain('value="ADA@example.com"');

    const empty = await (await app.request('/dev/mailbox?to=%3Cx%3E@example.com')).text();
    expect(empty).toContain('No emails to &lt;x&gt;@example.com yet.');
  });
});

describe('dev mailbox when empty', () => {
  it('shows a friendly empty state', async () => {
    const database = await createTestDatabase('pglite');
    try {
      const app = new Hono().route('/', devMailboxRoutes(database.db));
      expect(await (await app.request('/api/dev/mailbox')).json()).toEqual([]);
      expect(await (await app.request('/dev/mailbox')).text()).toContain('No emails yet.');
    } finally {
      await database.destroy();
    }
  });
});
