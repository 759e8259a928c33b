import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export interface SentryEnvelopeItem {
  header: { type: string; [key: string]: unknown };
  payload: Record<string, unknown>;
}

/**
 * A local Sentry ingest: accepts envelopes at POST /api/:projectId/envelope/ the way sentry.io
 * does (newline-delimited JSON, optionally gzipped) and keeps every item for tests to read.
 */
export class FakeSentry {
  readonly items: SentryEnvelopeItem[] = [];
  private server?: Server;

  get events(): Record<string, unknown>[] {
    return this.items.filter((item) => item.header.type === 'event').map((item) => item.payload);
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        // Browsers ask first whether they may post across origins.
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.setHeader('Access-Control-Allow-Headers', '*');
        if (req.method === 'OPTIONS') return void res.writeHead(204).end();
        if (req.method !== 'POST' || !/^\/api\/\d+\/envelope\/?/.test(req.url ?? '')) {
          return void res.writeHead(404).end();
        }
        let body = Buffer.concat(chunks);
        if (req.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
        const lines = body.toString('utf8').split('\n').filter(Boolean);
        // Line 0 is the envelope header; then item header / payload pairs.
        for (let i = 1; i + 1 < lines.length; i += 2) {
          this.items.push({ header: JSON.parse(lines[i]!), payload: JSON.parse(lines[i + 1]!) });
        }
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://publickey@127.0.0.1:${port}/1`;
  }

  async waitForEvents(count: number, timeoutMs = 5000): Promise<Record<string, unknown>[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.events.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    return this.events;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
