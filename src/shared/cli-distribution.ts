/**
 * The CLI comes from the server it talks to (ADR 0052), never from a registry name: these are the
 * addresses and the header the server, the website and the CLI agree on.
 */

/** Where a server hands out the CLI of its own version. */
export const cliTarballPaths = {
  latest: '/cli/specforge.tgz',
  version: (version: string) => `/cli/specforge-${version}.tgz`,
};

/** What runs the CLI `origin` hands out, e.g. `npx --yes https://specforge.example/cli/specforge.tgz`. */
export const cliRunCommand = (origin: string) => `npx --yes ${new URL(origin).origin}${cliTarballPaths.latest}`;

/** The command that signs the CLI in to `origin` with `token`, as the token page shows it. */
export const cliLoginCommand = (origin: string, token: string) =>
  `${cliRunCommand(origin)} login --url ${new URL(origin).origin} --token ${token}`;

/** Every /api answer carries the server's version here, so the CLI can tell when it is older. */
export const serverVersionHeader = 'Specforge-Version';
