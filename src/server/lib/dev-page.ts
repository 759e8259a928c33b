import { escapeHtml } from './html';

/**
 * The frame of the dev-only pages (`/dev/mailbox`, `/dev/checkout/:id`): plain HTML with a <style>
 * element, which our CSP allows (style-src 'unsafe-inline'); they need no script at all.
 */
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
  .order { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 16px 20px; margin: 0 0 16px; }
  .order dl { display: grid; grid-template-columns: max-content 1fr; gap: 6px 16px; margin: 0; }
  .order dt { color: var(--muted); }
  .order dd { margin: 0; font-weight: 600; }
  .actions { display: flex; gap: 12px; }
  .pay { background: #6d28d9; border-color: #6d28d9; color: #fff; }
`;

export function devPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${escapeHtml(title)}</title>
<style>${pageStyle}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}
