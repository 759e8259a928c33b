import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  createEvaluationInput,
  evaluationDto,
  evaluationParams,
  evaluationStateDto,
} from '../../../shared/schemas/evaluations';
import { freeEvaluationTerms } from '../../../shared/pricing';
import { ideaUnclearDto } from '../../../shared/schemas/projects';
import type { Auth } from '../../auth/auth';
import { CAPTCHA_HEADER, verifyCaptcha } from '../../auth/captcha';
import { refuseApiToken } from '../../auth/session';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { AppError } from '../../http/app-error';
import { clientIp, type AppEnv } from '../../http/context';
import { jsonResponse } from '../../http/openapi';
import { RateLimit } from '../../lib/rate-limit';
import { visitorHasIdea, type EvaluationOwner } from './evaluations.repo';
import {
  evaluateIdea,
  generateEvaluationDocuments,
  getEvaluationState,
  type EvaluationDeps,
} from './evaluations.service';
import type { VisitorCookies } from './visitor-cookie';

const routes = {
  state: createRoute({
    method: 'get',
    path: '/evaluations',
    summary: 'Whether the free evaluation is still available, and its result once made (an account’s, or a visitor’s by its cookie)',
    responses: { 200: jsonResponse(evaluationStateDto, 'The free evaluation') },
  }),
  create: createRoute({
    method: 'post',
    path: '/evaluations',
    summary:
      'The free evaluation (once per account, once per visitor): the idea read into a brief, and a viability assessment of it. Visitors need no account; they get a signed cookie and, when captcha is on, send its token in x-captcha-response.',
    request: { body: { content: { 'application/json': { schema: createEvaluationInput } }, required: true } },
    responses: {
      201: jsonResponse(evaluationDto, 'The assessment'),
      409: { description: 'The free evaluation was already used' },
      422: jsonResponse(ideaUnclearDto, 'IDEA_UNCLEAR: no brief can be read from the idea (the free evaluation is not used); questions that would make it clear'),
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

/** Evaluations call the AI: limited per account (or visitor) and per address, 3 per hour, then 3 per day. */
function evaluationLimits(db: Db) {
  return {
    account: new RateLimit(db, { name: 'evaluation-account', points: 6, durationSeconds: 60 * 60 }),
    address: new RateLimit(db, { name: 'evaluation-address', points: 12, durationSeconds: 60 * 60 }),
    // A visitor who drops the cookie is a new visitor: an address gets a few visitor evaluations a
    // day, not one, since offices and mobile carriers put many people behind one (ADR 0014).
    visitorAddress: new RateLimit(db, {
      name: 'evaluation-visitor-address',
      points: freeEvaluationTerms.visitorEvaluationsPerAddressPerDay,
      durationSeconds: 24 * 60 * 60,
    }),
  };
}

/** The evaluation quota message instead of the generic 'Too many attempts'. */
async function withinQuota(consume: () => Promise<void>): Promise<void> {
  try {
    await consume();
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') {
      throw new AppError('EVALUATION_QUOTA', undefined, error.details);
    }
    throw error;
  }
}

export function evaluationRoutes(deps: EvaluationDeps & { auth: Auth; env: Env; visitors: VisitorCookies }) {
  const limits = evaluationLimits(deps.db);
  const limit = (c: Context, owner: EvaluationOwner) =>
    withinQuota(async () => {
      await limits.address.consume(clientIp(c, deps.env));
      await limits.account.consume('userId' in owner ? owner.userId : `visitor:${owner.visitorId}`);
    });

  /** The signed-in account, else the visitor its cookie names (none yet: undefined). */
  const ownerOf = async (c: Context<AppEnv>): Promise<EvaluationOwner | undefined> => {
    // A free evaluation belongs to a browser: a token would otherwise make it anonymous.
    refuseApiToken(c);
    const session = await deps.auth.api.getSession({ headers: c.req.raw.headers });
    // Who asks decides the answer: nothing may cache it.
    c.header('Cache-Control', 'private, no-store');
    if (session) return { userId: session.user.id };
    const visitorId = await deps.visitors.read(c.req.header('cookie'));
    return visitorId ? { visitorId } : undefined;
  };

  /**
   * A visitor's free evaluation: refused at once when this browser already had one; otherwise the
   * captcha (when configured) comes before the address's daily allowance, so requests without a
   * solved captcha cannot use up an office's allowance.
   */
  const visitorOwner = async (c: Context, visitorId: string | undefined): Promise<EvaluationOwner> => {
    if (visitorId && (await visitorHasIdea(deps.db, visitorId))) throw new AppError('EVALUATION_USED');
    await verifyCaptcha(deps.env, c.req.header(CAPTCHA_HEADER));
    await withinQuota(() => limits.visitorAddress.consume(clientIp(c, deps.env)));
    if (visitorId) return { visitorId };
    const issued = await deps.visitors.issue();
    c.header('Set-Cookie', issued.setCookie, { append: true });
    return { visitorId: issued.visitorId };
  };

  return new OpenAPIHono<AppEnv>()
    .openapi(routes.state, async (c) => {
      const owner = await ownerOf(c);
      return c.json(owner ? await getEvaluationState(deps.db, owner) : { available: true, evaluation: null }, 200);
    })
    .openapi(routes.create, async (c) => {
      const { idea } = c.req.valid('json');
      const known = await ownerOf(c);
      const owner = known && 'userId' in known ? known : await visitorOwner(c, known?.visitorId);
      await limit(c, owner);
      return c.json(await evaluateIdea(deps, owner, idea), 201);
    })
    .openapi(routes.documents, async (c) => {
      const owner = await ownerOf(c);
      if (!owner) throw new AppError('NOT_FOUND', 'Evaluation not found.');
      await limit(c, owner);
      return c.json(await generateEvaluationDocuments(deps, owner, c.req.valid('param').id), 200);
    });
}
