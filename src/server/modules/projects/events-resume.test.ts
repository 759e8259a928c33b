import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authedRequest } from '../../../../tests/support/auth-helpers';
import { databaseKinds } from '../../../../tests/support/databases';
import { orderKit, userWithCredits } from '../../../../tests/support/kit-helpers';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { createEventStreamParser } from '../../../shared/event-stream';
import { PROJECT_EVENT, type ProjectDto } from '../../../shared/schemas/projects';

describe.runIf(databaseKinds.includes('postgres'))('project events when the notification connection is replaced', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No worker: the kit stays queued, and nothing else notifies.
    t = await createTestApp('postgres', { kit: { worker: false } });
  });
  afterAll(() => t.close());

  it('reads the project again once listening resumes, since a change may have been missed meanwhile', async () => {
    const user = await userWithCredits(t, 'resumed-stream@example.com');
    const project = (await (await orderKit(t, user, 'A booking app where dog owners book local walkers.')).json()) as ProjectDto;
    const response = await t.app.request(`/api/projects/${project.id}/events`, authedRequest('GET', undefined, user.cookie));
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    const parser = createEventStreamParser();
    const nextProject = async (): Promise<ProjectDto> => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) throw new Error('the stream ended');
        const event = parser.push(value).find((e) => e.event === PROJECT_EVENT);
        if (event) return JSON.parse(event.data) as ProjectDto;
      }
    };
    expect((await nextProject()).name).not.toBe('Renamed while unheard');

    // The listening connection dies (a database restart), and the project changes before it is back.
    await t.database.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and query like 'LISTEN %'`,
    );
    await t.database.query('update projects set name = $1 where id = $2', ['Renamed while unheard', project.id]);

    expect((await nextProject()).name).toBe('Renamed while unheard');
    await reader.cancel();
  });
});
