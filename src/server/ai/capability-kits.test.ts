import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kitResponder } from '../../../tests/fakes/openai-kit-responder';
import { FakeOpenAI } from '../../../tests/fakes/openai-server';
import { courierBrief, courierIdea } from '../../../tests/support/capability-briefs';
import { capabilityIds, type CapabilityId } from '../../shared/capabilities';
import { kitStepNames, kitSteps, type KitOutputs } from '../../shared/schemas/kit';
import { capabilityContextOf } from '../capabilities/brief-plans';
import { capabilityPlan } from '../capabilities/plan';
import { checkKit } from '../kit/kit-check';
import { normaliseRoute } from '../kit/kit-meaning';
import { writeKitStep } from '../kit/write-step';
import type { KitModel } from './kit-model';
import { createSdkModel } from './sdk-model';

/**
 * The AI engine writes each capability's plan into the kit (ADR 0041): against the provider's
 * stand-in, a brief whose headline feature has a capability gives a kit whose backend has the
 * plan's endpoints and jobs, whose tasks carry its tasks, whose PRD has its criteria and whose QA
 * has its checks, and the kit check finds the capability covered.
 */

const apiKey = 'sk-capabilities';
const fake = new FakeOpenAI({ responder: kitResponder, apiKey });
let model: KitModel;

beforeAll(async () => {
  const baseURL = await fake.start();
  model = createSdkModel({
    provider: 'openai',
    apiKey,
    model: 'gpt-4.1-mini',
    baseURL,
    timeoutMs: 10_000,
    maxRetries: 0,
  });
});
afterAll(() => fake.stop());

/** Every step in the kit graph's order, each told the brief and its declared inputs, as the pipeline does. */
async function aiKit(brief: ReturnType<typeof courierBrief>): Promise<KitOutputs> {
  const kit: Partial<KitOutputs> = {};
  for (const step of kitStepNames) {
    const outputs = Object.fromEntries(kitSteps[step].inputs.map((input) => [input, kit[input]]));
    const { output } = await writeKitStep(model, step, { idea: courierIdea, options: {}, brief, variant: 1, outputs });
    Object.assign(kit, { [step]: output });
  }
  return kit as KitOutputs;
}

/** Whether `items` appear in `list` in the same order (others may come between). */
const inOrder = (list: readonly string[], items: readonly string[]) => {
  let at = 0;
  for (const item of list) if (item === items[at]) at += 1;
  return at === items.length;
};

describe('a kit the AI engine writes for each capability', () => {
  it.each(capabilityIds)(
    '%s: the plan of the headline feature is in the backend, the tasks, the PRD and QA',
    async (id: CapabilityId) => {
      const brief = courierBrief(id);
      const headline = brief.features.find((f) => f.id === 'FEAT-002')!;
      const plan = capabilityPlan(capabilityContextOf(brief, headline));
      const kit = await aiKit(brief);

      expect(kit.backend.required).toBe(true);
      const endpoints = kit.backend.endpoints.map((e) => `${e.method} ${normaliseRoute(e.path)}`);
      for (const e of plan.endpoints) expect(endpoints).toContain(`${e.method} ${normaliseRoute(e.path)}`);
      const jobs = (kit.backend.jobs ?? []).map((j) => j.name);
      for (const j of plan.jobs) expect(jobs).toContain(j.name);

      const tasks = kit.tasks.tasks.filter((t) => t.featureIds.includes(headline.id)).map((t) => t.title);
      const prd = kit.requirements.features.find((f) => f.id === headline.id)!;
      if (id === 'records') {
        // Keeping records is the composer's own CRUD: the interface is the catalogue's, the texts are the feature's.
        expect(tasks.length).toBeGreaterThanOrEqual(2);
        expect(prd.acceptanceCriteria.length).toBeGreaterThanOrEqual(2);
        expect(kit.quality.testCases.some((c) => c.featureId === headline.id)).toBe(true);
        return;
      }
      expect(
        inOrder(
          tasks,
          plan.tasks.map((t) => t.title),
        ),
        `tasks ${JSON.stringify(tasks)}`,
      ).toBe(true);

      expect(prd.capability ?? 'records').toBe(id);
      // The PRD leads with the plan's criteria (as many as a PRD feature lists); the feature's tasks carry them all.
      expect(prd.acceptanceCriteria.slice(0, Math.min(2, plan.criteria.length))).toEqual(plan.criteria.slice(0, 2));
      const taskCriteria = kit.tasks.tasks.filter((t) => t.featureIds.includes(headline.id)).flatMap((t) => t.acceptanceCriteria);
      for (const criterion of plan.criteria) expect(taskCriteria).toContain(criterion);

      // A check may be split into what the tester does and what they expect: compared word by word.
      const words = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
      const cases = kit.quality.testCases
        .filter((c) => c.featureId === headline.id)
        .map((c) => words([c.title, ...c.steps, c.expected].join('\n')));
      for (const check of plan.qa)
        expect(
          cases.some((text) => text.includes(words(check))),
          check,
        ).toBe(true);

      expect(checkKit(kit, brief).checks.find((c) => c.id === 'capabilities_covered')).toMatchObject({ passed: true });
    },
  );
});
