import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { acceptedEncoding, compress, type Encoding } from './compression';
import { isAppPath } from '../../shared/paths';
import { landingFile, languageCookie, prerenderPlaceholders, type PrerenderedLanguage } from '../../shared/prerendered-landing';
import { escapeHtml } from '../lib/html';
import type { AppEnv } from './context';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=3600, must-revalidate';
const hasExtension = /\/[^/]+\.[a-z0-9]+$/i;
const prerenderedFile = /^\/landing\.[a-z]+\.html$/;

interface Page {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

/**
 * Serves the built client (`{{APP_ORIGIN}}` in index.html becomes APP_URL's origin): hashed assets with a year-long cache (brotli or gzip files made at build
 * time), other files with a short one, and `index.html` for every other path, with a 404 status when
 * the path is none of the app's routes (the app then shows its 404 page). `/` (and `/index.html`) gets
 * the landing page prerendered at build time in the language of the `language` cookie, when the build
 * made one (ADR 0030). Source maps are served only when `sourceMaps` is on: in production they would
 * publish the client's sources.
 */
export function spaRoutes(clientDir: string, publicConfig: unknown, appUrl = 'http://localhost', options = { sourceMaps: true }) {
  const origin = new URL(appUrl).origin;
  const app = new Hono<AppEnv>();
  const root = path.relative(process.cwd(), clientDir) || '.';
  const configMeta = `<meta name="specforge-config" content="${escapeHtml(JSON.stringify(publicConfig))}">`;
  const supportEmail = (publicConfig as { supportEmail?: unknown } | null)?.supportEmail;
  const pages = new Map<string, Page>();

  // Each page is read, filled in and compressed once, on first use (the client may be built after
  // the server module loads: tests, `npm start`).
  const loadPage = (file: string): Page | undefined => {
    if (!pages.has(file)) {
      const fullPath = path.join(clientDir, file);
      if (!existsSync(fullPath)) return undefined;
      let html = readFileSync(fullPath, 'utf8')
        .replace('<meta name="specforge-config" content="{}">', configMeta)
        // Open Graph wants absolute URLs: the page's origin is known only here.
        .replaceAll('{{APP_ORIGIN}}', escapeHtml(origin));
      if (typeof supportEmail === 'string') html = html.replaceAll(prerenderPlaceholders.supportEmail, escapeHtml(supportEmail));
      pages.set(file, { html, br: compress(html, 'br', 'max'), gzip: compress(html, 'gzip', 'max') });
    }
    return pages.get(file);
  };

  /** The prerendered landing page in the visitor's language, or undefined when the build made none. */
  const landingPage = (languageChoice: string | undefined) => {
    const language: PrerenderedLanguage =
      languageCookie.languages.find((candidate) => candidate === languageChoice) ?? languageCookie.languages[0];
    return loadPage(landingFile(language));
  };

  // Made on first use: the client may be built after the server module loads (tests, `npm start`).
  let files: MiddlewareHandler<AppEnv> | undefined;
  const staticFiles = () => (files ??= existsSync(clientDir) ? serveStatic<AppEnv>({ root, precompressed: true }) : undefined);

  app.get('*', async (c, next) => {
    if (!hasExtension.test(c.req.path) || c.req.path === '/index.html') return next();
    if (!options.sourceMaps && c.req.path.endsWith('.map')) return c.text('Not found', 404);
    // Only ever sent filled in, as `/`.
    if (prerenderedFile.test(c.req.path)) return c.text('Not found', 404);
    const served = await staticFiles()?.(c, async () => {});
    if (!served) return c.text('Not found', 404);
    // Vite puts content hashes in every file name under /assets.
    served.headers.set('Cache-Control', c.req.path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
    served.headers.set('Vary', 'Accept-Encoding');
    return served;
  });

  app.get('*', (c) => {
    const isLanding = c.req.path === '/' || c.req.path === '/index.html';
    const page = (isLanding ? landingPage(getCookie(c, languageCookie.name)) : undefined) ?? loadPage('index.html');
    if (!page) return c.text('The client is not built yet: run `npm run build`.', 503);
    const status = isLanding || isAppPath(c.req.path) ? 200 : 404;
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', isLanding ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
    const encoding: Encoding | undefined = acceptedEncoding(c);
    if (!encoding) return c.html(page.html, status);
    c.header('Content-Encoding', encoding);
    c.header('Content-Type', 'text/html; charset=UTF-8');
    return c.body(new Uint8Array(page[encoding]), status);
  });

  return app;
}
