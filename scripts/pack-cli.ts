/**
 * The CLI as the server hands it out (ADR 0052): src/cli bundled with everything it imports into one
 * ESM file, beside a package.json without dependencies, packed by `npm pack` into
 * dist/cli/specforge-<version>.tgz. Installing it never asks a registry for anything.
 *
 * `tsx scripts/pack-cli.ts` (part of `npm run build`); `npm start` and the tests that install the CLI
 * call `packCli()`. The bundle is made every time (it takes a moment); the tarball is packed again only
 * when the bundle or the package.json differ from the ones it holds, so its bytes (and ETag) stay put.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const project = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  version: string;
  description: string;
  license?: string;
};

export const cliDir = path.join(root, 'dist/cli');
export const cliTarballName = (version: string) => `specforge-${version}.tgz`;
const binFile = 'specforge.js';

/** The CLI as one file: the same entry as bin/specforge.js, with node's `require` for bundled CommonJS code. */
async function bundle(): Promise<string> {
  const result = await build({
    stdin: {
      contents: "import { main } from './main';\nprocess.exitCode = await main(process.argv);\n",
      resolveDir: path.join(root, 'src/cli'),
      sourcefile: 'specforge.ts',
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    minify: true,
    legalComments: 'eof',
    write: false,
    logLevel: 'warning',
    banner: {
      js: [
        '#!/usr/bin/env node',
        "import { createRequire as __specforgeRequire } from 'node:module';",
        'const require = __specforgeRequire(import.meta.url);',
      ].join('\n'),
    },
  });
  return result.outputFiles[0]!.text;
}

function manifest(): string {
  const pkg = {
    name: 'specforge',
    version: project.version,
    description: project.description,
    type: 'module',
    bin: { specforge: binFile },
    files: [binFile],
    engines: { node: '>=20' },
    // No dependencies: every one is inside specforge.js.
    ...(project.license ? { license: project.license } : {}),
  };
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

/** Builds dist/cli/specforge-<version>.tgz unless it already holds this bundle; returns its path. */
export async function packCli(): Promise<string> {
  const [code, pkg] = [await bundle(), manifest()];
  const tarball = path.join(cliDir, cliTarballName(project.version));
  // What the tarball was packed from, by content: the tarball's own bytes carry a timestamp.
  const source = createHash('sha256').update(pkg).update(code).digest('hex');
  const stamp = `${tarball}.source-sha256`;
  if (existsSync(tarball) && existsSync(stamp) && readFileSync(stamp, 'utf8') === source) {
    // Touched so `npm start`, which compares the stamp's time with the sources', finds it current.
    const now = new Date();
    utimesSync(stamp, now, now);
    return tarball;
  }
  mkdirSync(cliDir, { recursive: true });
  // Staged beside the result and renamed into place: two builds at once (parallel test files) each
  // leave a whole tarball, never a half-written one.
  const staging = mkdtempSync(path.join(cliDir, '.pack-'));
  try {
    const folder = path.join(staging, 'package');
    mkdirSync(folder);
    writeFileSync(path.join(folder, binFile), code, { mode: 0o755 });
    writeFileSync(path.join(folder, 'package.json'), pkg);
    const npm = spawnSync('npm', ['pack', '--silent', '--pack-destination', staging], {
      cwd: folder,
      encoding: 'utf8',
      env: { ...process.env, npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false' },
    });
    if (npm.status !== 0) throw new Error(`npm pack failed: ${npm.stderr || npm.error?.message}`);
    renameSync(path.join(staging, cliTarballName(project.version)), tarball);
    writeFileSync(path.join(staging, 'stamp'), source);
    renameSync(path.join(staging, 'stamp'), stamp);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return tarball;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const tarball = await packCli();
  const bytes = readFileSync(tarball).length;
  console.log(`${path.relative(root, tarball)}: ${(bytes / 1024).toFixed(0)} KiB`);
}
