import { ApiClient, type ApiClientOptions } from './api-client';
import { cliEnv, type CliEnv } from './cli-env';
import { connectionFrom, readSavedConfig } from './config';
import { CliError, exitCodes } from './exit-codes';
import { noteIfServerIsNewer } from './update-notice';

export interface Session {
  client: ApiClient;
  /** The server's address, as the manifest records it. */
  url: string;
}

export const NOT_SIGNED_IN = 'NOT_SIGNED_IN';

/** An API client with the saved (or SPECFORGE_*) token; refuses with exit 3 when there is none. */
export async function openSession(
  env: CliEnv = cliEnv(),
  options: Pick<ApiClientOptions, 'timeoutMs'> = {},
): Promise<Session> {
  const { url, token } = connectionFrom(await readSavedConfig(env), env);
  if (!token) {
    throw new CliError(
      exitCodes.notSignedIn,
      'Not signed in: run `specforge login` (or set SPECFORGE_TOKEN).',
      NOT_SIGNED_IN,
    );
  }
  const onServerVersion = (version: string) => noteIfServerIsNewer(url, version);
  return { client: new ApiClient({ url, token, onServerVersion, ...options }), url };
}
