import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Hono } from 'hono';
import { acceptedEncoding, compress, type Encoding } from './compression';

/**
 * `/api/docs`: the OpenAPI document rendered by Swagger UI, served from the npm package (no CDN)
 * and started by a script file of ours, as the CSP allows no inline script.
 */

const swaggerDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const page = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Specforge API</title>
  <link rel="stylesheet" href="/api/docs/swagger-ui.css">
  <style>body { margin: 0; } .topbar { display: none; }</style>
</head>
<body>
  <div id="docs"></div>
  <script src="/api/docs/swagger-ui-bundle.js"></script>
  <script src="/api/docs/init.js"></script>
</body>
</html>
`;

// Bearer tokens are typed into the Authorize dialog; the session cookie goes with every request anyway.
const init = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#docs', deepLinking: true, persistAuthorization: false });\n`;

interface Asset {
  type: string;
  read: () => string;
}

const assets: Record<string, Asset> = {
  'swagger-ui.css': { type: 'text/css; charset=utf-8', read: () => readFileSync(path.join(swaggerDir, 'swagger-ui.css'), 'utf8') },
  'swagger-ui-bundle.js': {
    type: 'text/javascript; charset=utf-8',
    read: () => readFileSync(path.join(swaggerDir, 'swagger-ui-bundle.js'), 'utf8'),
  },
  'init.js': { type: 'text/javascript; charset=utf-8', read: () => init },
};

/** Each asset read and compressed once, on its first request: most servers never render the docs. */
const cache = new Map<string, string | Buffer>();
function body(name: string, asset: Asset, encoding: Encoding | undefined): string | Buffer {
  const key = `${name}:${encoding ?? 'identity'}`;
  let cached = cache.get(key);
  if (cached === undefined) {
    const text = asset.read();
    cached = encoding ? compress(text, encoding, 'max') : text;
    cache.set(key, cached);
  }
  return cached;
}

export function apiDocsRoutes() {
  return new Hono()
    .get('/api/docs', (c) => c.html(page))
    .get('/api/docs/:file', (c) => {
      const name = c.req.param('file');
      const asset = Object.hasOwn(assets, name) ? assets[name] : undefined;
      if (!asset) return c.notFound();
      const encoding = acceptedEncoding(c);
      c.header('Content-Type', asset.type);
      c.header('Cache-Control', 'public, max-age=3600');
      c.header('Vary', 'Accept-Encoding');
      if (encoding) c.header('Content-Encoding', encoding);
      const content = body(name, asset, encoding);
      return c.body(typeof content === 'string' ? content : new Uint8Array(content), 200);
    });
}
