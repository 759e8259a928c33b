import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  createEvaluationInput,
  evaluationDto,
  evaluationParams,
  evaluationStateDto,
} from '../../../shared/schemas/evaluations';
import { projectMessages } from '../../../shared/schemas/projects';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/session';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { AppError } from '../../http/app-error';
import { clientIp, type AppEnv } from '../../http/context';
import { RateLimit } from '../../lib/rate-limit';
import {
  evaluateIdea,
  generateEvaluationDocuments,
  getEvaluationState,
  type EvaluationDeps,
} from './evaluations.service';
import { jsonResponse } from '../../http/openapi';

const routes = {
  state: createRoute({
    method: 'get',
    path: '/evaluations',
    summary: 'Whether the free evaluation is still available, and its result once made',
    responses: { 200: jsonResponse(evaluationStateDto, 'The free evaluation') },
  }),
  create: createRoute({
    method: 'post',
    path: '/evaluations',
    summary: 'The free evaluation (once per account): a viability assessment of an idea',
    request: { body: { content: { 'application/json': { schema: createEvaluationInput } }, required: true } },
    responses: {
      201: jsonResponse(evaluationDto, 'The assessment'),
      409: { description: 'The free evaluation was already used' },
    },
  }),
  documents: createRoute({
    method: 'post',
    path: '/evaluations/{id}/documents',
    summary: 'Generate the overview and PRD of the evaluated idea',
    request: { params: evaluationParams },
    responses: { 200: jsonResponse(evaluationDto, 'The evaluation with its overview and PRD') },
  }),
};

/** Evaluations call the AI: limited per account and per address (spec §9's 3 per hour, then 3 per day). */
function evaluationLimits(db: Db) {
  return {
    account: new RateLimit(db, { name: 'evaluation-account', points: 6, durationSeconds: 60 * 60 }),
    address: new RateLimit(db, { name: 'evaluation-address', points: 12, durationSeconds: 60 * 60 }),
  };
}

export function evaluationRoutes(deps: EvaluationDeps & { auth: Auth; env: Env }) {
  const limits = evaluationLimits(deps.db);
  const limit = async (c: Parameters<typeof clientIp>[0], userId: string) => {
    try {
      await limits.address.consume(clientIp(c, deps.env));
      await limits.account.consume(userId);
    } catch (error) {
      if (error instanceof AppError && error.code === 'RATE_LIMITED') {
        throw new AppError('RATE_LIMITED', projectMessages.evaluationQuota, error.details);
      }
      throw error;
    }
  };

  return new OpenAPIHono<AppEnv>()
    .openapi(routes.state, async (c) => {
      const session = await requireSession(c, deps.auth);
      return c.json(await getEvaluationState(deps.db, session.user.id), 200);
    })
    .openapi(routes.create, async (c) => {
      const session = await requireSession(c, deps.auth);
      await limit(c, session.user.id);
      return c.json(await evaluateIdea(deps, session.user.id, c.req.valid('json').idea), 201);
    })
    .openapi(routes.documents, async (c) => {
      const session = await requireSession(c, deps.auth);
      await limit(c, session.user.id);
      return c.json(await generateEvaluationDocuments(deps, session.user.id, c.req.valid('param').id), 200);
    });
}
