import { Command } from 'commander';
import { runMcpStdio } from '../mcp/run-stdio';

/** `specforge mcp`: the kit's MCP server on stdin/stdout, for a coding agent to start. */
export function mcpCommand(): Command {
  return new Command('mcp')
    .description('serve your kits to a coding agent over MCP (stdio); a read-only token offers only the read tools')
    .action(() => runMcpStdio());
}
