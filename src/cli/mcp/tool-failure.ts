import { ApiError } from '../api-client';
import { CliError } from '../exit-codes';
import { NOT_SIGNED_IN } from '../session';

/**
 * What a failed tool call tells the agent. A refused token, a server out of reach or no sign-in is
 * fixed outside the agent's reach, so the text names the cause and the fix to pass on to its user;
 * anything else is the server's (or the CLI's) own message with its code.
 */

const REACH_FIX = 'is it running? Check SPECFORGE_URL or `specforge login --url <address>`.';

/** The reason of a NETWORK failure, without the "Could not reach <origin>:" the client puts first. */
const reachReason = (message: string) => message.replace(/^Could not reach \S+: /, '');

export function toolFailureText(error: unknown, serverUrl: string | undefined): string {
  const where = serverUrl ? ` at ${serverUrl}` : '';
  const server = `the Specforge server${where}`;
  if (error instanceof CliError && error.code === NOT_SIGNED_IN) {
    return 'Not signed in: run `specforge login` in a terminal (or set SPECFORGE_TOKEN in this MCP server’s env and restart it).';
  }
  if (error instanceof ApiError && error.code === 'NETWORK')
    return `Could not reach ${server} (${reachReason(error.message)}): ${REACH_FIX}`;
  if (error instanceof Error && error.name === 'TimeoutError')
    return `Could not reach ${server} (it stopped answering): ${REACH_FIX}`;
  if (error instanceof ApiError && error.status === 401) {
    return (
      `The Specforge server${where} refused the token (${error.message}): make a new token in Settings → API tokens ` +
      'and run `specforge login` again (or set it as SPECFORGE_TOKEN in this MCP server’s env).'
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  const code = error instanceof Error && 'code' in error && typeof error.code === 'string' ? ` (${error.code})` : '';
  return `${message}${code}`;
}
