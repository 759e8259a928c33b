import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeGithubEmail {
  email: string;
  primary: boolean;
  verified: boolean;
}

/** The person who signs in at the stand-in: `GET /user` fields plus `GET /user/emails`. */
export interface FakeGithubUser {
  id: number;
  login: string;
  name: string | null;
  /** The public profile email; GitHub sends null when the user keeps it private. */
  email: string | null;
  avatar_url: string;
  emails: FakeGithubEmail[];
}

export interface FakeGithubOptions {
  clientId: string;
  clientSecret: string;
  user?: FakeGithubUser;
}

/** What the token endpoint received, for assertions on how the app talks to GitHub. */
export interface TokenRequest {
  accept: string | undefined;
  params: Record<string, string>;
}

interface Grant {
  user: FakeGithubUser;
  redirectUri: string;
  scope: string;
  codeChallenge: string | null;
}

const json = (res: ServerResponse, status: number, body: unknown) =>
  void res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));

/**
 * A local stand-in for GitHub's OAuth web flow and REST API on loopback, speaking GitHub's protocol:
 *
 * - `GET /login/oauth/authorize`: the user approves at once; 302 to `redirect_uri?code&state`
 *   (or `error=access_denied` after `decline = true`).
 * - `POST /login/oauth/access_token`: form or JSON, client secret in the body or Basic auth; codes are
 *   single use and PKCE is checked when the authorize request carried a challenge. Like GitHub it
 *   answers 200 even for errors (`{ error: 'bad_verification_code' }`), JSON only when asked for
 *   with `Accept: application/json`, else form-encoded.
 * - `GET /user`, `GET /user/emails` with `Authorization: Bearer`: a User-Agent is required, a wrong
 *   token is 401 `Bad credentials`, and the emails need the `user:email` scope.
 *
 * One origin serves both roles (GITHUB_OAUTH_URL and GITHUB_API_URL).
 */
export class FakeGithub {
  readonly calls = { authorize: 0, token: 0, user: 0, emails: 0 };
  readonly tokenRequests: TokenRequest[] = [];
  /** When true, the user declines on the authorize page. */
  decline = false;
  private user: FakeGithubUser;
  private readonly codes = new Map<string, Grant>();
  private readonly tokens = new Map<string, { user: FakeGithubUser; scope: string }>();
  private server?: Server;

  constructor(private readonly options: FakeGithubOptions) {
    this.user = options.user ?? fakeGithubUser();
  }

  /** The person who approves the next authorization (tokens already issued keep their user). */
  setUser(user: FakeGithubUser): void {
    this.user = user;
  }

