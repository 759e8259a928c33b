import { Command } from 'commander';
import { configFile, readSavedConfig, removeSavedConfigFile, writeSavedConfig } from '../config';
import { printJson, printLines } from '../output';
import { jsonOption } from './options';

export function logoutCommand(): Command {
  return new Command('logout')
    .description('forget the saved token (it stays valid until revoked on the website)')
    .addOption(jsonOption())
    .action(async (options: { json?: boolean }) => {
      const { token, ...rest } = await readSavedConfig();
      if (Object.keys(rest).length > 0) await writeSavedConfig(rest);
      else await removeSavedConfigFile();
      if (options.json) {
        printJson({ signedOut: token !== undefined });
        return;
      }
      printLines(
        token === undefined ? 'No token was saved.' : `The token is removed from ${configFile()}.`,
        'To make it unusable everywhere, revoke it in Settings → API tokens.',
      );
    });
}
