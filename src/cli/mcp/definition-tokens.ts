import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { textTokens } from './text-tokens';

/**
 * What an MCP server costs an agent before it does anything: the tool definitions its client puts
 * in the model's context on every turn. Counted with o200k_base on the compact JSON of the tools as
 * `tools/list` sends them (name, description, inputSchema and annotations: every field sent).
 */

export interface ToolDefinitionCost {
  tools: number;
  tokens: number;
}

/** The tools a server lists, asked in memory as a client would ask (the server must not be connected yet). */
export async function listedTools(server: McpServer): Promise<Tool[]> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: 'tool-definition-tokens', version: '1' });
  await server.connect(serverSide);
  try {
    await client.connect(clientSide);
    return (await client.listTools()).tools;
  } finally {
    await client.close();
    await server.close();
  }
}

export async function toolDefinitionTokens(source: McpServer | readonly Tool[]): Promise<ToolDefinitionCost> {
  const tools = Array.isArray(source) ? (source as readonly Tool[]) : await listedTools(source as McpServer);
  return { tools: tools.length, tokens: textTokens(JSON.stringify(tools)) };
}
