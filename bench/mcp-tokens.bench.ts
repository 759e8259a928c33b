/**
 * What the Specforge MCP server costs a coding agent before it does anything: its tool definitions
 * (the compact JSON `tools/list` sends) and the instructions its initialize result carries, in
 * o200k_base tokens, for a write token and a read-only one, against the goal of at most 1,000
 * together; beside Task Master's published figure for its default tool set (its README, "Tool
 * Loading Configuration": all 36 tools, ~21,000 tokens). Everything is asked in memory: no API
 * server is needed.
 */
import { ApiClient } from '../src/cli/api-client';
import { CONTEXT_TOKEN_GOAL, serverContextTokens } from '../src/cli/mcp/definition-tokens';
import { createKitMcpServer } from '../src/cli/mcp/kit-mcp-server';
import type { ApiTokenScope } from '../src/shared/schemas/api-tokens';
import type { BenchResult } from './lib/bench';

const taskMaster = { tools: 36, tokens: 21_000 };

// Never called: listing tools reaches no API.
const url = 'http://127.0.0.1:9';
const session = async () => ({ client: new ApiClient({ url, token: 'sf_bench' }), url });
const costFor = (scope: ApiTokenScope) => serverContextTokens(createKitMcpServer({ session, scope }));

export default async function run(): Promise<BenchResult> {
  const write = await costFor('write');
  const read = await costFor('read');
  const row = (server: string, cost: typeof write) => ({
    server,
    tools: cost.tools,
    'tool tokens': cost.toolTokens,
    'instruction tokens': cost.instructionTokens,
    tokens: cost.tokens,
  });
  console.table([
    row('Specforge (write token)', write),
    row('Specforge (read-only token)', read),
    { server: 'Task Master (published, all tools)', tools: taskMaster.tools, tokens: taskMaster.tokens },
  ]);
  const within = write.tokens <= CONTEXT_TOKEN_GOAL && read.tokens <= CONTEXT_TOKEN_GOAL;
  const times = taskMaster.tokens / write.tokens;
  return {
    name: 'mcp-tokens',
    summary:
      `mcp-tokens: ${write.tools} tools + instructions in ${write.tokens} tokens (read-only ${read.tools} in ${read.tokens}), ` +
      `goal ≤ ${CONTEXT_TOKEN_GOAL}: ${within ? 'met' : 'MISSED'}; vs Task Master ${taskMaster.tools} tools in ~${taskMaster.tokens}: ${times.toFixed(0)}× lighter`,
    metrics: {
      writeTools: write.tools,
      writeToolTokens: write.toolTokens,
      writeInstructionTokens: write.instructionTokens,
      writeTokens: write.tokens,
      readTools: read.tools,
      readToolTokens: read.toolTokens,
      readInstructionTokens: read.instructionTokens,
      readTokens: read.tokens,
      goalTokens: CONTEXT_TOKEN_GOAL,
      taskMasterTools: taskMaster.tools,
      taskMasterTokens: taskMaster.tokens,
      ratioToTaskMaster: Number((write.tokens / taskMaster.tokens).toFixed(3)),
    },
  };
}
