import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { kitResponder } from '../../../../tests/fakes/openai-kit-responder';
import { FakeOpenAI, type FakeOpenAIRequest } from '../../../../tests/fakes/openai-server';
import { briefOf } from '../../../../tests/support/brief-fixtures';
import { orderKit, userWithCredits, waitForProject } from '../../../../tests/support/kit-helpers';
import { readQuestionStream } from '../../../../tests/support/question-stream';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { call } from '../../../../tests/support/workspace-helpers';
import type { ProjectDto } from '../../../shared/schemas/projects';
import type { QuestionsDto } from '../../../shared/schemas/questions';
import { createSdkModel } from '../../ai/sdk-model';

const idea = 'A booking app called PawWalk where dog owners book vetted local walkers, pay in the app and get GPS walk reports.';
const apiKey = 'sk-test-key';

/** The question's prompt: the user message of a plain-text (no schema) completion. */
const promptOf = (request: Pick<FakeOpenAIRequest, 'messages'>) => String(request.messages.find((m) => m.role === 'user')?.content ?? '');

describe('questions answered by an AI provider', () => {
  let answer: (prompt: string) => string = () => '';
  const fake = new FakeOpenAI({
    apiKey,
    // Kit steps are structured output; a question is plain text.
    responder: (request) => (request.schemaName ? kitResponder(request) : answer(promptOf(request))),
  });
  let t: TestApp;
  let project: ProjectDto;
  let user: { id: string; cookie: string };

  beforeAll(async () => {
    const baseURL = await fake.start();
    const model = createSdkModel({ provider: 'openai', apiKey, model: 'gpt-4.1-mini', baseURL, timeoutMs: 10_000, maxRetries: 1, retryBaseDelayMs: 1 });
    t = await createTestApp('pglite', { kit: { model } });
    user = await userWithCredits(t, 'questions-ai@example.com', { plan: 'GROWTH' });
    const ordered = (await (await orderKit(t, user, idea, { brief: briefOf(idea) })).json()) as ProjectDto;
    project = await waitForProject(t, user, ordered.id);
    expect(project.status).toBe('ready');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await fake.stop();
  });
  beforeEach(() => fake.reset());

  const ask = async (question: string) =>
    readQuestionStream(await call(t, user, 'POST', `/api/projects/${project.id}/questions`, { question }));

  it('sends the sections found with the rule to answer from them only, streams the answer and keeps the sections it cites', async () => {
    answer = (prompt) => {
      const cited = /^\[2\] (.+)$/m.exec(prompt)?.[1];
      return `The fields are listed in ${cited} [2], with their types.`;
    };
    // A pause between the answer's pieces, as a model streams them: the stream judges its caller
    // before each event and joins the pieces that arrive meanwhile (ADR 0036), so a burst could be one.
    fake.chunkDelayMs = 20;
    const stream = await ask('What fields does a booking have?').finally(() => (fake.chunkDelayMs = 0));

    const [request] = fake.completions;
    expect(request!.stream).toBe(true);
    expect(request!.schemaName).toBeUndefined();
    const system = String(request!.messages.find((m) => m.role === 'system')?.content);
    expect(system).toContain('Answer only from the numbered sections');
    expect(system).toContain('reply with exactly "The kit does not say."');
    expect(system).toContain('Answer in English');
    const prompt = promptOf(request!);
    expect(prompt).toMatch(/^Question: What fields does a booking have\?/);

    expect(stream.citations?.answered).toBe(true);
    const offered = stream.citations!.citations;
    expect(offered.length).toBeGreaterThan(1);
    // Every section offered is sent, numbered in the same order, with its document and heading.
    offered.forEach((citation, index) =>
      expect(prompt.split('\n')).toContain(`[${index + 1}] ${citation.title} › ${citation.heading}`),
    );
    expect(offered.map((c) => c.heading)).toContain('Booking');
    // The text arrives in pieces, as the provider streams it.
    expect(stream.events.filter((e) => e.event === 'delta').length).toBeGreaterThan(1);
    expect(stream.answer).toMatch(/ \[2\], with their types\.$/);
    expect(stream.done).toMatchObject({ answer: stream.answer, answered: true, model: 'openai:gpt-4.1-mini', citations: [offered[1]] });
  });

  it('keeps an answer the model says the kit does not give as unanswered, with the sections offered', async () => {
    answer = () => 'The kit does not say.';
    const stream = await ask('What are the risks of the payments?');
    expect(stream.citations?.answered).toBe(true);
    expect(stream.done).toMatchObject({ answered: false, answer: 'The kit does not say.', citations: stream.citations!.citations });
  });

  it('asks no model when the kit does not cover the question', async () => {
    const stream = await ask('What is the capital of France?');
    expect(stream.done).toMatchObject({ answered: false, model: 'none' });
    expect(fake.completions).toHaveLength(0);
  });

  it('retries a provider failure before the first piece, and reports one that persists as an error event, storing nothing', async () => {
    answer = () => 'Risks are listed in the plan [1].';
    fake.fail({ status: 503 });
    const retried = await ask('What are the risks?');
    expect(fake.completions.map((r) => r.status)).toEqual([503, 200]);
    expect(retried.done?.answer).toBe('Risks are listed in the plan [1].');

    fake.reset();
    fake.fail({ status: 503 }, { status: 503 });
    const failed = await ask('What are the risks?');
    expect(failed.error).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'The service is temporarily unavailable. Please try again later.' });
    expect(failed.done).toBeUndefined();
    const history = (await (await call(t, user, 'GET', `/api/projects/${project.id}/questions`)).json()) as QuestionsDto;
    expect(history.questions.map((q) => q.answer)).not.toContain('');
    expect(history.questions.at(-1)?.answer).not.toBe(failed.answer);
  });
});
