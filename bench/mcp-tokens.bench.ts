/**
 * What the Specforge MCP server costs a coding agent before it does anything: its tools and the
 * tokens of their definitions (o200k_base, the compact JSON `tools/list` sends), for a write token
 * and a read-only one, beside Task Master's published figure for its default tool set (its README,
 * "Tool Loading Configuration": all 36 tools, ~21,000 tokens). The tools are listed in memory: no
 * API server is needed.
 */
import { ApiClient } from '../src/cli/api-client';
import { toolDefinitionTokens } from '../src/cli/mcp/definition-tokens';
import { createKitMcpServer } from '../src/cli/mcp/kit-mcp-server';
import type { ApiTokenScope } from '../src/shared/schemas/api-tokens';
import type { BenchResult } from './lib/bench';

const taskMaster = { tools: 36, tokens: 21_000 };

// Never called: listing tools reaches no API.
const unreachable = new ApiClient({ url: 'http://127.0.0.1:9', token: 'sf_bench' });
const costFor = (scope: ApiTokenScope) => toolDefinitionTokens(createKitMcpServer({ client: unreachable, scope }));

export default async function run(): Promise<BenchResult> {
  const write = await costFor('write');
  const read = await costFor('read');
  console.table([
    { server: 'Specforge (write token)', tools: write.tools, tokens: write.tokens },
    { server: 'Specforge (read-only token)', tools: read.tools, tokens: read.tokens },
    { server: 'Task Master (published, all tools)', tools: taskMaster.tools, tokens: taskMaster.tokens },
  ]);
  const times = taskMaster.tokens / write.tokens;
  return {
    name: 'mcp-tokens',
    summary: `mcp-tokens: ${write.tools} tools in ${write.tokens} tokens (read-only ${read.tools} in ${read.tokens}) vs Task Master ${taskMaster.tools} in ~${taskMaster.tokens}: ${times.toFixed(0)}× lighter (${((write.tokens / taskMaster.tokens) * 100).toFixed(1)}% of its cost)`,
    metrics: {
      writeTools: write.tools,
      writeTokens: write.tokens,
      readTools: read.tools,
      readTokens: read.tokens,
      taskMasterTools: taskMaster.tools,
      taskMasterTokens: taskMaster.tokens,
      ratioToTaskMaster: Number((write.tokens / taskMaster.tokens).toFixed(3)),
    },
  };
}
