import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderKit, userWithCredits, type TestUser } from '../../../../tests/support/kit-helpers';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { kitStepNames } from '../../../shared/schemas/kit';
import type { ProjectDto } from '../../../shared/schemas/projects';
import { composeKit } from '../../ai/offline/offline-model';
import { currentBriefOf } from '../briefs/briefs.repo';
import { listKitSteps } from '../kits/kits.repo';
import { findProject } from './projects.repo';
import { getProject, toProjectDto } from './projects.service';

/**
 * A project read while its last step finishes: the project row says 'generating', the step rows
 * read a moment later are all done, but were read without their outputs. The kit check must wait
 * for a read that carries the outputs instead of checking empty ones and caching a failure.
 */
describe('the kit check of a project read as its last step finishes', () => {
  const idea = 'A booking app where dog owners book vetted local walkers and get GPS walk reports.';
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    t = await createTestApp('pglite', { kit: { worker: false } });
    user = await userWithCredits(t, 'race@example.com', { credits: 1 });
  });
  afterAll(() => t.close());

  it('is not computed from step rows read without their outputs, and is right once the kit is read whole', async () => {
    const { id } = (await (await orderKit(t, user, idea)).json()) as ProjectDto;
    // Written from the project's brief, as the pipeline writes it: the check compares the two.
    const outputs = composeKit(idea, {}, 1, await currentBriefOf(t.database.db, id));
    for (const step of kitStepNames) {
      await t.database.query(`update kit_steps set status = 'done', output = $3 where project_id = $1 and step = $2`, [
        id,
        step,
        JSON.stringify(outputs[step]),
      ]);
    }
    const notReadyYet = (await findProject(t.database.db, id))!;
    expect(notReadyYet.status).not.toBe('ready');
    const early = toProjectDto(notReadyYet, await listKitSteps(t.database.db, id, []), { role: 'owner', team: null, plan: 'FOUNDER', actions: [] }, []);
    expect(early.progress.done).toBe(kitStepNames.length);
    expect(early.kitCheck).toBeNull();

    await t.database.query(`update projects set status = 'ready' where id = $1`, [id]);
    const ready = await getProject(t.database.db, user.id, id);
    expect(ready.kitCheck).toMatchObject({ passed: true, score: 100, briefChecked: true });
  });
});
