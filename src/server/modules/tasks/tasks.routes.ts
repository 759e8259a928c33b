import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { projectParams } from '../../../shared/schemas/projects';
import {
  taskDto,
  taskParams,
  taskPromptDto,
  taskPromptParams,
  tasksDto,
  tasksOverviewDto,
  updateTaskInput,
} from '../../../shared/schemas/tasks';
import type { Auth } from '../../auth/auth';
import { requireUserId } from '../../auth/session';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/context';
import { jsonBody, jsonResponse, tokenOrSession } from '../../http/openapi';
import { getBoard, getTaskPrompt, getTasksOverview, updateTask } from './tasks.service';

const plan = { 403: { description: 'The Free plan has no task board' } } as const;

const routes = tokenOrSession({
  board: createRoute({
    method: 'get',
    path: '/projects/{id}/tasks',
    summary: 'The project’s task board: top-level tasks with their subtasks, in column order',
    request: { params: projectParams },
    responses: { 200: jsonResponse(tasksDto, 'The board'), ...plan },
  }),
  // Not under /tasks/: a fixed word beside /tasks/{id} would cost every request a slower router.
  overview: createRoute({
    method: 'get',
    path: '/task-overview',
    summary: 'Progress of every project and the next tasks across them',
    responses: { 200: jsonResponse(tasksOverviewDto, 'The overview'), ...plan },
  }),
  update: createRoute({
    method: 'patch',
    path: '/tasks/{id}',
    summary: 'Move a task (status and/or position in its column) or tick a subtask',
    request: { params: taskParams, ...jsonBody(updateTaskInput) },
    responses: {
      200: jsonResponse(taskDto, 'The task (for a subtask, its parent)'),
      ...plan,
      409: { description: 'TASK_BLOCKED: the task waits for unfinished tasks (`details.blockers`); send `force: true` to start it' },
    },
  }),
  prompt: createRoute({
    method: 'get',
    path: '/tasks/{id}/prompt/{platform}',
    summary: 'A prompt for one task and one code-generation tool, with only the parts of the kit it needs',
    request: { params: taskPromptParams },
    responses: { 200: jsonResponse(taskPromptDto, 'The prompt'), ...plan },
  }),
});

export function taskRoutes(deps: { auth: Auth; db: Db }) {
  const { auth, db } = deps;
  const userId = (c: Parameters<typeof requireUserId>[0]) => requireUserId(c, auth);

  return new OpenAPIHono<AppEnv>()
    .openapi(routes.board, async (c) => c.json(await getBoard(db, await userId(c), c.req.valid('param').id), 200))
    .openapi(routes.overview, async (c) => c.json(await getTasksOverview(db, await userId(c)), 200))
    .openapi(routes.update, async (c) => {
      const owner = await userId(c);
      return c.json(await updateTask(db, owner, c.req.valid('param').id, c.req.valid('json')), 200);
    })
    .openapi(routes.prompt, async (c) => {
      const owner = await userId(c);
      const { id, platform } = c.req.valid('param');
      return c.json(await getTaskPrompt(db, owner, id, platform), 200);
    });
}
