import { z } from 'zod';

/**
 * The CLI's settings from the environment, read here only (as the server reads its own in
 * src/server/env.ts): each overrides what `login` saved.
 */
const cliEnvSchema = z.object({
  /** The server's address. */
  SPECFORGE_URL: z.string().optional(),
  /** A token to use instead of the saved one (CI, scripts, a coding agent's sandbox). */
  SPECFORGE_TOKEN: z.string().optional(),
  /** The folder of config.json (default: the user's config folder). */
  SPECFORGE_CONFIG_DIR: z.string().optional(),
  /** Set: unexpected failures print their stack. */
  SPECFORGE_DEBUG: z.string().optional(),
});
export type CliEnv = z.infer<typeof cliEnvSchema>;

/** Empty variables count as unset, as `SPECFORGE_TOKEN= specforge …` means "none". */
export function cliEnv(source: Record<string, string | undefined> = process.env): CliEnv {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  return cliEnvSchema.parse(present);
}
