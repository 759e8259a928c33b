/** `node --import tsx src/cli/mcp/stdio.ts`: the MCP server configured by SPECFORGE_URL and SPECFORGE_TOKEN. */
import { mcpConnectionFromEnv, runMcpStdio } from './run-stdio';

try {
  // The CLI is configured by its environment, not by the server's settings (src/server/env.ts).
  // eslint-disable-next-line no-restricted-properties
  await runMcpStdio(mcpConnectionFromEnv(process.env));
} catch (error) {
  console.error(`specforge MCP server could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
