import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { briefProposalDto, ideaUnclearDto, projectBriefDto, projectParams, proposeBriefInput } from '../../../shared/schemas/projects';
import type { KitModel } from '../../ai/kit-model';
import type { Auth } from '../../auth/auth';
import { requireUserId } from '../../auth/session';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/context';
import { jsonBody, jsonResponse, tokenOrSession } from '../../http/openapi';
import { RateLimit } from '../../lib/rate-limit';
import { evaluatedProductName } from '../evaluations/evaluations.service';
import { briefLimitRule, getProjectBrief, proposeBrief, renameProduct } from './briefs.service';

const routes = tokenOrSession({
  propose: createRoute({
    method: 'post',
    path: '/briefs',
    summary: 'What was understood from an idea: a brief to review and up to three questions (free, 30 an hour)',
    request: jsonBody(proposeBriefInput),
    responses: {
      200: jsonResponse(briefProposalDto, 'The proposed brief and its questions'),
      422: jsonResponse(ideaUnclearDto, 'IDEA_UNCLEAR: no honest kit can be made from the idea; questions that would make it clear'),
      429: { description: 'RATE_LIMITED, with Retry-After' },
    },
  }),
  projectBrief: createRoute({
    method: 'get',
    path: '/projects/{id}/brief',
    summary: 'The brief the project’s kit is written from (its newest version)',
    request: { params: projectParams },
    responses: {
      200: jsonResponse(projectBriefDto, 'The brief'),
      404: { description: 'No such project, or BRIEF_NOT_FOUND for a kit made before briefs' },
    },
  }),
});

export function briefRoutes(deps: { auth: Auth; db: Db; model: KitModel }) {
  const { auth, db, model } = deps;
  const limit = new RateLimit(db, briefLimitRule);
  return new OpenAPIHono<AppEnv>()
    .openapi(routes.propose, async (c) => {
      const userId = await requireUserId(c, auth);
      await limit.consume(userId);
      const { idea, options } = c.req.valid('json');
      const proposal = await proposeBrief({ model, logger: c.get('log') }, idea, options);
      // The idea the founder had evaluated keeps the name the evaluation gave it (ADR 0049).
      const evaluated = await evaluatedProductName(db, userId, idea);
      return c.json(evaluated ? { ...proposal, brief: renameProduct(proposal.brief, evaluated) } : proposal, 200);
    })
    .openapi(routes.projectBrief, async (c) => {
      return c.json(await getProjectBrief(db, await requireUserId(c, auth), c.req.valid('param').id), 200);
    });
}
