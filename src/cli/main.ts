import { Command, CommanderError } from 'commander';
import { ApiError } from './api-client';
import { cliEnv } from './cli-env';
import { askCommand } from './commands/ask';
import { checkCommand } from './commands/check';
import { loginCommand } from './commands/login';
import { logoutCommand } from './commands/logout';
import { mcpCommand } from './commands/mcp';
import { nextCommand } from './commands/next';
import { projectsCommand } from './commands/projects';
import { pullCommand } from './commands/pull';
import { doneCommand, startCommand } from './commands/task-status';
import { CliError, errorCodeOf, exitCodeFor, exitCodes } from './exit-codes';
import { printError, printNote } from './output';
import { cliVersion } from './version';

/**
 * `specforge`: the kit in the repository, and the task board for coding agents. Every command
 * prints its result on stdout (JSON with `--json`) and everything else on stderr, and exits with a
 * code from exit-codes.ts.
 */

export function buildProgram(): Command {
  const program = new Command('specforge')
    .description('Specforge from the command line: pull your kit into the repository and work through its task board.')
    .version(cliVersion)
    .showHelpAfterError()
    .exitOverride();
  for (const command of [
    loginCommand(),
    logoutCommand(),
    projectsCommand(),
    pullCommand(),
    nextCommand(),
    startCommand(),
    doneCommand(),
    askCommand(),
    checkCommand(),
    // Its stdout carries the protocol: nothing else may print on stdout while it runs.
    mcpCommand(),
  ]) {
    program.addCommand(command.exitOverride().showHelpAfterError());
  }
  return program;
}

function report(error: unknown, json: boolean): void {
  const exitCode = exitCodeFor(error);
  const message = error instanceof Error ? error.message : String(error);
  if (json) {
    printError(message, { error: { code: errorCodeOf(error), message, exitCode } });
    return;
  }
  printError(message, null);
  const known = error instanceof CliError || error instanceof ApiError;
  if (!known && cliEnv().SPECFORGE_DEBUG && error instanceof Error && error.stack) printNote(error.stack);
}

/** Runs the command line `argv` (node's: the first two are node and the script); resolves to the exit code. */
export async function main(argv: readonly string[]): Promise<number> {
  try {
    await buildProgram().parseAsync([...argv]);
    return exitCodes.ok;
  } catch (error) {
    // Commander has printed its message (or the help, or the version) already.
    if (error instanceof CommanderError) return error.exitCode === 0 ? exitCodes.ok : exitCodes.usage;
    report(error, argv.includes('--json'));
    return exitCodeFor(error);
  }
}
