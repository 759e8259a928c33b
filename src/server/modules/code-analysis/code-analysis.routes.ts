import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { codePlanDto, codeReportDto, codeReportInput, codeReportsDto } from '../../../shared/schemas/code-analysis';
import { projectParams } from '../../../shared/schemas/projects';
import type { Auth } from '../../auth/auth';
import { requireUserId } from '../../auth/session';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/context';
import { jsonBody, jsonResponse, tokenOrSession } from '../../http/openapi';
import { getCodePlan, getCodeReports, saveCodeReport } from './code-analysis.service';

const refusals = {
  403: { description: 'CODE_ANALYSIS_PLAN: only the Founder and Growth plans have code analysis' },
  404: { description: 'No such project of yours' },
} as const;

const routes = tokenOrSession({
  plan: createRoute({
    method: 'get',
    path: '/projects/{id}/code-plan',
    summary: 'What the kit plans for the code, per task: its criteria ids, entities, API routes and commands',
    request: { params: projectParams },
    responses: {
      200: jsonResponse(codePlanDto, 'The plan `specforge check` compares the repository with'),
      ...refusals,
      409: { description: 'KIT_NOT_READY: the kit’s tasks are not written yet' },
    },
  }),
  upload: createRoute({
    method: 'post',
    path: '/projects/{id}/code-reports',
    summary: 'Keep a report of `specforge check`: per task what is implemented, tested and missing, and the code the kit does not plan',
    request: { params: projectParams, ...jsonBody(codeReportInput) },
    responses: { 201: jsonResponse(codeReportDto, 'The report as kept'), ...refusals },
  }),
  list: createRoute({
    method: 'get',
    path: '/projects/{id}/code-reports',
    summary: 'The latest code report in full, and every report’s date and counts, newest first',
    request: { params: projectParams },
    responses: { 200: jsonResponse(codeReportsDto, 'The reports'), ...refusals },
  }),
});

export function codeAnalysisRoutes(deps: { auth: Auth; db: Db }) {
  const { auth, db } = deps;
  const userId = (c: Parameters<typeof requireUserId>[0]) => requireUserId(c, auth);
  return new OpenAPIHono<AppEnv>()
    .openapi(routes.plan, async (c) => c.json(await getCodePlan(db, await userId(c), c.req.valid('param').id), 200))
    .openapi(routes.upload, async (c) => {
      const actor = await userId(c);
      return c.json(await saveCodeReport(db, actor, c.req.valid('param').id, c.req.valid('json')), 201);
    })
    .openapi(routes.list, async (c) => c.json(await getCodeReports(db, await userId(c), c.req.valid('param').id), 200));
}
