import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Where `npm run build` (scripts/pack-cli.ts) leaves the packed CLI. */
export const defaultCliDir = path.resolve('dist/cli');

/**
 * The packed CLI of this server's version, read from disk on each request: it may be built after the
 * server starts (`npm start` and the tests build it on demand), and it is asked for rarely.
 */
export async function readCliTarball(dir: string, version: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path.join(dir, `specforge-${version}.tgz`));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
