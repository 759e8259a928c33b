/**
 * The JavaScript a first visit to `/` downloads before anything else: the entry script and every
 * module it preloads, gzip-compressed (level 9, as served), against its budget of 90 kB.
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

  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const scripts = [
    ...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((m) => m[1]!);
  const css = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  const gzipKb = (file: string) => gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length / 1024;

  const rows = scripts.map((file) => ({ file, 'gzip kB': Number(gzipKb(file).toFixed(2)) }));
  console.table(rows);
  const jsKb = rows.reduce((sum, row) => sum + row['gzip kB'], 0);
  const cssKb = css.reduce((sum, file) => sum + gzipKb(file), 0);
  const ratio = jsKb / budgetKb;
  return {
    name: 'bundle-size',
    summary: `bundle-size: initial JS for / ${jsKb.toFixed(1)} kB gzip in ${scripts.length} files, ${(ratio * 100).toFixed(0)}% of the ${budgetKb} kB budget (${ratio <= 1 ? 'met' : 'NOT met'}); CSS ${cssKb.toFixed(1)} kB`,
    metrics: { initialJsGzipKb: Number(jsKb.toFixed(1)), files: scripts.length, budgetRatio: Number(ratio.toFixed(2)), cssGzipKb: Number(cssKb.toFixed(1)) },
  };
}
