import { packCli } from '../../scripts/pack-cli';

let packed: Promise<string> | undefined;

/**
 * dist/cli/specforge-<version>.tgz as `npm run build` makes it, for the tests that install the CLI
 * from a server: vitest runs before the build in `npm test`, so they make it themselves. Packed again
 * only when the bundle changed (scripts/pack-cli.ts), once per test process.
 */
export function cliTarball(): Promise<string> {
  return (packed ??= packCli());
}
