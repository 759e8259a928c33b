/**
 * The JavaScript a first visit downloads before anything else: the entry script and every module it
 * preloads, gzip-compressed (level 9, as served). For `/` (the prerendered landing page's boot
 * script) and for every other page (the app), whose first load has a budget of 90 kB.
 * Builds the client first so the figure is for the current sources.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchResult } from './lib/bench';

const root = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(root, 'dist/client');
const budgetKb = 90;

export default async function run(): Promise<BenchResult> {
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('vite build failed');

  const gzipKb = (file: string) => gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length / 1024;
  /** The scripts a page's HTML loads before anything else (its entry and the modules it preloads), and its stylesheets. */
  const firstLoad = (htmlFile: string) => {
    const html = readFileSync(path.join(clientDir, htmlFile), 'utf8');
    const scripts = [
      ...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g),
      ...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
    ].map((m) => m[1]!);
    const css = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
    const rows = scripts.map((file) => ({ page: htmlFile, file, 'gzip kB': Number(gzipKb(file).toFixed(2)) }));
    return { rows, jsKb: rows.reduce((sum, row) => sum + row['gzip kB'], 0), cssKb: css.reduce((sum, file) => sum + gzipKb(file), 0) };
  };

  // `/` is the prerendered landing page, whose only script starts the app later (ADR 0030); every
  // other path loads the app itself from index.html.
  const landing = firstLoad('landing.en.html');
  const app = firstLoad('index.html');
  console.table([...landing.rows, ...app.rows]);
  const ratio = app.jsKb / budgetKb;
  return {
    name: 'bundle-size',
    summary:
      `bundle-size: initial JS for / (prerendered) ${landing.jsKb.toFixed(1)} kB gzip in ${landing.rows.length} file(s); ` +
      `for the app's pages ${app.jsKb.toFixed(1)} kB gzip in ${app.rows.length} files, ${(ratio * 100).toFixed(0)}% of the ${budgetKb} kB budget (${ratio <= 1 ? 'met' : 'NOT met'}); CSS ${app.cssKb.toFixed(1)} kB`,
    metrics: {
      landingJsGzipKb: Number(landing.jsKb.toFixed(1)),
      initialJsGzipKb: Number(app.jsKb.toFixed(1)),
      files: app.rows.length,
      budgetRatio: Number(ratio.toFixed(2)),
      cssGzipKb: Number(app.cssKb.toFixed(1)),
    },
  };
}
