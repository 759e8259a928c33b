import { CommanderError } from 'commander';
import { DataDirLockedError } from '../data-dir-lock';
import { EnvError } from '../../env';
import { BackupError } from './backup-error';

/**
 * Runs a backup or restore command and exits with its outcome: 0 done, 2 bad arguments, 1 any
 * failure. Expected failures print their message alone; anything else its message and cause,
 * not a stack (`--debug` adds it).
 */
export function runScript(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      if (error instanceof CommanderError) process.exit(error.exitCode === 0 ? 0 : 2);
      if (error instanceof BackupError || error instanceof EnvError || error instanceof DataDirLockedError) {
        console.error(error.message);
      } else {
        console.error(`Unexpected failure: ${error instanceof Error ? error.message : String(error)}`);
        if (process.argv.includes('--debug') && error instanceof Error) console.error(error.stack);
      }
      process.exit(1);
    },
  );
}
