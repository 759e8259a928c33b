import { Hono } from 'hono';
import { paths } from '../../shared/paths';
import type { AppEnv } from './context';

/** The pages search engines should index: the public site, not the app behind it. */
export const indexedPaths = [paths.home.href(), paths.contact.href(), paths.privacy.href(), paths.terms.href(), paths.cookies.href()];

/** What crawlers may not fetch: the app, its API and the flows that only make sense mid-journey. */
const disallowed = ['/dashboard', '/api/', '/auth/', '/checkout', '/payment/', '/offer/', '/dev/'];

/** `robots.txt` and `sitemap.xml`, with absolute URLs on the configured origin (APP_URL). */
export function seoRoutes(appUrl: string) {
  const origin = new URL(appUrl).origin;
  const app = new Hono<AppEnv>();

  const robots = ['User-agent: *', 'Allow: /', ...disallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(robots);
  });

  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...indexedPaths.map((path) => `  <url><loc>${origin}${path}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  app.get('/sitemap.xml', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(sitemap, 200, { 'Content-Type': 'application/xml; charset=UTF-8' });
  });

  return app;
}
