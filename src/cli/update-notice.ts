import semver from 'semver';
import { cliRunCommand } from '../shared/cli-distribution';
import { printNote } from './output';
import { cliVersion } from './version';

/**
 * Says once, on stderr (stdout may carry JSON or the MCP protocol), when the server runs a newer
 * version than this CLI, and how to run the server's own (ADR 0052). A version that is not semver
 * (a server built from a branch) is left alone.
 */
export function createUpdateNotice(ownVersion: string): (origin: string, serverVersion: string) => void {
  let said = false;
  return (origin, serverVersion) => {
    if (said || !semver.valid(serverVersion) || !semver.valid(ownVersion)) return;
    if (!semver.gt(serverVersion, ownVersion)) return;
    said = true;
    printNote(
      `Note: ${new URL(origin).origin} runs Specforge ${serverVersion}; this CLI is ${ownVersion}. ` +
        `Use the server’s: ${cliRunCommand(origin)} <command>`,
    );
  };
}

/** This process's: the MCP server opens a session per tool call, and says it once all the same. */
export const noteIfServerIsNewer = createUpdateNotice(cliVersion);
