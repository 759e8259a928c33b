import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { ApiClient } from '../api-client';
import { nextTasks } from '../../shared/task-dependencies';
import type { ApiTokenScope } from '../../shared/schemas/api-tokens';
import { documentKind, platform } from '../../shared/schemas/kit';
import { KIT_SEARCH_QUERY_MAX } from '../../shared/schemas/projects';
import { taskStatus } from '../../shared/schemas/tasks';
import { blockedStartAnswer, movedTaskAnswer, nextTasksAnswer, projectsAnswer, searchAnswer } from './answers';
import { documentAnswer } from './document-view';
import { resolveProject, resolveTask } from '../kit-resolution';

/**
 * The kit as an MCP server: six small tools (five for a read-only token), because every tool's
 * definition is paid for in each agent's context on every turn. Listing the tools calls nothing:
 * the API is reached only when a tool runs.
 */

export interface KitMcpServerOptions {
  client: ApiClient;
  /** A read-only token gets no tool that changes anything (the server would refuse it anyway). */
  scope: ApiTokenScope;
  version?: string;
}

const NEXT_TASKS_DEFAULT = 5;
const NEXT_AFTER_DONE = 3;

const project = z.string().min(1).describe('Project id or name');
const task = z.string().min(1).describe('Task ref (T-03) or id');
const names = z.array(z.string());
const readOnly = { readOnlyHint: true, openWorldHint: false } as const;

/**
 * The evidence an agent sends, in the fewest tokens of definition: commits as "sha subject", and
 * the names of the tests that pass (the names carry the criteria ids). A failing test is left out:
 * its criterion then has no passing test, which weighs the same in the state. None sent: undefined.
 */
function evidenceFrom(sent: { commits?: string[]; files?: string[]; passed?: string[] }) {
  if (!sent.commits && !sent.files && !sent.passed) return undefined;
  return {
    commits: (sent.commits ?? []).map((line) => {
      const [sha = '', ...subject] = line.trim().split(/\s+/);
      return { sha, subject: subject.join(' ') };
    }),
    files: sent.files ?? [],
    tests: (sent.passed ?? []).map((name) => ({ name, result: 'passed' as const })),
  };
}

/** Runs a tool; any failure (the API's refusal, an argument that names nothing) becomes a tool error the agent reads. */
async function answer(run: () => Promise<string>): Promise<CallToolResult> {
  try {
    return { content: [{ type: 'text', text: await run() }] };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const code = error instanceof Error && 'code' in error && typeof error.code === 'string' ? ` (${error.code})` : '';
    return { content: [{ type: 'text', text: `${message}${code}` }], isError: true };
  }
}

export function createKitMcpServer({ client, scope, version = '0.0.0' }: KitMcpServerOptions): McpServer {
  const server = new McpServer({ name: 'specforge', version });

  const projectNamed = async (wanted: string) => resolveProject(await client.projects(), wanted);
  const boardOf = async (wanted: string) => {
    const found = await projectNamed(wanted);
    return { project: found, board: (await client.board(found.id)).tasks };
  };

  server.registerTool(
    'list_projects',
    { description: 'List your Specforge projects (app kits): name, status, id.', annotations: readOnly },
    () => answer(async () => projectsAnswer(await client.projects())),
  );

  server.registerTool(
    'get_document',
    {
      description:
        "Read a kit document as markdown. A long one comes as its outline (sections' anchors and sizes): then read a section.",
      inputSchema: { project, document: documentKind, section: z.string().optional().describe('Anchor or heading') },
      annotations: readOnly,
    },
    ({ project: wanted, document: kind, section }) =>
      answer(async () => documentAnswer(await client.document((await projectNamed(wanted)).id, kind), section)),
  );

  server.registerTool(
    'next_tasks',
    {
      description: "The project's next unblocked tasks, in work order.",
      inputSchema: {
        project,
        limit: z.number().int().min(1).max(10).optional().describe(`Default ${NEXT_TASKS_DEFAULT}`),
      },
      annotations: readOnly,
    },
    ({ project: wanted, limit }) =>
      answer(async () => {
        const { project: found, board } = await boardOf(wanted);
        return nextTasksAnswer(found.name, nextTasks(board, limit ?? NEXT_TASKS_DEFAULT), board);
      }),
  );

  server.registerTool(
    'get_task_prompt',
    {
      description: "A task's build prompt: what to build, its acceptance criteria and the kit context it needs.",
      inputSchema: { project, task, tool: platform.optional().describe('Default claude_code') },
      annotations: readOnly,
    },
    ({ project: wanted, task: wantedTask, tool }) =>
      answer(async () => {
        const { board } = await boardOf(wanted);
        return client.taskPrompt(resolveTask(board, wantedTask).id, tool ?? 'claude_code');
      }),
  );

  if (scope === 'write') {
    server.registerTool(
      'set_task_status',
      {
        description: 'Move a task on the board.',
        inputSchema: {
          project,
          task,
          status: taskStatus,
          force: z.boolean().optional().describe('Start a blocked task'),
          commits: names.optional().describe('sha subject'),
          files: names.optional(),
          passed: names.optional().describe('Passing tests, named with criteria ids'),
        },
        annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false },
      },
      ({ project: wanted, task: wantedTask, status, force, commits, files, passed }) =>
        answer(async () => {
          const { board } = await boardOf(wanted);
          const before = resolveTask(board, wantedTask);
          // A blocked task starts only when confirmed (ADR 0045): the answer names what it waits for.
          const starting = status === 'in_progress' && before.status !== 'in_progress' && before.blockedBy.length > 0;
          if (starting && !force) return blockedStartAnswer(before, board);
          // A move to done always records its evidence, even none: the answer says how well it is backed (ADR 0052).
          const evidence = status === 'done' ? evidenceFrom({ commits, files, passed }) : undefined;
          const moved = await client.setTaskStatus(before.id, status, starting, evidence);
          if (status !== 'done') return movedTaskAnswer(moved, before.status, []);
          const after = board.map((t) => (t.id === moved.id ? moved : t));
          return movedTaskAnswer(moved, before.status, nextTasks(after, NEXT_AFTER_DONE));
        }),
    );
  }

  server.registerTool(
    'search_kit',
    {
      description:
        "Search the project's kit documents. Returns sections (document, anchor, excerpt) to read with get_document.",
      inputSchema: { project, query: z.string().min(1).max(KIT_SEARCH_QUERY_MAX) },
      annotations: readOnly,
    },
    ({ project: wanted, query }) =>
      answer(async () => searchAnswer(query, (await client.search((await projectNamed(wanted)).id, query)).hits)),
  );

  return server;
}
