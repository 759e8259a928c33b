import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { textTokens } from './text-tokens';

/**
 * What an MCP server costs an agent before it does anything: the tool definitions and the
 * instructions its client puts in the model's context on every turn. Counted with o200k_base on
 * the compact JSON of the tools as `tools/list` sends them (name, description, inputSchema and
 * annotations: every field sent) plus the text of the instructions the initialize result carries.
 */

/** The server's part of an agent's context. */
export interface ServerContext {
  tools: readonly Tool[];
  instructions: string;
}

export interface ServerContextCost {
  tools: number;
  toolTokens: number;
  instructionTokens: number;
  /** Both together: what the goal of at most 1,000 is judged on. */
  tokens: number;
}

export const CONTEXT_TOKEN_GOAL = 1000;

/** The tools and instructions a server sends, asked in memory as a client would ask (the server must not be connected yet). */
export async function serverContext(server: McpServer): Promise<ServerContext> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: 'server-context-tokens', version: '1' });
  await server.connect(serverSide);
  try {
    await client.connect(clientSide);
    return { tools: (await client.listTools()).tools, instructions: client.getInstructions() ?? '' };
  } finally {
    await client.close();
    await server.close();
  }
}

export async function serverContextTokens(source: McpServer | ServerContext): Promise<ServerContextCost> {
  const { tools, instructions } = source instanceof McpServer ? await serverContext(source) : source;
  const toolTokens = textTokens(JSON.stringify(tools));
  const instructionTokens = textTokens(instructions);
  return { tools: tools.length, toolTokens, instructionTokens, tokens: toolTokens + instructionTokens };
}
