import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { projectParams } from '../../../shared/schemas/projects';
import { roadmapDto, updateRoadmapInput } from '../../../shared/schemas/roadmap';
import type { Auth } from '../../auth/auth';
import { requireUserId } from '../../auth/session';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/context';
import { jsonBody, jsonResponse, tokenOrSession } from '../../http/openapi';
import { getRoadmap, roadmapCalendarFile, updateRoadmap } from './roadmap.service';

const refusals = {
  403: { description: 'ROADMAP_PLAN: only the Founder and Growth plans have the roadmap' },
  404: { description: 'No such project of yours' },
  409: { description: 'KIT_NOT_READY: the kit’s implementation plan is not written yet' },
} as const;

const routes = tokenOrSession({
  get: createRoute({
    method: 'get',
    path: '/projects/{id}/roadmap',
    summary: 'The project’s roadmap: the kit’s phases and tasks on working days, with progress from the task board',
    request: { params: projectParams },
    responses: { 200: jsonResponse(roadmapDto, 'The roadmap'), ...refusals },
  }),
  update: createRoute({
    method: 'put',
    path: '/projects/{id}/roadmap',
    summary: 'Save the roadmap’s start date and phase moves (working days past each phase’s earliest start)',
    request: { params: projectParams, ...jsonBody(updateRoadmapInput) },
    responses: { 200: jsonResponse(roadmapDto, 'The roadmap as saved'), ...refusals },
  }),
  calendar: createRoute({
    method: 'get',
    path: '/projects/{id}/roadmap.ics',
    summary: 'The roadmap’s phase milestones as an iCalendar file: one all-day event on each phase’s last day',
    request: { params: projectParams },
    responses: {
      200: { description: 'The calendar', content: { 'text/calendar': { schema: z.string() } } },
      ...refusals,
    },
  }),
});

export function roadmapRoutes(deps: { auth: Auth; db: Db }) {
  const { auth, db } = deps;
  const userId = (c: Parameters<typeof requireUserId>[0]) => requireUserId(c, auth);

  return new OpenAPIHono<AppEnv>()
    .openapi(routes.get, async (c) => c.json(await getRoadmap(db, await userId(c), c.req.valid('param').id), 200))
    .openapi(routes.update, async (c) => {
      const owner = await userId(c);
      return c.json(await updateRoadmap(db, owner, c.req.valid('param').id, c.req.valid('json')), 200);
    })
    .openapi(routes.calendar, async (c) => {
      const file = await roadmapCalendarFile(db, await userId(c), c.req.valid('param').id);
      c.header('Content-Disposition', file.disposition);
      c.header('Content-Type', 'text/calendar; charset=utf-8');
      return c.body(file.body, 200);
    });
}
