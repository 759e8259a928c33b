import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokenFor } from '../support/api-token-helpers';
import { runSpecforge } from '../support/cli-process';
import { freePort } from '../support/processes';
import { userWithCredits, type TestUser } from '../support/kit-helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { call, readyProject } from '../support/workspace-helpers';
import { splitSections } from '../../src/shared/markdown-sections';
import { apiTokenMessages, type ApiTokenScope } from '../../src/shared/schemas/api-tokens';
import type { DocumentDto, ProjectDto } from '../../src/shared/schemas/projects';
import type { TaskPromptDto, TasksDto } from '../../src/shared/schemas/tasks';
import { nextTasks } from '../../src/shared/task-dependencies';
import { CONTEXT_TOKEN_GOAL, serverContextTokens } from '../../src/cli/mcp/definition-tokens';

const configDir = mkdtempSync(path.join(tmpdir(), 'specforge-mcp-config-'));
const root = path.resolve(import.meta.dirname, '../..');
const bin = path.join(root, 'bin/specforge.js');

/** A git repository of its own (no kit pulled yet). */
const gitRepository = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'specforge-mcp-repo-'));
  execFileSync('git', ['init', '-q'], { cwd: dir });
  return dir;
};

const writeTools = ['list_projects', 'get_document', 'next_tasks', 'get_task_prompt', 'set_task_status', 'search_kit'];

