import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { singleLineString } from '../../../shared/schemas/text';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/context';
import { extractLinks } from '../../mail/links';
import { listOutboxMessages, type OutboxMessage } from '../../mail/outbox.repo';
import { devPage } from '../../lib/dev-page';
import { escapeHtml } from '../../lib/html';

const devEmail = z
  .object({
    id: z.string(),
    to: z.string(),
    replyTo: z.string().nullable().openapi({ description: 'The Reply-To address, when the email has one' }),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    links: z.array(z.string()).openapi({ description: 'http(s) links in the email, in order, each once' }),
    createdAt: z.string().openapi({ description: 'ISO 8601' }),
  })
  .openapi('DevEmail');
type DevEmail = z.infer<typeof devEmail>;

const mailboxQuery = z.object({
  to: singleLineString().optional().openapi({ description: 'Only emails to this address (case-insensitive)' }),
});

const listRoute = createRoute({
  method: 'get',
  path: '/api/dev/mailbox',
  summary: 'Emails stored by the outbox mailer, newest first (development only)',
  request: { query: mailboxQuery },
  responses: {
    200: { description: 'The newest 100 emails', content: { 'application/json': { schema: z.array(devEmail) } } },
  },
});

function toDevEmail(message: OutboxMessage): DevEmail {
  return {
    id: message.id,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    links: extractLinks(message.text, message.html),
    createdAt: message.createdAt.toISOString(),
  };
}

/**
 * The dev outbox, as JSON for tests and scripts and as a page for people. Mounted at the root
 * (full paths) and only outside production: the emails hold live sign-in and reset links.
 */
export function devMailboxRoutes(db: Db) {
  return new OpenAPIHono<AppEnv>()
    .openapi(listRoute, async (c) => {
      const { to } = c.req.valid('query');
      const emails = (await listOutboxMessages(db, { to })).map(toDevEmail);
      c.header('Cache-Control', 'no-store');
      return c.json(emails, 200);
    })
    .get('/dev/mailbox', async (c) => {
      const to = c.req.query('to')?.trim() || undefined;
      const emails = (await listOutboxMessages(db, { to })).map(toDevEmail);
      c.header('Cache-Control', 'no-store');
      return c.html(renderMailboxPage(emails, to));
    });
}

function renderMailboxPage(emails: DevEmail[], to: string | undefined): string {
  const e = escapeHtml;
  const emptyText = to
    ? `No emails to ${to} yet.`
    : 'No emails yet. When the app sends one (a sign-up confirmation, a password reset…), it shows up here.';
  const list =
    emails.length === 0 ? `<p class="empty">${e(emptyText)}</p>` : `<ol>\n${emails.map(renderEmail).join('\n')}\n</ol>`;
  const jsonHref = to ? `/api/dev/mailbox?to=${encodeURIComponent(to)}` : '/api/dev/mailbox';

  return devPage(
    'Dev mailbox',
    `<h1>Dev mailbox</h1>
<p class="hint">Emails the app sent through the outbox mailer, newest first (the latest 100). Reload to see new ones.
Also as JSON: <a href="${e(jsonHref)}">${e(jsonHref)}</a></p>
<form method="get" action="/dev/mailbox">
<label for="to">Recipient</label>
<input id="to" name="to" type="email" placeholder="someone@example.com" value="${e(to ?? '')}">
<button type="submit">Filter</button>
${to ? '<a href="/dev/mailbox">Show all</a>' : ''}
</form>
${list}`,
  );
}

function renderEmail(email: DevEmail): string {
  const e = escapeHtml;
  const sent = email.createdAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
  const linkItems = email.links.map((url) => `<li><a href="${e(url)}" rel="noreferrer">${e(url)}</a></li>`);
  const links = linkItems.length ? `<ul class="links">\n${linkItems.join('\n')}\n</ul>` : '';
  return `<li><article>
<h2>${e(email.subject)}</h2>
<p class="meta">To <strong>${e(email.to)}</strong>${email.replyTo ? ` · Reply-To <strong>${e(email.replyTo)}</strong>` : ''} · <time datetime="${e(email.createdAt)}">${e(sent)}</time></p>
${links}
<pre>${e(email.text)}</pre>
</article></li>`;
}
