import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import { kitSearchDto, kitSearchQuery, projectParams } from '../../../shared/schemas/projects';
import { askQuestionInput, QUESTION_EVENTS, questionsDto } from '../../../shared/schemas/questions';
import type { Auth } from '../../auth/auth';
import { projectCallerJudge, requireUserId } from '../../auth/session';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/context';
import { joinedWhileBusy, judgeWhileOpen } from '../../http/judged-stream';
import { jsonBody, jsonResponse, tokenOrSession } from '../../http/openapi';
import { RateLimit } from '../../lib/rate-limit';
import type { KitDeps } from '../kits/kits.service';
import { answerPieces, modelCallLimitRule, prepareQuestion, questionHistory, saveAnswer, searchKit } from './questions.service';

const routes = tokenOrSession({
  ask: createRoute({
    method: 'post',
    path: '/projects/{id}/questions',
    summary: 'Ask a question about the kit: answered from its documents only, with citations, streamed (Growth plan)',
    description: [
      'The answer streams as `text/event-stream` (read it with fetch: it is a POST). Events, in order:',
      `\`${QUESTION_EVENTS.citations}\` once, \`{ answered, citations: [{ kind, title, heading, anchor, excerpt }] }\`: the sections`,
      'the answer rests on, or, when `answered` is false, the nearest sections (the kit does not say);',
      `\`${QUESTION_EVENTS.delta}\` for each piece of the answer, \`{ text }\`, to append in order;`,
      `then \`${QUESTION_EVENTS.done}\` with the stored question (as in the history), or \`${QUESTION_EVENTS.error}\``,
      'with `{ code, message }` when the answer failed (nothing is stored).',
      'Refusals before the stream (not found, plan, kit not written, validation, rate limit) are plain JSON errors.',
      'The stream stops, storing nothing, once its token or session no longer stands or the asker loses their place on the project.',
    ].join(' '),
    request: { params: projectParams, ...jsonBody(askQuestionInput) },
    responses: {
      200: { description: 'text/event-stream of citations, delta… and done (or error) events' },
      403: { description: 'QUESTIONS_PLAN: only the Growth plan answers questions' },
      404: { description: 'No such project' },
      409: { description: 'KIT_NOT_READY: no document is written yet' },
      429: { description: 'Too many questions this hour' },
    },
  }),
  history: createRoute({
    method: 'get',
    path: '/projects/{id}/questions',
    summary: 'The questions asked about the kit and their answers, oldest first',
    request: { params: projectParams },
    responses: { 200: jsonResponse(questionsDto, 'The history') },
  }),
  search: createRoute({
    method: 'get',
    path: '/projects/{id}/search',
    summary: 'The kit’s sections that hold the words of `q`, best first, with their anchors and an excerpt (any plan)',
    request: { params: projectParams, query: kitSearchQuery },
    responses: {
      200: jsonResponse(kitSearchDto, 'The sections found (none when no section holds the words)'),
      409: { description: 'KIT_NOT_READY: no document is written yet' },
    },
  }),
});

export function questionRoutes(deps: {
  auth: Auth;
  kit: KitDeps;
  /** How often an answer being streamed judges its caller again (ADR 0036). */
  accessCheckMs: number;
}) {
  const { auth, kit, accessCheckMs } = deps;
  const { db, model } = kit;
  const limit = new RateLimit(db, modelCallLimitRule);

  return new OpenAPIHono<AppEnv>()
    .openapi(routes.search, async (c) => {
      const owner = await requireUserId(c, auth);
      const { q, limit: hits } = c.req.valid('query');
      return c.json(await searchKit(db, owner, c.req.valid('param').id, q, hits), 200);
    })
    .openapi(routes.history, async (c) => {
      const owner = await requireUserId(c, auth);
      return c.json({ questions: await questionHistory(db, owner, c.req.valid('param').id) }, 200);
    })
    .openapi(routes.ask, async (c) => {
      const owner = await requireUserId(c, auth);
      const { id } = c.req.valid('param');
      const { question } = c.req.valid('json');
      // Every refusal is a plain JSON error, before the stream starts.
      const prepared = await prepareQuestion(db, owner, id, question);
      await limit.consume(owner);
      const log = c.get('log');
      c.header('X-Accel-Buffering', 'no');
      return streamSSE(c, async (stream) => {
        const aborted = new AbortController();
        stream.onAbort(() => aborted.abort());
        // The asker's token or session and their place on the project are judged again before each
        // event and every `accessCheckMs`: losing either stops the answer (nothing is stored).
        const access = judgeWhileOpen(stream, projectCallerJudge(c, auth, db, owner, id, 'questions.ask'), accessCheckMs);
        let answer = '';
        try {
          if (!(await access.allowed())) return;
          await stream.writeSSE({
            event: QUESTION_EVENTS.citations,
            data: JSON.stringify({ answered: prepared.answered, citations: prepared.citations }),
          });
          // Pieces that arrive while the caller is judged are sent together, as one delta.
          for await (const text of joinedWhileBusy(answerPieces(model, prepared, aborted.signal))) {
            if (!(await access.allowed())) return;
            answer += text;
            await stream.writeSSE({ event: QUESTION_EVENTS.delta, data: JSON.stringify({ text }) });
          }
          if (!(await access.allowed())) return;
          const saved = await saveAnswer(db, prepared, answer, model.name);
          await stream.writeSSE({ event: QUESTION_EVENTS.done, data: JSON.stringify(saved) });
          log.info({ projectId: id, answered: saved.answered }, 'question answered');
        } catch (error) {
          if (aborted.signal.aborted) return;
          log.warn({ projectId: id, err: error }, 'question not answered');
          const failure = error instanceof AppError ? error : new AppError('SERVICE_UNAVAILABLE');
          await stream.writeSSE({
            event: QUESTION_EVENTS.error,
            data: JSON.stringify({ code: failure.code, message: failure.message }),
          });
        } finally {
          access.stop();
        }
      }) as never;
    });
}
