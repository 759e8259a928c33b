import { version } from '../../package.json';

/**
 * The CLI's version. Imported (not read from disk beside the source) so the packed CLI carries it:
 * in the tarball there is no package.json two folders up (scripts/pack-cli.ts).
 */
export const cliVersion: string = version;
