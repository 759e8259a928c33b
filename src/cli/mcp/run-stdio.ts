import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { ApiTokenScope } from '../../shared/schemas/api-tokens';
import { cliEnv } from '../cli-env';
import { printNote } from '../output';
import { openSession, type Session } from '../session';
import { cliVersion } from '../version';
import { createKitMcpServer } from './kit-mcp-server';
import { toolFailureText } from './tool-failure';

/**
 * The MCP server over stdio, as coding agents start it. stdout carries the protocol, so everything
 * said to a person goes to stderr.
 */

/** An agent waits on a tool call: a server that stopped answering becomes a tool error rather than a hang. */
const REQUEST_TIMEOUT_MS = 30_000;

/** The saved (or SPECFORGE_*) connection, read again for every call. */
const mcpSession = (): Promise<Session> => openSession(cliEnv(), { timeoutMs: REQUEST_TIMEOUT_MS });

/**
 * The token's scope decides the tools. When it cannot be checked (no token, refused, server out
 * of reach) the server starts anyway with every tool, and each call says what to fix: an agent
 * whose MCP server dies at start only sees "Connection closed".
 */
async function startingScope(): Promise<ApiTokenScope> {
  let url: string | undefined;
  try {
    const session = await mcpSession();
    url = session.url;
    const current = await session.client.currentToken();
    printNote(`specforge MCP server: ${url} as ${current.account.email}, ${current.scope} token "${current.name}".`);
    return current.scope;
  } catch (error) {
    printNote(
      `specforge MCP server: ${toolFailureText(error, url)} Serving anyway: each tool call says so until it is fixed.`,
    );
    return 'write';
  }
}

/** Serves until the client closes stdin. */
export async function runMcpStdio(): Promise<void> {
  const server = createKitMcpServer({ session: mcpSession, scope: await startingScope(), version: cliVersion });
  await server.connect(new StdioServerTransport());
}
