import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { ApiClient } from '../api-client';
import { nextTasks } from '../../shared/task-dependencies';
import type { ApiTokenScope } from '../../shared/schemas/api-tokens';
import { documentKind, platform } from '../../shared/schemas/kit';
import { KIT_SEARCH_QUERY_MAX } from '../../shared/schemas/projects';
import { taskStatus } from '../../shared/schemas/tasks';
import { resolveProject, resolveTask } from '../kit-resolution';
import { pulledManifest } from '../repository';
import type { Session } from '../session';
import { blockedStartAnswer, movedTaskAnswer, nextTasksAnswer, projectsAnswer, searchAnswer } from './answers';
import { documentAnswer } from './document-view';
import { kitInstructions } from './instructions';
import { toolFailureText } from './tool-failure';
import { ToolInputError } from './tool-input-error';

/**
 * The kit as an MCP server: six small tools (five for a read-only token), because every tool's
 * definition is paid for in each agent's context on every turn. Listing the tools calls nothing:
 * the API is reached only when a tool runs, with the connection read afresh each time, so a
 * `specforge login` made while the agent runs is used from its next call on.
 */

export interface KitMcpServerOptions {
  /** The API client and its server, or the failure that prevents one (no token saved). */
  session: () => Promise<Session>;
  /** A read-only token gets no tool that changes anything (the server would refuse it anyway). */
  scope: ApiTokenScope;
  /** The agent's repository: a tool called without `project` works on the kit pulled there. */
  cwd?: string;
  version?: string;
}

const NEXT_TASKS_DEFAULT = 5;
const NEXT_AFTER_DONE = 3;

const project = z.string().min(1).optional().describe('Project id or name; default: the kit pulled here');
const task = z.string().min(1).describe('Task ref (T-03) or id');
const names = z.array(z.string());
const readOnly = { readOnlyHint: true, openWorldHint: false } as const;

const text = (body: string, isError = false): CallToolResult => ({
  content: [{ type: 'text', text: body }],
  ...(isError ? { isError } : {}),
});

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

export function createKitMcpServer({
  session,
  scope,
  cwd = process.cwd(),
  version = '0.0.0',
}: KitMcpServerOptions): McpServer {
  const server = new McpServer({ name: 'specforge', version }, { instructions: kitInstructions(scope) });

  /** Runs a tool; any failure (the API's refusal, the server out of reach, an argument that names nothing) becomes a tool error the agent reads. */
  const answer = async (run: (client: ApiClient) => Promise<string>): Promise<CallToolResult> => {
    let url: string | undefined;
    try {
      const opened = await session();
      url = opened.url;
      return text(await run(opened.client));
    } catch (error) {
      return text(toolFailureText(error, url), true);
    }
  };

  /** `wanted`, else the project whose kit the repository holds; without either, how to name one. */
  const projectNamed = async (client: ApiClient, wanted: string | undefined) => {
    const projects = await client.projects();
    const key = wanted ?? (await pulledManifest(cwd))?.projectId;
    if (key === undefined) {
      throw new ToolInputError(
        `Which project? Pass \`project\` (id or name), or run \`specforge pull <project>\` in this repository first. Projects:\n${projectsAnswer(projects)}`,
      );
    }
    return resolveProject(projects, key);
  };
  const boardOf = async (client: ApiClient, wanted: string | undefined) => {
    const found = await projectNamed(client, wanted);
    return { project: found, board: (await client.board(found.id)).tasks };
  };

  server.registerTool(
    'list_projects',
    { description: 'List your Specforge projects (app kits): name, status, id.', annotations: readOnly },
    () => answer(async (client) => projectsAnswer(await client.projects())),
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
      answer(async (client) =>
        documentAnswer(await client.document((await projectNamed(client, wanted)).id, kind), section),
      ),
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
      answer(async (client) => {
        const { project: found, board } = await boardOf(client, wanted);
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
      answer(async (client) => {
        const { board } = await boardOf(client, wanted);
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
        answer(async (client) => {
          const { board } = await boardOf(client, wanted);
          const before = resolveTask(board, wantedTask);
          // A blocked task starts only when confirmed (ADR 0045): the answer names what it waits for.
          const starting = status === 'in_progress' && before.status !== 'in_progress' && before.blockedBy.length > 0;
          if (starting && !force) return blockedStartAnswer(before, board);
          // A move to done always records its evidence, even none: the answer says how well it is backed (ADR 0054).
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
      answer(async (client) =>
        searchAnswer(query, (await client.search((await projectNamed(client, wanted)).id, query)).hits),
      ),
  );

  return server;
}
