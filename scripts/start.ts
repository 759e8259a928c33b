/**
 * `npm start`: builds the client, and packs the CLI the server hands out (scripts/pack-cli.ts), when
 * either is missing or older than its sources, then starts the
 * server (which applies migrations and serves the API and the app on PORT) in this same process.
 * It runs as `node --import tsx`, not under the tsx command, whose relay kills the server when it
 * does not confirm a signal within 30 ms: SIGTERM and Ctrl-C reach the server itself, which drains
 * its requests and kit steps and closes the database.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'dist/client/index.html');
const clientInputs = ['src/client', 'src/shared', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];
const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
/** Written (or touched) each time pack-cli.ts finds the tarball holds the current bundle. */
const packedCliStamp = path.join(root, `dist/cli/specforge-${version}.tgz.source-sha256`);
const cliInputs = ['src/cli', 'src/shared', 'package.json', 'package-lock.json'];

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(target).map((name) => newestChange(path.join(target, name))));
}

function isStale(built: string, inputs: string[]): boolean {
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return inputs.some((input) => newestChange(path.join(root, input)) > builtAt);
}

if (isStale(builtIndex, clientInputs)) {
  console.log('Building the client…');
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (isStale(packedCliStamp, cliInputs)) {
  console.log('Packing the CLI…');
  const { packCli } = await import('./pack-cli');
  await packCli();
}

await import('../src/server/main');
