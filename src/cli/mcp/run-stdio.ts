import { readFileSync } from 'node:fs';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { ApiClient } from '../api-client';
import { createKitMcpServer } from './kit-mcp-server';

/**
 * The MCP server over stdio, as coding agents start it. stdout carries the protocol, so everything
 * said to a person goes to stderr.
 */

export interface McpConnection {
  /** The Specforge server's origin, e.g. https://specforge.app. */
  url: string;
  token: string;
}

/** SPECFORGE_URL and SPECFORGE_TOKEN, or the reason they cannot be used. */
export function mcpConnectionFromEnv(env: Record<string, string | undefined>): McpConnection {
  const url = env.SPECFORGE_URL?.trim();
  const token = env.SPECFORGE_TOKEN?.trim();
  if (!url || !token)
    throw new Error('Set SPECFORGE_URL and SPECFORGE_TOKEN (an API token from Settings → API tokens).');
  return { url, token };
}

const packageVersion = (): string =>
  (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** Checks the token (its scope decides the tools), then serves until the client closes stdin. */
export async function runMcpStdio({ url, token }: McpConnection): Promise<void> {
  const client = new ApiClient({ url, token });
  const current = await client.currentToken();
  const server = createKitMcpServer({ client, scope: current.scope, version: packageVersion() });
  await server.connect(new StdioServerTransport());
  console.error(`specforge MCP server: ${url} as ${current.account.email}, ${current.scope} token "${current.name}".`);
}
