import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { isAppPath } from '../../shared/paths';
import type { AppEnv } from './context';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=3600, must-revalidate';
const hasExtension = /\/[^/]+\.[a-z0-9]+$/i;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Serves the built client: hashed assets with a year-long cache (brotli or gzip files made at build
 * time), other files with a short one, and `index.html` for every other path, with a 404 status when
 * the path is none of the app's routes (the app then shows its 404 page).
 */
export function spaRoutes(clientDir: string, publicConfig: unknown) {
  const app = new Hono<AppEnv>();
  const indexFile = path.join(clientDir, 'index.html');
  const root = path.relative(process.cwd(), clientDir) || '.';
  let indexHtml: string | undefined;

  const loadIndex = () => {
    if (indexHtml === undefined && existsSync(indexFile)) {
      const meta = `<meta name="specforge-config" content="${escapeAttribute(JSON.stringify(publicConfig))}">`;
      indexHtml = readFileSync(indexFile, 'utf8').replace('<meta name="specforge-config" content="{}">', meta);
    }
    return indexHtml;
  };

  const files = serveStatic<AppEnv>({
    root,
    precompressed: true,
    onFound: (filePath, c) => {
      c.header('Cache-Control', filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : REVALIDATE);
      c.header('Vary', 'Accept-Encoding');
    },
  });

  app.get('*', async (c, next) => {
    if (!hasExtension.test(c.req.path)) return next();
    const served = await files(c, async () => {});
    return served ?? c.text('Not found', 404);
  });

  app.get('*', (c) => {
    const html = loadIndex();
    if (!html) return c.text('The client is not built yet: run `npm run build`.', 503);
    c.header('Cache-Control', 'no-cache');
    return c.html(html, isAppPath(c.req.path) ? 200 : 404);
  });

  return app;
}
