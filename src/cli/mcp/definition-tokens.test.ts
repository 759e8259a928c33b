import { describe, expect, it } from 'vitest';
import { ApiClient } from '../api-client';
import { listedTools, toolDefinitionTokens } from './definition-tokens';
import { createKitMcpServer } from './kit-mcp-server';

// Nothing listens there: listing the tools must not need the API.
const unreachable = new ApiClient({ url: 'http://127.0.0.1:9', token: 'sf_offline' });

describe('the kit MCP server’s tool definitions', () => {
  it('lists its tools without reaching the API, the change tool only for a write token', async () => {
    const write = await listedTools(createKitMcpServer({ client: unreachable, scope: 'write' }));
    const read = await listedTools(createKitMcpServer({ client: unreachable, scope: 'read' }));
    expect(write.map((t) => t.name)).toEqual([
      'list_projects',
      'get_document',
      'next_tasks',
      'get_task_prompt',
      'set_task_status',
      'search_kit',
    ]);
    expect(read.map((t) => t.name)).toEqual([
      'list_projects',
      'get_document',
      'next_tasks',
      'get_task_prompt',
      'search_kit',
    ]);
    expect(read.every((t) => t.annotations?.readOnlyHint === true)).toBe(true);
  });

  it('counts the tokens of the definitions as sent, the same from a server or its listed tools', async () => {
    const server = () => createKitMcpServer({ client: unreachable, scope: 'write' });
    const tools = await listedTools(server());
    const cost = await toolDefinitionTokens(server());
    expect(cost).toEqual(await toolDefinitionTokens(tools));
    expect(cost.tools).toBe(6);
    // More than the names alone, far less than the 3,000 the server is allowed.
    expect(cost.tokens).toBeGreaterThan(JSON.stringify(tools.map((t) => t.name)).length / 4);
    expect(cost.tokens).toBeLessThanOrEqual(3000);
  });
});