  async start(port = 0): Promise<{ oauthUrl: string; apiUrl: string }> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => json(res, 500, { message: String(error) }));
    });
    const server = this.server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { oauthUrl: origin, apiUrl: origin };
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'GET' && url.pathname === '/login/oauth/authorize') return this.authorize(url, res);
    if (req.method === 'POST' && url.pathname === '/login/oauth/access_token') return this.accessToken(req, res);
    if (req.method === 'GET' && (url.pathname === '/user' || url.pathname === '/user/emails'))
      return this.api(url.pathname, req, res);
    json(res, 404, { message: 'Not Found' });
  }

  private authorize(url: URL, res: ServerResponse): void {
    this.calls.authorize++;
    const query = url.searchParams;
    const redirectUri = query.get('redirect_uri');
    if (query.get('client_id') !== this.options.clientId || !redirectUri) {
      return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found');
    }
    const target = new URL(redirectUri);
    const state = query.get('state');
    if (this.decline) {
      target.searchParams.set('error', 'access_denied');
      target.searchParams.set('error_description', 'The user has denied your application access.');
    } else {
      const code = randomBytes(10).toString('hex');
      this.codes.set(code, {
        user: this.user,
        redirectUri,
        scope: (query.get('scope') ?? '')
          .split(/[\s,]+/)
          .filter(Boolean)
          .join(','),
        codeChallenge: query.get('code_challenge_method') === 'S256' ? query.get('code_challenge') : null,
      });
      target.searchParams.set('code', code);
    }
    if (state !== null) target.searchParams.set('state', state);
    res.writeHead(302, { Location: target.toString() }).end();
  }

  private async accessToken(req: IncomingMessage, res: ServerResponse): Promise<void> {
    this.calls.token++;
    const params = await readParams(req);
    this.tokenRequests.push({ accept: req.headers.accept, params });
    const basic = basicCredentials(req.headers.authorization);
    const clientId = basic?.id ?? params.client_id;
    const clientSecret = basic?.secret ?? params.client_secret;
    const answer = (body: Record<string, string>) => {
      if (req.headers.accept?.includes('application/json')) return json(res, 200, body);
      res
        .writeHead(200, { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8' })
        .end(new URLSearchParams(body).toString());
    };
    const fail = (error: string, description: string) =>
      answer({
        error,
        error_description: description,
        error_uri:
          'https://docs.github.com/apps/managing-oauth-apps/troubleshooting-oauth-app-access-token-request-errors',
      });

    if (clientId !== this.options.clientId || clientSecret !== this.options.clientSecret) {
      return fail('incorrect_client_credentials', 'The client_id and/or client_secret passed are incorrect.');
    }
    const code = params.code ?? '';
    const grant = this.codes.get(code);
    this.codes.delete(code);
    if (!grant) return fail('bad_verification_code', 'The code passed is incorrect or expired.');
    if (params.redirect_uri && params.redirect_uri !== grant.redirectUri) {
      return fail(
        'redirect_uri_mismatch',
        'The redirect_uri MUST match the registered callback URL for this application.',
      );
    }
    if (grant.codeChallenge) {
      const verifier = params.code_verifier ?? '';
      if (createHash('sha256').update(verifier).digest('base64url') !== grant.codeChallenge) {
        return fail('bad_verification_code', 'The code_verifier does not match the code_challenge.');
      }
    }
    const token = `gho_${randomBytes(18).toString('hex')}`;
    this.tokens.set(token, { user: grant.user, scope: grant.scope });
    answer({ access_token: token, token_type: 'bearer', scope: grant.scope });
  }

  private api(path: string, req: IncomingMessage, res: ServerResponse): void {
    if (path === '/user') this.calls.user++;
    else this.calls.emails++;
    if (!req.headers['user-agent']) {
      return json(res, 403, {
        message: 'Request forbidden by administrative rules. Please make sure your request has a User-Agent header.',
      });
    }
    const token = /^(?:Bearer|token)\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const grant = token ? this.tokens.get(token) : undefined;
    if (!grant)
      return json(res, 401, {
        message: 'Bad credentials',
        documentation_url: 'https://docs.github.com/rest',
        status: '401',
      });
    const { emails, ...profile } = grant.user;
    if (path === '/user') return json(res, 200, profile);
    const scopes = grant.scope.split(',');
    if (!scopes.includes('user:email') && !scopes.includes('user')) return json(res, 404, { message: 'Not Found' });
    json(
      res,
      200,
      emails.map((e) => ({ ...e, visibility: e.primary ? 'private' : null })),
    );
  }
}

/** A GitHub user with one verified primary address, public unless `email: null` is passed. */
export function fakeGithubUser(overrides: Partial<FakeGithubUser> = {}): FakeGithubUser {
  const login = overrides.login ?? 'octocat';
  const address = overrides.emails?.find((e) => e.primary)?.email ?? `${login}@example.com`;
  return {
    id: 583231,
    login,
    name: 'The Octocat',
    email: address,
    avatar_url: `https://avatars.githubusercontent.com/u/${overrides.id ?? 583231}?v=4`,
    emails: [{ email: address, primary: true, verified: true }],
    ...overrides,
  };
}

async function readParams(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (req.headers['content-type']?.includes('application/json')) {
    const body = JSON.parse(text || '{}') as Record<string, unknown>;
    return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, String(value)]));
  }
  return Object.fromEntries(new URLSearchParams(text));
}

function basicCredentials(header: string | undefined): { id: string; secret: string } | undefined {
  const encoded = /^Basic\s+(\S+)$/i.exec(header ?? '')?.[1];
  if (!encoded) return undefined;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return { id: decodeURIComponent(decoded.slice(0, colon)), secret: decodeURIComponent(decoded.slice(colon + 1)) };
}
