import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';

/**
 * A local stand-in for Cloudflare Turnstile and hCaptcha: the widget script (`/widget.js`, the same
 * `render / reset` API as both providers' explicit mode) and the siteverify endpoint. Tokens it
 * hands out verify once; `POST /control {"reject":true}` makes the next verification fail and
 * `{"failScript":N}` fails the next N script downloads.
 */
export class FakeCaptcha {
  private server?: Server;
  private readonly issued = new Set<string>();
  private rejectNext = false;
  /** Requests for the widget script (the loader's retries show here). */
  scriptRequests = 0;
  /** Fail this many script requests before serving it. */
  failScriptTimes = 0;
  verifications: Array<{ secret?: string; response?: string; success: boolean }> = [];

  constructor(private readonly secret = 'test-captcha-secret') {}

  async start(port = 0): Promise<{ origin: string; scriptUrl: string; verifyUrl: string }> {
    this.server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        if (url.pathname === '/widget.js') {
          this.scriptRequests += 1;
          if (this.failScriptTimes > 0) {
            this.failScriptTimes -= 1;
            return void res.writeHead(503).end();
          }
          return void res
            .writeHead(200, { 'Content-Type': 'text/javascript', 'Cross-Origin-Resource-Policy': 'cross-origin' })
            .end(widgetScript(`http://${req.headers.host}`));
        }
        if (url.pathname === '/issue' && req.method === 'POST') {
          const token = `tok-${randomUUID()}`;
          this.issued.add(token);
          return void res.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' }).end(JSON.stringify({ token }));
        }
        if (url.pathname === '/control' && req.method === 'POST') {
          const control = JSON.parse(body || '{}') as { reject?: boolean; failScript?: number };
          this.rejectNext = Boolean(control.reject);
          this.failScriptTimes = control.failScript ?? 0;
          return void res.writeHead(204).end();
        }
        if (url.pathname === '/siteverify' && req.method === 'POST') {
          const fields = req.headers['content-type']?.includes('json')
            ? (JSON.parse(body) as Record<string, string>)
            : Object.fromEntries(new URLSearchParams(body));
          const success = !this.rejectNext && fields.secret === this.secret && this.issued.delete(fields.response ?? '');
          this.rejectNext = false;
          this.verifications.push({ secret: fields.secret, response: fields.response, success });
          return void res
            .writeHead(200, { 'Content-Type': 'application/json' })
            .end(JSON.stringify(success ? { success: true, hostname: 'localhost' } : { success: false, 'error-codes': ['invalid-input-response'] }));
        }
        res.writeHead(404).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return { origin, scriptUrl: `${origin}/widget.js`, verifyUrl: `${origin}/siteverify` };
  }

  /** A token as the widget would hand it out (for API tests). */
  issue(): string {
    const token = `tok-${randomUUID()}`;
    this.issued.add(token);
    return token;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/** The browser side: a checkbox that asks the stand-in for a token, with the providers' callbacks. */
function widgetScript(origin: string): string {
  return `(() => {
  const widgets = new Map();
  let next = 0;
  const api = {
    render(container, options) {
      const el = typeof container === 'string' ? document.querySelector(container) : container;
      const id = 'w' + (next++);
      const label = document.createElement('label');
      label.style.cssText = 'display:flex;gap:8px;align-items:center;padding:10px;border:1px solid #888;border-radius:6px';
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.setAttribute('data-testid', 'captcha-checkbox');
      box.addEventListener('change', async () => {
        if (!box.checked) return;
        const { token } = await (await fetch(${JSON.stringify(origin)} + '/issue', { method: 'POST' })).json();
        options.callback && options.callback(token);
      });
      label.append(box, document.createTextNode("I'm not a robot (test)"));
      el.appendChild(label);
      widgets.set(id, { box, options });
      return id;
    },
    reset(id) { const w = widgets.get(id); if (w) w.box.checked = false; },
    remove(id) { const w = widgets.get(id); if (w) { w.box.parentElement.remove(); widgets.delete(id); } },
    getResponse() { return undefined; },
  };
  window.__expireCaptcha = () => widgets.forEach((w) => { w.box.checked = false; w.options['expired-callback'] && w.options['expired-callback'](); });
  window.turnstile = api;
  window.hcaptcha = api;
})();`;
}
