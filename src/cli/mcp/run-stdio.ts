import { readFileSync } from 'node:fs';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { ApiClient } from '../api-client';
import { printNote } from '../output';
import { createKitMcpServer } from './kit-mcp-server';

/**
 * The MCP server over stdio, as coding agents start it. stdout carries the protocol, so everything
 * said to a person goes to stderr.
 */

const packageVersion = (): string =>
  (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** Checks the token (its scope decides the tools), then serves until the client closes stdin. */
export async function runMcpStdio(client: ApiClient, url: string): Promise<void> {
  const current = await client.currentToken();
  const server = createKitMcpServer({ client, scope: current.scope, version: packageVersion() });
  await server.connect(new StdioServerTransport());
  printNote(`specforge MCP server: ${url} as ${current.account.email}, ${current.scope} token "${current.name}".`);
}
