/**
 * zod compiles object schemas with `new Function` when it may. Our CSP forbids eval, so its probe
 * is refused and Chromium logs a CSP issue on every page that builds a schema (Lighthouse counts it
 * against best practices). In the browser it uses its interpreter from the start.
 *
 * zod keeps its settings on `globalThis.__zod_globalConfig` and adopts an object already there, so
 * this costs no import of zod in the landing page's first load (zod-jitless.test.ts checks zod still
 * reads it). Imported first by app/start-app.tsx: the setting must precede every schema.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
