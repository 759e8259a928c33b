import { describe, expect, it } from 'vitest';
import { ApiClient } from '../api-client';
import { CONTEXT_TOKEN_GOAL, serverContext, serverContextTokens } from './definition-tokens';
import { createKitMcpServer } from './kit-mcp-server';

// Nothing listens there: listing the tools must not need the API.
const url = 'http://127.0.0.1:9';
const session = async () => ({ client: new ApiClient({ url, token: 'sf_offline' }), url });

describe('the kit MCP server’s tool definitions and instructions', () => {
  it('lists its tools without reaching the API, the change tool only for a write token', async () => {
    const write = await serverContext(createKitMcpServer({ session, scope: 'write' }));
    const read = await serverContext(createKitMcpServer({ session, scope: 'read' }));
    expect(write.tools.map((t) => t.name)).toEqual([
      'list_projects',
      'get_document',
      'next_tasks',
      'get_task_prompt',
      'set_task_status',
      'search_kit',
    ]);
    expect(read.tools.map((t) => t.name)).toEqual([
      'list_projects',
      'get_document',
      'next_tasks',
      'get_task_prompt',
      'search_kit',
    ]);
    expect(read.tools.every((t) => t.annotations?.readOnlyHint === true)).toBe(true);
    expect(write.instructions).toContain('set_task_status done');
    expect(read.instructions).not.toContain('set_task_status');
  });

  it('takes no tool’s project as required: the repository’s pulled kit stands in for it', async () => {
    const { tools } = await serverContext(createKitMcpServer({ session, scope: 'write' }));
    for (const tool of tools.filter((t) => t.name !== 'list_projects')) {
      expect(tool.inputSchema.properties, tool.name).toHaveProperty('project');
      expect(tool.inputSchema.required ?? [], tool.name).not.toContain('project');
    }
  });

  it('counts the tokens of the definitions and the instructions as sent, the same from a server or its context', async () => {
    const server = () => createKitMcpServer({ session, scope: 'write' });
    const context = await serverContext(server());
    const cost = await serverContextTokens(server());
    expect(cost).toEqual(await serverContextTokens(context));
    expect(cost.tools).toBe(6);
    expect(cost.tokens).toBe(cost.toolTokens + cost.instructionTokens);
    // More than the names alone and the instructions' words, within the goal for both together.
    expect(cost.toolTokens).toBeGreaterThan(JSON.stringify(context.tools.map((t) => t.name)).length / 4);
    expect(cost.instructionTokens).toBeGreaterThan(context.instructions.split(/\s+/).length / 2);
    expect(cost.tokens).toBeLessThanOrEqual(CONTEXT_TOKEN_GOAL);
  });
});
