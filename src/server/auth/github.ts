import type { BetterAuthPlugin } from 'better-auth';
import { authorizationCodeRequest, getOAuth2Tokens, type OAuth2Tokens } from 'better-auth/oauth2';
import { genericOAuth, type GenericOAuthUserInfo } from 'better-auth/plugins/generic-oauth';
import type { Env } from '../env';

/** The parts of GitHub's `GET /user` we read. */
interface GithubProfile {
  id: number;
  login: string;
  name: string | null;
  email: string | null;
  avatar_url: string;
}

/** One row of GitHub's `GET /user/emails`. */
interface GithubEmail {
  email: string;
  primary: boolean;
  verified: boolean;
}

const TIMEOUT_MS = 10_000;
const trimSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * A server-side call to GitHub: no redirects followed, bounded in time; null for any failure, so an
 * unreachable GitHub ends the sign-in with an error redirect rather than a 500.
 */
async function githubJson<T>(url: string, init: RequestInit): Promise<T | null> {
  try {
    const response = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
    return response.ok ? ((await response.json()) as T) : null;
  } catch {
    return null;
  }
}

/**
 * GitHub sign-in and sign-up through better-auth's generic OAuth plugin, because the built-in GitHub
 * provider hard-codes github.com and api.github.com and tests point these at a local stand-in
 * (tests/fakes/github-oauth.ts). The flow is better-auth's social one: POST /api/auth/sign-in/social
 * `{ provider: 'github' }`, then GitHub returns to /api/auth/callback/github.
 *
 * Only when GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET are both set.
 */
export function githubPlugins(env: Env): BetterAuthPlugin[] {
  const clientId = env.GITHUB_CLIENT_ID;
  const clientSecret = env.GITHUB_CLIENT_SECRET;
  if (!clientId || !clientSecret) return [];
  const oauthUrl = trimSlash(env.GITHUB_OAUTH_URL);
  const apiUrl = trimSlash(env.GITHUB_API_URL);
  const tokenUrl = `${oauthUrl}/login/oauth/access_token`;

  // GitHub answers a bad or used code with 200 `{ error: 'bad_verification_code' }`; the generic
  // exchange would take that for tokens, so the exchange is ours (as better-auth's GitHub provider does).
  const getToken = async (data: {
    code: string;
    redirectURI: string;
    codeVerifier?: string | undefined;
  }): Promise<OAuth2Tokens> => {
    const { body, headers } = await authorizationCodeRequest({ ...data, options: { clientId, clientSecret } });
    const tokens = await githubJson<Record<string, unknown>>(tokenUrl, { method: 'POST', body, headers });
    if (!tokens || 'error' in tokens || typeof tokens.access_token !== 'string') {
      throw new Error(`GitHub token exchange failed: ${String(tokens?.error ?? 'no access token')}`);
    }
    return getOAuth2Tokens(tokens);
  };

  // The same reading as better-auth's GitHub provider: the public email, else the primary one;
  // verified only when GitHub's email list says so.
  const getUserInfo = async (tokens: OAuth2Tokens): Promise<GenericOAuthUserInfo | null> => {
    if (!tokens.accessToken) return null;
    const headers = {
      Authorization: `Bearer ${tokens.accessToken}`,
      Accept: 'application/vnd.github+json',
      'User-Agent': 'Specforge',
    };
    const profile = await githubJson<GithubProfile>(`${apiUrl}/user`, { headers });
    if (!profile) return null;
    const emails = await githubJson<GithubEmail[]>(`${apiUrl}/user/emails`, { headers });
    const email = profile.email ?? (emails?.find((e) => e.primary) ?? emails?.[0])?.email ?? null;
    return {
      id: String(profile.id),
      login: profile.login,
      name: profile.name || profile.login,
      email,
      emailVerified: emails?.find((e) => e.email === email)?.verified ?? false,
      image: profile.avatar_url,
    };
  };

  return [
    genericOAuth({
      config: [
        {
          providerId: 'github',
          name: 'GitHub',
          clientId,
          clientSecret,
          authorizationUrl: `${oauthUrl}/login/oauth/authorize`,
          tokenUrl,
          scopes: ['read:user', 'user:email'],
          getToken,
          getUserInfo,
          // An address GitHub has not verified gets an account and a confirmation email, not a session.
          requireEmailVerification: true,
          disableSignUp: env.SIGNUPS_DISABLED,
        },
      ],
    }),
  ];
}
