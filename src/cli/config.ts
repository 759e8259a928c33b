import { mkdir, readFile, rename, rm, writeFile, chmod } from 'node:fs/promises';
import path from 'node:path';
import envPaths from 'env-paths';
import { z } from 'zod';
import { cliEnv, type CliEnv } from './cli-env';
import { CliError, exitCodes } from './exit-codes';

/**
 * Where the CLI keeps the server's address and the token: `config.json` in the user's config
 * folder (`~/.config/specforge` on Linux), readable by its owner only since it holds a secret.
 */

export const DEFAULT_SERVER_URL = 'http://localhost:3000';

const savedConfig = z.object({
  url: z.string().optional(),
  token: z.string().optional(),
});
export type SavedConfig = z.infer<typeof savedConfig>;

export function configDir(env: CliEnv = cliEnv()): string {
  return env.SPECFORGE_CONFIG_DIR ?? envPaths('specforge', { suffix: '' }).config;
}

export function configFile(env: CliEnv = cliEnv()): string {
  return path.join(configDir(env), 'config.json');
}

export async function readSavedConfig(env: CliEnv = cliEnv()): Promise<SavedConfig> {
  const file = configFile(env);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  let parsed: ReturnType<typeof savedConfig.safeParse>;
  try {
    parsed = savedConfig.safeParse(JSON.parse(text));
  } catch {
    parsed = savedConfig.safeParse(null);
  }
  if (!parsed.success)
    throw new CliError(exitCodes.unexpected, `${file} is not a Specforge config file: fix or remove it.`);
  return parsed.data;
}

/** Written to a private temporary file then renamed, so the token is never readable by others, even briefly. */
export async function writeSavedConfig(config: SavedConfig, env: CliEnv = cliEnv()): Promise<string> {
  const file = configFile(env);
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  await chmod(temporary, 0o600);
  await rename(temporary, file);
  return file;
}

export async function removeSavedConfigFile(env: CliEnv = cliEnv()): Promise<void> {
  await rm(configFile(env), { force: true });
}

export interface Connection {
  url: string;
  token: string | undefined;
}

/** The server and token to use: SPECFORGE_URL and SPECFORGE_TOKEN win over the saved ones. */
export function connectionFrom(saved: SavedConfig, env: CliEnv = cliEnv()): Connection {
  return {
    url: env.SPECFORGE_URL ?? saved.url ?? DEFAULT_SERVER_URL,
    token: env.SPECFORGE_TOKEN ?? saved.token,
  };
}
