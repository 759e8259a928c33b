import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getProject, orderKit, userWithCredits, type TestUser } from '../../../../tests/support/kit-helpers';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { kitStepNames, type KitOutputs } from '../../../shared/schemas/kit';
import type { ProjectDto } from '../../../shared/schemas/projects';
import { composeKit } from '../../ai/offline/offline-model';
import { checkBriefs } from '../../kit/kit-check.briefs';

/**
 * The project page's kit check reads the brief the kit was written from: a kit that leaves out what
 * the brief asks for fails, and a kit made before briefs is checked without one and says so.
 */
describe('the kit check of a stored kit against its brief', () => {
  const { idea, brief } = checkBriefs.find((b) => b.kind === 'marketplace')!;
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    t = await createTestApp('pglite', { kit: { worker: false } });
    user = await userWithCredits(t, 'brief-check@example.com', { credits: 2 });
  });
  afterAll(() => t.close());

  /** Orders a kit with the brief, stores `outputs` as its finished steps and marks it ready. */
  async function storedKit(outputs: KitOutputs): Promise<string> {
    const response = await orderKit(t, user, idea, { brief });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as ProjectDto;
    for (const step of kitStepNames) {
      await t.database.query(`update kit_steps set status = 'done', output = $3 where project_id = $1 and step = $2`, [
        id,
        step,
        JSON.stringify(outputs[step]),
      ]);
    }
    await t.database.query(`update projects set status = 'ready' where id = $1`, [id]);
    return id;
  }

  it('names what the kit leaves out of the brief', async () => {
    const outputs = structuredClone(composeKit(idea, {}, 1, brief));
    outputs.backend.entities = outputs.backend.entities.filter((e) => e.name !== 'Review');
    outputs.tech_stack.integrations = outputs.tech_stack.integrations.filter((i) => i.name !== 'Stripe');
    const id = await storedKit(outputs);

    const { kitCheck } = await getProject(t, user, id);
    expect(kitCheck).toMatchObject({ passed: false, briefChecked: true });
    const failed = Object.fromEntries(kitCheck!.checks.filter((c) => !c.passed).map((c) => [c.id, c.problems]));
    expect(failed).toEqual({
      brief_entities_modelled: ['Entity Review is not in the data model'],
      brief_integrations_in_stack: ['Integration Stripe is not in the tech stack'],
    });
  });

  it('checks a kit made before briefs without one, and says so', async () => {
    const id = await storedKit(composeKit(idea, {}));
    await t.database.query('delete from project_briefs where project_id = $1', [id]);

    const { kitCheck } = await getProject(t, user, id);
    expect(kitCheck).toMatchObject({ passed: true, score: 100, briefChecked: false });
    expect(kitCheck!.checks.map((c) => c.id)).not.toContain('brief_entities_modelled');
  });
});