/** The agent's view: the MCP server started as a coding agent starts it, against a running Specforge. */
describe('the kit MCP server over stdio', () => {
  let t: TestApp;
  let owner: TestUser;
  let project: ProjectDto;
  let http: ServerType;
  let origin: string;
  const clients: Client[] = [];

  beforeAll(async () => {
    t = await createTestApp('pglite', { kit: {} });
    owner = await userWithCredits(t, 'mcp-owner@example.com', { credits: 3 });
    project = await readyProject(t, owner);
    http = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => http.once('listening', resolve));
    origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  }, 120_000);

  afterAll(async () => {
    for (const client of clients) await client.close();
    await new Promise((resolve) => http.close(resolve));
    await t.close();
  });

  const api = async <T>(method: string, route: string, body?: unknown): Promise<T> => {
    const response = await call(t, owner, method, route, body);
    expect(response.status, `${method} ${route}`).toBeLessThan(300);
    return (await response.json()) as T;
  };
  const documentOf = (kind: string) => api<DocumentDto>('GET', `/api/projects/${project.id}/documents/${kind}`);
  const boardOf = async () => (await api<TasksDto>('GET', `/api/projects/${project.id}/tasks`)).tasks;

  /** An agent's client on the stdio server as the agent starts it: in `cwd`, configured by its environment alone. */
  async function agentIn(settings: { cwd?: string; url?: string; token?: string }): Promise<Client> {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [bin, 'mcp'],
      cwd: settings.cwd ?? root,
      // No saved login of this machine's user: the environment alone configures it.
      env: {
        ...getDefaultEnvironment(),
        SPECFORGE_CONFIG_DIR: configDir,
        SPECFORGE_URL: settings.url ?? origin,
        ...(settings.token ? { SPECFORGE_TOKEN: settings.token } : {}),
      },
      stderr: 'pipe',
    });
    let stderr = '';
    transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const client = new Client({ name: 'specforge-test-agent', version: '1' });
    try {
      await client.connect(transport);
    } catch (error) {
      throw new Error(`the MCP server did not start: ${stderr}`, { cause: error });
    }
    clients.push(client);
    return client;
  }

  /** An agent's client with a fresh token of `scope`. */
  async function agentWith(scope: ApiTokenScope, cwd?: string): Promise<{ agent: Client; tokenId: string; token: string }> {
    const { token, id: tokenId } = await apiTokenFor(t, owner, scope);
    return { agent: await agentIn({ cwd, token }), tokenId, token };
  }

  const run = async (client: Client, name: string, args: Record<string, unknown> = {}) => {
    const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
    const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
    return { text, isError: result.isError === true };
  };
  const answer = async (client: Client, name: string, args: Record<string, unknown> = {}) => {
    const result = await run(client, name, args);
    expect(result.isError, result.text).toBe(false);
    return result.text;
  };

  describe('with a write token', () => {
    let agent: Client;
    beforeAll(async () => {
      ({ agent } = await agentWith('write'));
    }, 60_000);

    it('offers six tools, and instructions at connect, in at most 1,000 tokens together', async () => {
      const { tools } = await agent.listTools();
      expect(tools.map((tool) => tool.name)).toEqual(writeTools);
      const instructions = agent.getInstructions() ?? '';
      expect(instructions).toContain('next_tasks → get_task_prompt → set_task_status in_progress');
      expect(instructions).toContain('set_task_status done with evidence');
      expect(instructions).toContain('`T-07/AC-2`');
      expect(instructions).toContain('search_kit, then get_document');
      const cost = await serverContextTokens({ tools, instructions });
      console.log(
        `MCP context: ${cost.tools} tools in ${cost.toolTokens} tokens + instructions in ${cost.instructionTokens} = ${cost.tokens} (o200k_base)`,
      );
      expect(cost.instructionTokens).toBeGreaterThan(0);
      expect(cost.tokens).toBeLessThanOrEqual(CONTEXT_TOKEN_GOAL);
    });

    it('lists the projects, and finds one by any case of the start of its name', async () => {
      expect(await answer(agent, 'list_projects')).toContain(`- ${project.name} · ready · id ${project.id}`);
      const overview = await documentOf('overview');
      const prefix = project.name.slice(0, 3).toUpperCase();
      expect(await answer(agent, 'get_document', { project: prefix, document: 'overview' })).toBe(overview.content);
    });

    it('sends a long document as its outline, then one section by its anchor or its heading', async () => {
      // A founder's notes make the requirements long (past 300 lines).
      const requirements = await documentOf('requirements');
      const notes = Array.from(
        { length: 40 },
        (_, i) =>
          `### Interview ${i + 1}\n\n- Owners want walk reports with photos (${i + 1}).\n- Walkers want payouts weekly.`,
      );
      const content = `${requirements.content}\n\n## Interview notes\n\n${notes.join('\n\n')}\n`;
      await api('PUT', `/api/projects/${project.id}/documents/requirements`, {
        content,
        baseVersion: requirements.version,
      });

      const outline = await answer(agent, 'get_document', { project: project.id, document: 'requirements' });
      expect(outline).toMatch(/too long to send whole/);
      expect(outline).toContain('- Interview notes `section-interview-notes`');
      expect(outline).not.toContain('Walkers want payouts weekly');
      expect(outline.length).toBeLessThan(content.length / 2);

      // A section with text of its own and no subsections, followed by another.
      const sections = splitSections(content);
      const goals = sections.find((s, i) => s.level === 2 && s.body.length > 0 && (sections[i + 1]?.level ?? 0) === 2)!;
      const byAnchor = await answer(agent, 'get_document', {
        project: project.name,
        document: 'requirements',
        section: goals.anchor,
      });
      expect(byAnchor).toContain(goals.body);
      const next = sections[sections.indexOf(goals) + 1]!;
      expect(byAnchor).not.toContain(`# ${next.heading}`);
      expect(byAnchor.length).toBeLessThan(content.length / 4);

      const interview = await answer(agent, 'get_document', {
        project: project.name,
        document: 'requirements',
        section: 'interview 7',
      });
      expect(interview).toBe(
        '### Interview 7\n\n- Owners want walk reports with photos (7).\n- Walkers want payouts weekly.',
      );
    });

    it('searches the kit and names the sections to read', async () => {
      const hits = await answer(agent, 'search_kit', { project: project.name, query: 'walk reports photos' });
      const first = /^- (\w+) › (.+?) `(section-[^`]+)`: /m.exec(hits);
      expect(first, hits).not.toBeNull();
      const section = await answer(agent, 'get_document', {
        project: project.name,
        document: first![1],
        section: first![3],
      });
      expect(section.split('\n')[0]).toMatch(new RegExp(`^#+ ${first![2]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    });

    it('names the next unblocked tasks as the board’s rule does, and gives a task’s prompt by its ref', async () => {
      const board = await boardOf();
      const expected = nextTasks(board, 3);
      const text = await answer(agent, 'next_tasks', { project: project.name, limit: 3 });
      const refs = [...text.matchAll(/^- (T-\d+) /gm)].map((m) => m[1]);
      expect(refs).toEqual(expected.map((task) => task.ref));
      expect(text).toContain(`- ${expected[0]!.ref} ${expected[0]!.title} · ${expected[0]!.priority} · todo`);

      const first = expected[0]!;
      const prompt = await api<TaskPromptDto>('GET', `/api/tasks/${first.id}/prompt/claude_code`);
      expect(await answer(agent, 'get_task_prompt', { project: project.name, task: first.ref!.toLowerCase() })).toBe(
        prompt.content,
      );
      const cursor = await api<TaskPromptDto>('GET', `/api/tasks/${first.id}/prompt/cursor`);
      expect(await answer(agent, 'get_task_prompt', { project: project.name, task: first.id, tool: 'cursor' })).toBe(
        cursor.content,
      );
    });

    it('moves a task, which the board then shows', async () => {
      const [first] = nextTasks(await boardOf(), 1);
      const moved = await answer(agent, 'set_task_status', { project: project.name, task: first!.ref, status: 'done' });
      expect(moved).toContain(`${first!.ref} ${first!.title}: todo → done.`);
      expect((await boardOf()).find((task) => task.id === first!.id)?.status).toBe('done');
    });

    it('marks a task done with evidence and says how well it is backed: claimed, then verified', async () => {
      const task = (await boardOf()).find((x) => x.status !== 'done' && x.blockedBy.length === 0 && x.criteria.length >= 2)!;
      const ids = task.criteria.map((c) => c.id!);
      const claimed = await answer(agent, 'set_task_status', { project: project.name, task: task.ref, status: 'done' });
      expect(claimed).toContain('Evidence: claimed (no evidence of its criteria) · 0 commits · 0 files');
      expect(claimed).toContain(`- ${ids[0]}  no test`);
      expect(claimed).toContain('To verify it, call again with status done');

      const verified = await answer(agent, 'set_task_status', {
        project: project.name,
        task: task.ref,
        status: 'done',
        commits: [`a1b2c3d ${task.ref} the feature`],
        files: ['src/feature.ts'],
        passed: ids.map((id) => `${id}: holds`),
      });
      expect(verified).toContain('Evidence: verified (every criterion has a passing test) · 1 commit · 1 file');
      for (const id of ids) expect(verified).toContain(`- ${id}  ${id}: holds: passed`);
      expect(verified).not.toContain('To verify it');
      const evidence = (await boardOf()).find((x) => x.id === task.id)!.evidence!;
      expect(evidence).toMatchObject({ state: 'verified', commits: [{ sha: 'a1b2c3d', subject: `${task.ref} the feature` }] });
    });

    it('names the blockers of a blocked task and asks to confirm instead of starting it, then starts it with force', async () => {
      const board = await boardOf();
      const blocked = board.find((task) => task.status === 'todo' && task.blockedBy.length >= 2)!;
      expect(blocked, 'the kit has a task waiting for two others').toBeDefined();
      const asked = await answer(agent, 'set_task_status', { project: project.name, task: blocked.ref, status: 'in_progress' });
      expect(asked).toContain(`Not moved: ${blocked.ref} ${blocked.title} waits for ${blocked.blockedBy.length} tasks not done yet:`);
      for (const ref of blocked.blockedBy) expect(asked).toContain(`- ${ref} ${board.find((task) => task.ref === ref)!.title}`);
      expect(asked).toContain('force: true');
      expect(asked).not.toContain('→');
      expect((await boardOf()).find((task) => task.id === blocked.id)?.status).toBe('todo');

      const started = await answer(agent, 'set_task_status', { project: project.name, task: blocked.ref, status: 'in_progress', force: true });
      expect(started).toContain(`${blocked.ref} ${blocked.title}: todo → in_progress.`);
      expect((await boardOf()).find((task) => task.id === blocked.id)?.status).toBe('in_progress');
    });

    it('answers an argument that names nothing with a tool error the agent can act on', async () => {
      const missing = await run(agent, 'get_document', { project: 'No such idea', document: 'overview' });
      expect(missing).toEqual({
        isError: true,
        text: expect.stringContaining(`No project "No such idea". Projects: ${project.name}`),
      });
      const section = await run(agent, 'get_document', {
        project: project.name,
        document: 'overview',
        section: 'nowhere',
      });
      expect(section.isError).toBe(true);
      expect(section.text).toMatch(/^No section "nowhere"\. Sections:\n- /);
    });
  });

  describe('with a read-only token', () => {
    let agent: Client;
    let tokenId: string;
    beforeAll(async () => {
      ({ agent, tokenId } = await agentWith('read'));
    }, 60_000);

    it('offers no tool that changes anything', async () => {
      const { tools } = await agent.listTools();
      expect(tools.map((tool) => tool.name)).toEqual(writeTools.filter((name) => name !== 'set_task_status'));
      const before = await boardOf();
      const attempt = await agent
        .callTool({
          name: 'set_task_status',
          arguments: { project: project.name, task: before[0]!.id, status: 'done' },
        })
        .then(
          (result) => (result as CallToolResult).isError === true,
          () => true,
        );
      expect(attempt).toBe(true);
      expect(await boardOf()).toEqual(before);
    });

    it('answers with the cause and the fix once the token is revoked, and keeps answering', async () => {
      expect((await call(t, owner, 'DELETE', `/api/tokens/${tokenId}`)).status).toBe(204);
      for (const tool of ['next_tasks', 'list_projects']) {
        const refused = await run(agent, tool, { project: project.name });
        expect(refused.isError, refused.text).toBe(true);
        expect(refused.text).toContain(`The Specforge server at ${origin} refused the token (${apiTokenMessages.invalid})`);
        expect(refused.text).toContain('make a new token in Settings → API tokens and run `specforge login` again');
      }
    });
  });

  describe('in a repository the kit was pulled into', () => {
    let agent: Client;
    beforeAll(async () => {
      const repo = gitRepository();
      const { token } = await apiTokenFor(t, owner, 'write');
      const pulled = await runSpecforge(['pull', project.id], {
        cwd: repo,
        env: { SPECFORGE_CONFIG_DIR: configDir, SPECFORGE_URL: origin, SPECFORGE_TOKEN: token },
      });
      expect(pulled.code, pulled.stderr).toBe(0);
      ({ agent } = await agentWith('write', repo));
    }, 60_000);

    it('works on the pulled kit’s project when no project is given', async () => {
      const board = await boardOf();
      const expected = nextTasks(board, 2);
      const next = await answer(agent, 'next_tasks', { limit: 2 });
      expect(next).toContain(`Next unblocked tasks of ${project.name}`);
      expect([...next.matchAll(/^- (T-\d+) /gm)].map((m) => m[1])).toEqual(expected.map((task) => task.ref));

      const prompt = await api<TaskPromptDto>('GET', `/api/tasks/${expected[0]!.id}/prompt/claude_code`);
      expect(await answer(agent, 'get_task_prompt', { task: expected[0]!.ref })).toBe(prompt.content);

      expect(await answer(agent, 'get_document', { document: 'overview' })).toBe((await documentOf('overview')).content);
      const hits = await answer(agent, 'search_kit', { query: 'walk reports photos' });
      const anchor = /`(section-[^`]+)`/.exec(hits)?.[1];
      expect(anchor, hits).toBeDefined();
    });
  });

  describe('when it cannot do what a tool asks', () => {
    /** Two calls: the first fails with `expected`, and the connection stays open for the second. */
    async function failsTwiceWith(agent: Client, ...expected: string[]) {
      for (const tool of ['next_tasks', 'list_projects']) {
        const failed = await run(agent, tool, { project: project.name });
        expect(failed.isError, failed.text).toBe(true);
        for (const part of expected) expect(failed.text).toContain(part);
      }
    }

    it('starts with a token the server refuses, and says how to make a new one', async () => {
      const agent = await agentIn({ token: 'sf_not-a-real-token' });
      expect((await agent.listTools()).tools.map((tool) => tool.name)).toEqual(writeTools);
      await failsTwiceWith(agent, `The Specforge server at ${origin} refused the token`, 'specforge login');
    });

    it('starts while nothing listens at the server’s address, and says to check it', async () => {
      const stopped = `http://127.0.0.1:${await freePort()}`;
      const agent = await agentIn({ url: stopped, token: 'sf_anything' });
      await failsTwiceWith(
        agent,
        `Could not reach the Specforge server at ${stopped} (`,
        'is it running? Check SPECFORGE_URL or `specforge login --url',
      );
    });

    it('starts without any token, and says to sign in', async () => {
      const agent = await agentIn({});
      await failsTwiceWith(agent, 'Not signed in: run `specforge login`');
    });

    it('asks which project outside a repository with a kit, listing them', async () => {
      const { agent } = await agentWith('read', gitRepository());
      const asked = await run(agent, 'next_tasks');
      expect(asked.isError, asked.text).toBe(true);
      expect(asked.text).toContain('Pass `project` (id or name), or run `specforge pull <project>` in this repository first');
      expect(asked.text).toContain(`- ${project.name} · ready · id ${project.id}`);
    });
  });
});
