import { Command } from 'commander';
import { ApiClient } from '../api-client';
import { connectionFrom, readSavedConfig, writeSavedConfig } from '../config';
import { CliError, exitCodes } from '../exit-codes';
import { printJson, printLines } from '../output';
import { readToken } from '../token-input';
import { noteIfServerIsNewer } from '../update-notice';
import { jsonOption } from './options';

function checkedUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new CliError(exitCodes.usage, `“${url}” is not a URL (e.g. https://specforge.example.com).`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new CliError(exitCodes.usage, `“${url}” is not an http(s) address.`);
  }
  return parsed.origin;
}

export function loginCommand(): Command {
  return new Command('login')
    .description('sign in with an API token (Settings → API tokens on the website) and save it')
    .option('--token <token>', 'the token (otherwise typed at a prompt, or read from stdin when piped)')
    .option('--url <url>', 'the server’s address (default: SPECFORGE_URL, the saved one, or http://localhost:3000)')
    .addOption(jsonOption())
    .action(async (options: { token?: string; url?: string; json?: boolean }) => {
      const saved = await readSavedConfig();
      const url = checkedUrl(options.url ?? connectionFrom(saved).url);
      const token = (options.token ?? (await readToken())).trim();
      if (!token)
        throw new CliError(exitCodes.usage, 'No token given: pass --token, type it at the prompt, or pipe it in.');
      const current = await new ApiClient({ url, token, onServerVersion: (version) => noteIfServerIsNewer(url, version) }).currentToken();
      const configFile = await writeSavedConfig({ ...saved, url, token });
      if (options.json) {
        printJson({
          url,
          account: current.account,
          token: { name: current.name, scope: current.scope, expiresAt: current.expiresAt },
          configFile,
        });
        return;
      }
      const access = current.scope === 'write' ? 'read and write' : 'read only';
      printLines(
        `Signed in to ${url} as ${current.account.name} <${current.account.email}>.`,
        `Token “${current.name}” (${current.scope}: ${access})${current.expiresAt ? `, expires ${current.expiresAt.slice(0, 10)}` : ''}.`,
        `Saved in ${configFile}.`,
      );
    });
}
