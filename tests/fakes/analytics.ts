import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface AnalyticsEvent {
  /** Event name (`pageview`). */
  n: string;
  /** The page's URL. */
  u: string;
  /** The site's domain (the script's `data-domain`). */
  d: string;
  r?: string | null;
}

/** How `/api/event` answers: normally, with a 500, or by dropping the connection. */
export type EventMode = 'ok' | 'error' | 'network';

/**
 * A local stand-in for Plausible: `/js/script.manual.js` behaves like Plausible's manual script
 * (it takes over the `window.plausible` queue and POSTs each event to its own origin's
 * `/api/event`), and the server records the events it receives. Unlike the real script it is
 * noisy on purpose: a failed event becomes an unhandled rejection, as in scripts that never catch,
 * so a test sees whether the app's fake-success guard catches the failure first.
 * `GET /events`, `POST /control {"eventMode": "error" | "network" | "ok"}`, `POST /reset`.
 */
export class FakeAnalytics {
  private server?: Server;
  events: AnalyticsEvent[] = [];
  /** Every request for the script or an event, in order (`GET /js/…`, `POST /api/event`). */
  requests: string[] = [];
  eventMode: EventMode = 'ok';

  async start(port = 0): Promise<{ origin: string; scriptUrl: string }> {
    this.server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const cors = { 'Access-Control-Allow-Origin': '*' };
        if (url.pathname.startsWith('/js/') && req.method === 'GET') {
          this.requests.push(`GET ${url.pathname}`);
          return void res
            .writeHead(200, { 'Content-Type': 'text/javascript', 'Cross-Origin-Resource-Policy': 'cross-origin', 'Cache-Control': 'no-store' })
            .end(script);
        }
        if (url.pathname === '/api/event') {
          if (req.method === 'OPTIONS') return void res.writeHead(204, { ...cors, 'Access-Control-Allow-Headers': 'Content-Type' }).end();
          this.requests.push(`${req.method} /api/event`);
          if (this.eventMode === 'network') return void req.socket.destroy();
          if (this.eventMode === 'error') return void res.writeHead(500, cors).end('{"error":"down"}');
          try {
            this.events.push(JSON.parse(body) as AnalyticsEvent);
          } catch {
            return void res.writeHead(400, cors).end('{"error":"bad json"}');
          }
          return void res.writeHead(202, { ...cors, 'Content-Type': 'text/plain' }).end('ok');
        }
        if (url.pathname === '/events' && req.method === 'GET') {
          return void res
            .writeHead(200, { 'Content-Type': 'application/json' })
            .end(JSON.stringify({ events: this.events, requests: this.requests }));
        }
        if (url.pathname === '/control' && req.method === 'POST') {
          const control = JSON.parse(body || '{}') as { eventMode?: EventMode };
          this.eventMode = control.eventMode ?? 'ok';
          return void res.writeHead(204).end();
        }
        if (url.pathname === '/reset' && req.method === 'POST') {
          this.events = [];
          this.requests = [];
          this.eventMode = 'ok';
          return void res.writeHead(204).end();
        }
        res.writeHead(404).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return { origin, scriptUrl: `${origin}/js/script.manual.js` };
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/** The script the stand-in serves (plain ES5-ish, as a provider's would be). */
const script = `(function () {
  var me = document.currentScript;
  var endpoint = new URL(me.src).origin + '/api/event';
  var domain = me.getAttribute('data-domain');
  function trigger(name, options) {
    var payload = { n: name, u: (options && options.u) || location.href, d: domain, r: document.referrer || null };
    // Like a script that never catches: a failed event is an unhandled rejection.
    return fetch(endpoint, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify(payload), keepalive: true })
      .then(function (response) {
        if (!response.ok) throw new Error('fake analytics: event refused with status ' + response.status);
      });
  }
  var queue = (window.plausible && window.plausible.q) || [];
  window.plausible = trigger;
  for (var i = 0; i < queue.length; i++) trigger.apply(this, queue[i]);
})();
`;
