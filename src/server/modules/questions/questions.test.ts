import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../../tests/support/databases';
import { orderKit, userWithCredits, waitForProject } from '../../../../tests/support/kit-helpers';
import { readQuestionStream } from '../../../../tests/support/question-stream';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { call, readyProject, setPlan } from '../../../../tests/support/workspace-helpers';
import type { ProjectDto } from '../../../shared/schemas/projects';
import { questionMessages, type QuestionsDto } from '../../../shared/schemas/questions';
import { tutorBrief, tutorIdea } from '../../ai/offline/model/test-briefs';

describe.each(databaseKinds)('questions answered from the kit on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  const email = () => `questions-${kind}-${(n += 1)}@example.com`;

  beforeAll(async () => {
    t = await createTestApp(kind, { kit: {} });
  });
  afterAll(() => t.close());

  const ask = async (user: { cookie: string }, projectId: string, question: string) =>
    readQuestionStream(await call(t, user as never, 'POST', `/api/projects/${projectId}/questions`, { question }));

  it('answers a question the kit covers by quoting the section that says it, and says that it quotes', async () => {
    const user = await userWithCredits(t, email(), { plan: 'GROWTH' });
    const project = await readyProject(t, user);
    const response = await call(t, user, 'POST', `/api/projects/${project.id}/questions`, { question: 'What are the risks?' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const stream = await readQuestionStream(response);

    expect(stream.events.map((e) => e.event)).toEqual(['citations', ...stream.events.slice(1, -1).map(() => 'delta'), 'done']);
    expect(stream.citations?.answered).toBe(true);
    const [first] = stream.citations!.citations;
    expect(first).toMatchObject({ kind: 'implementation', heading: 'Risks', anchor: 'section-risks' });
    expect(first!.excerpt.length).toBeGreaterThan(20);
    expect(stream.answer.startsWith('From the kit (quoted word for word):')).toBe(true);
    expect(stream.answer).toContain(first!.excerpt.replace(/…$/, '').slice(0, 60));
    expect(stream.answer).toContain('— Implementation Plan › Risks');
    expect(stream.done).toMatchObject({ question: 'What are the risks?', answer: stream.answer, answered: true, model: 'offline' });

    // The quoted section is the document's own words.
    const document = (await (await call(t, user, 'GET', `/api/projects/${project.id}/documents/implementation`)).json()) as { content: string };
    expect(document.content).toContain('## Risks');
    expect(document.content).toContain(first!.excerpt.replace(/…$/, '').slice(0, 60));
  });

  it('says the kit does not say when no section holds enough of the question, listing the nearest sections', async () => {
    const user = await userWithCredits(t, email(), { plan: 'GROWTH' });
    const project = await readyProject(t, user);

    const partly = await ask(user, project.id, 'How do I deploy it to Kubernetes?');
    expect(partly.citations?.answered).toBe(false);
    expect(partly.answer.startsWith('The kit does not say. The nearest sections:')).toBe(true);
    expect(partly.citations!.citations.length).toBeGreaterThan(0);
    for (const nearest of partly.citations!.citations) expect(partly.answer).toContain(nearest.heading);
    expect(partly.done).toMatchObject({ answered: false, model: 'none' });

    const unrelated = await ask(user, project.id, 'What is the capital of France?');
    expect(unrelated.citations).toEqual({ answered: false, citations: [] });
    expect(unrelated.answer).toBe('The kit does not say. No section of the kit uses the words of this question.');
  });

  it('searches a Russian kit in Russian and answers in Russian', async () => {
    const user = await userWithCredits(t, email(), { plan: 'GROWTH' });
    const ordered = await orderKit(t, user, tutorIdea, { brief: tutorBrief });
    expect(ordered.status).toBe(201);
    const project = await waitForProject(t, user, ((await ordered.json()) as ProjectDto).id);
    expect(project.status).toBe('ready');

    // "What are the project's risks?": the question's words stem as the kit's do (риски → риск).
    const risks = await ask(user, project.id, 'Какие риски у проекта?');
    expect(risks.citations?.answered).toBe(true);
    expect(risks.citations!.citations[0]).toMatchObject({ kind: 'implementation', heading: 'Риски', anchor: 'section-риски' });
    expect(risks.answer.startsWith('Из набора (цитаты дословно):')).toBe(true);

    const outside = await ask(user, project.id, 'Какая столица Франции?');
    expect(outside.citations?.answered).toBe(false);
    expect(outside.answer.startsWith('В наборе об этом не сказано.')).toBe(true);
  });

  it('keeps the questions and answers of each project, oldest first, for its owner only', async () => {
    const user = await userWithCredits(t, email(), { plan: 'GROWTH', credits: 2 });
    const project = await readyProject(t, user);
    const other = await readyProject(t, user);
    const first = await ask(user, project.id, 'What are the risks?');
    const second = await ask(user, project.id, 'What fields does a booking have?');

    const history = await call(t, user, 'GET', `/api/projects/${project.id}/questions`);
    expect(history.status).toBe(200);
    expect(((await history.json()) as QuestionsDto).questions).toEqual([first.done, second.done]);
    expect(((await (await call(t, user, 'GET', `/api/projects/${other.id}/questions`)).json()) as QuestionsDto).questions).toEqual([]);

    const stranger = await userWithCredits(t, email(), { plan: 'GROWTH' });
    expect((await call(t, stranger, 'GET', `/api/projects/${project.id}/questions`)).status).toBe(404);
    expect((await call(t, stranger, 'POST', `/api/projects/${project.id}/questions`, { question: 'Risks?' })).status).toBe(404);
  });

  it('answers only on the Growth plan, refusing others with the upgrade text; the history stays readable', async () => {
    const user = await userWithCredits(t, email(), { plan: 'GROWTH' });
    const project = await readyProject(t, user);
    await ask(user, project.id, 'What are the risks?');
    for (const plan of ['FOUNDER', 'FREE'] as const) {
      await setPlan(t, user.id, plan);
      const refused = await call(t, user, 'POST', `/api/projects/${project.id}/questions`, { question: 'What are the risks?' });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ code: 'QUESTIONS_PLAN', message: questionMessages.plan });
    }
    const history = (await (await call(t, user, 'GET', `/api/projects/${project.id}/questions`)).json()) as QuestionsDto;
    expect(history.questions).toHaveLength(1);
  });

  it('refuses an empty or overlong question, and a signed-out visitor', async () => {
    const user = await userWithCredits(t, email(), { plan: 'GROWTH' });
    const project = await readyProject(t, user);
    const empty = await call(t, user, 'POST', `/api/projects/${project.id}/questions`, { question: '   ' });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: questionMessages.questionRequired });
    const long = await call(t, user, 'POST', `/api/projects/${project.id}/questions`, { question: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect((await call(t, undefined, 'POST', `/api/projects/${project.id}/questions`, { question: 'Risks?' })).status).toBe(401);
  });
});
