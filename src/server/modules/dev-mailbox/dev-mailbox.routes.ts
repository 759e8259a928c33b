import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/context';
import { extractLinks } from '../../mail/links';
import { listOutboxMessages, type OutboxMessage } from '../../mail/outbox.repo';
import { escapeHtml } from '../../lib/html';

const devEmail = z
  .object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    links: z.array(z.string()).openapi({ description: 'http(s) links in the email, in order, each once' }),
    createdAt: z.string().openapi({ description: 'ISO 8601' }),
  })
  .openapi('DevEmail');
type DevEmail = z.infer<typeof devEmail>;

const mailboxQuery = z.object({
  to: z.string().optional().openapi({ description: 'Only emails to this address (case-insensitive)' }),
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

// A <style> element passes our CSP (style-src 'unsafe-inline'); the page needs no script at all.
const pageStyle = `
  :root { color-scheme: dark light; --bg: #0f1115; --card: #171a21; --line: #2a2f3a; --text: #e6e8ee; --muted: #9aa3b2;
    --link: #a5b4fc; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
  @media (prefers-color-scheme: light) {
    :root { --bg: #f4f4f5; --card: #ffffff; --line: #e4e4e7; --text: #18181b; --muted: #52525b; --link: #4338ca; }
  }
  body { margin: 0; background: var(--bg); color: var(--text); line-height: 1.5; }
  main { max-width: 960px; margin: 0 auto; padding: 32px 16px; }
  h1 { margin: 0 0 4px; font-size: 1.6rem; }
  h2 { margin: 0 0 8px; font-size: 1.15rem; }
  a { color: var(--link); }
  .hint, .meta { color: var(--muted); font-size: 0.9rem; margin: 0 0 16px; }
  form { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin: 0 0 24px; }
  input { min-width: 260px; padding: 6px 10px; border: 1px solid var(--line); border-radius: 6px;
    background: var(--card); color: var(--text); font: inherit; }
  button { padding: 6px 14px; border: 1px solid var(--line); border-radius: 6px; background: var(--card);
    color: var(--text); font: inherit; cursor: pointer; }
  ol { list-style: none; margin: 0; padding: 0; display: grid; gap: 16px; }
  article { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 16px 20px; }
  .links { margin: 0 0 12px; padding-left: 20px; }
  .links a { word-break: break-all; }
  pre { margin: 0; padding: 12px; border-radius: 6px; background: var(--bg); border: 1px solid var(--line);
    white-space: pre-wrap; word-break: break-word; font-size: 0.85rem; }
  .empty { padding: 32px; text-align: center; border: 1px dashed var(--line); border-radius: 10px;
    color: var(--muted); }
`;

function renderMailboxPage(emails: DevEmail[], to: string | undefined): string {
  const e = escapeHtml;
  const emptyText = to
    ? `No emails to ${to} yet.`
    : 'No emails yet. When the app sends one (a sign-up confirmation, a password reset…), it shows up here.';
  const list =
    emails.length === 0 ? `<p class="empty">${e(emptyText)}</p>` : `<ol>\n${emails.map(renderEmail).join('\n')}\n</ol>`;
  const jsonHref = to ? `/api/dev/mailbox?to=${encodeURIComponent(to)}` : '/api/dev/mailbox';

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Dev mailbox</title>
<style>${pageStyle}</style>
</head>
<body>
<main>
<h1>Dev mailbox</h1>
<p class="hint">Emails the app sent through the outbox mailer, newest first (the latest 100). Reload to see new ones.
Also as JSON: <a href="${e(jsonHref)}">${e(jsonHref)}</a></p>
<form method="get" action="/dev/mailbox">
<label for="to">Recipient</label>
<input id="to" name="to" type="email" placeholder="someone@example.com" value="${e(to ?? '')}">
<button type="submit">Filter</button>
${to ? '<a href="/dev/mailbox">Show all</a>' : ''}
</form>
${list}
</main>
</body>
</html>
`;
}

function renderEmail(email: DevEmail): string {
  const e = escapeHtml;
  const sent = email.createdAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
  const linkItems = email.links.map((url) => `<li><a href="${e(url)}" rel="noreferrer">${e(url)}</a></li>`);
  const links = linkItems.length ? `<ul class="links">\n${linkItems.join('\n')}\n</ul>` : '';
  return `<li><article>
<h2>${e(email.subject)}</h2>
<p class="meta">To <strong>${e(email.to)}</strong> · <time datetime="${e(email.createdAt)}">${e(sent)}</time></p>
${links}
<pre>${e(email.text)}</pre>
</article></li>`;
}
