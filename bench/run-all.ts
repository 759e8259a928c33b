/**
 * `npm run bench`: runs every `bench/*.bench.ts` in name order, one after the other, printing each
 * result. Exits 0 when all of them ran, 1 when any threw (the others still run).
 * `npm run bench -- lighthouse health` runs only the benchmarks whose names start with those words.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isBench, type BenchResult } from './lib/bench';

const dir = import.meta.dirname;
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => only.length === 0 || only.some((prefix) => name.startsWith(prefix)))
  .sort();

const results: BenchResult[] = [];
let failed = 0;

for (const file of files) {
  console.log(`\n▶ ${file}`);
  const started = performance.now();
  try {
    const module = (await import(pathToFileURL(path.join(dir, file)).href)) as { default?: unknown };
    if (!isBench(module.default)) throw new Error(`${file} has no default-exported benchmark function`);
    const result = await module.default();
    results.push(result);
    console.log(result.summary);
    for (const [key, value] of Object.entries(result.metrics)) console.log(`  ${key}: ${value}`);
    console.log(`  (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    failed += 1;
    console.error(`✗ ${file} failed:`, error instanceof Error ? error.message : error);
  }
}

console.log(`\n${results.length} of ${files.length} benchmark(s) ran.`);
for (const result of results) console.log(result.summary);
process.exit(failed > 0 ? 1 : 0);
