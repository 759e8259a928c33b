import { Hono, type Context } from 'hono';
import { etag } from 'hono/etag';
import { cliTarballPaths } from '../../../shared/cli-distribution';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/context';
import { readCliTarball } from './cli-download.service';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The latest changes with a deploy: kept briefly, then checked again by its ETag. */
const LATEST = 'public, max-age=300, must-revalidate';

/**
 * The CLI as an npm tarball (ADR 0052): `npx --yes <server>/cli/specforge.tgz …` runs the CLI of the
 * server's own version. Only this version is kept; another version's name is a 404.
 */
export function cliDownloadRoutes({ dir, version }: { dir: string; version: string }) {
  const serve = (cacheControl: string) => async (c: Context<AppEnv>) => {
    const tarball = await readCliTarball(dir, version);
    if (!tarball) throw new AppError('NOT_FOUND', 'This server has no packed CLI: run `npm run build`.');
    return c.body(new Uint8Array(tarball), 200, {
      'Content-Type': 'application/gzip',
      'Content-Disposition': `attachment; filename="specforge-${version}.tgz"`,
      'Cache-Control': cacheControl,
    });
  };
  return new Hono<AppEnv>()
    .use('/cli/*', etag())
    .get(cliTarballPaths.latest, serve(LATEST))
    .get(cliTarballPaths.version(version), serve(IMMUTABLE))
    .get('/cli/*', () => {
      throw new AppError('NOT_FOUND', `This server hands out the CLI of its own version, ${version}, at ${cliTarballPaths.latest}.`);
    });
}
