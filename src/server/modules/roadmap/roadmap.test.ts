import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../../tests/support/databases';
import { userWithCredits, type TestUser } from '../../../../tests/support/kit-helpers';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { call, emptyProject, freeUserWithProject, readyProject } from '../../../../tests/support/workspace-helpers';
import { addMember, ensureTeam } from '../teams/teams.repo';
import { addWorkingDays } from '../../../shared/roadmap-schedule';
import type { ImplementationOutput } from '../../../shared/schemas/kit';
import { isSingleLine } from '../../../shared/schemas/text';
import type { ProjectDto } from '../../../shared/schemas/projects';
import type { RoadmapDto } from '../../../shared/schemas/roadmap';

describe.each(databaseKinds)('the roadmap on %s', (kind) => {
  let t: TestApp;
  let owner: TestUser;
  let growth: TestUser;
  let project: ProjectDto;

  let n = 0;
  const email = () => `roadmap-${kind}-${(n += 1)}@example.com`;

  beforeAll(async () => {
    t = await createTestApp(kind, { kit: {} });
    owner = await userWithCredits(t, email(), { credits: 3 });
    growth = await userWithCredits(t, email(), { plan: 'GROWTH', credits: 2 });
    project = await readyProject(t, owner);
  });
  afterAll(() => t.close());

  const roadmapOf = async (projectId = project.id, user = owner) => {
    const response = await call(t, user, 'GET', `/api/projects/${projectId}/roadmap`);
    expect(response.status).toBe(200);
    return (await response.json()) as RoadmapDto;
  };
  const planOf = async (projectId: string) => {
    const [row] = await t.database.query<{ output: ImplementationOutput }>(
      `select output from kit_steps where project_id = $1 and step = 'implementation'`,
      [projectId],
    );
    return row!.output;
  };

  it('lays out the kit’s phases and every task of the board, each phase after the ones it depends on', async () => {
    const roadmap = await roadmapOf();
    const plan = await planOf(project.id);
    expect(roadmap.projectName).toBe(project.name);
    expect(roadmap.phases.map((p) => [p.name, p.goal])).toEqual(plan.phases.map((p) => [p.name, p.goal]));
    expect(roadmap.startDate).toBe(roadmap.phases[0]!.start);
    expect(roadmap.today).toBe(new Date().toISOString().slice(0, 10));

    const [row] = await t.database.query<{ count: number }>(
      `select count(*)::int as count from tasks where project_id = $1 and level = 'TASK' and archived_at is null`,
      [project.id],
    );
    expect(roadmap.tasks).toHaveLength(row!.count);
    for (const phase of roadmap.phases) {
      expect(phase.start <= phase.end).toBe(true);
      expect(phase.progress).toBe(0);
      for (const index of phase.dependsOn) expect(roadmap.phases[index]!.end < phase.start).toBe(true);
      if (phase.index > 0) expect(phase.dependsOn.length).toBeGreaterThan(0);
    }
    for (const task of roadmap.tasks) {
      const phase = roadmap.phases[task.phase]!;
      expect(task.start >= phase.start && task.end <= phase.end, task.title).toBe(true);
    }
  });

  it('grows a phase’s progress when one of its tasks is done on the board', async () => {
    const before = await roadmapOf();
    const task = before.tasks[0]!;
    expect((await call(t, owner, 'PATCH', `/api/tasks/${task.id}`, { status: 'done' })).status).toBe(200);
    const after = await roadmapOf();
    expect(after.phases[task.phase]!.progress).toBeGreaterThan(before.phases[task.phase]!.progress);
    expect(after.tasks.find((x) => x.id === task.id)?.status).toBe('done');
  });

  it('saves the start date and phase moves, and the dependants follow', async () => {
    const own = await readyProject(t, owner);
    const put = (body: unknown) => call(t, owner, 'PUT', `/api/projects/${own.id}/roadmap`, body);
    // 2027-03-01 is a Monday.
    const started = (await (await put({ startDate: '2027-03-01' })).json()) as RoadmapDto;
    expect(started.startDate).toBe('2027-03-01');
    expect(started.phases[0]!.start).toBe('2027-03-01');

    const response = await put({ phaseShifts: { '0': 2 } });
    expect(response.status).toBe(200);
    const moved = (await response.json()) as RoadmapDto;
    expect(moved.startDate).toBe('2027-03-01');
    expect(moved.phases[0]).toMatchObject({ start: '2027-03-03', shift: 2 });
    // Every phase after the first depends on one before it, so all of them move two working days.
    for (const [i, phase] of moved.phases.entries())
      expect(phase.start, phase.name).toBe(addWorkingDays(started.phases[i]!.start, 2));
    expect(await roadmapOf(own.id)).toEqual({ ...moved, today: expect.any(String) });

    // Moving it back clears the move.
    const back = (await (await put({ phaseShifts: {} })).json()) as RoadmapDto;
    expect(back.phases.map((p) => p.start)).toEqual(started.phases.map((p) => p.start));

    for (const body of [
      { phaseShifts: { '0': -1 } },
      { phaseShifts: { first: 1 } },
      { startDate: '1 March' },
      { other: 1 },
    ])
      expect((await put(body)).status, JSON.stringify(body)).toBe(400);
  });

  it('puts each board task in the phase the plan’s work items name, none missing, none twice', async () => {
    const roadmap = await roadmapOf();
    const plan = await planOf(project.id);
    const tasks = await (await call(t, owner, 'GET', `/api/projects/${project.id}/tasks`)).json() as { tasks: Array<{ id: string; ref: string | null }> };
    const refOf = new Map(tasks.tasks.map((task) => [task.id, task.ref]));
    for (const phase of roadmap.phases) {
      const held = roadmap.tasks.filter((task) => task.phase === phase.index).map((task) => refOf.get(task.id));
      expect(held.sort(), phase.name).toEqual(plan.phases[phase.index]!.steps.map((step) => step.split(' ')[0]).sort());
    }
  });

  it('keeps each phase’s shift with that phase when a regenerated plan reorders them, and reads shifts saved by index', async () => {
    const own = await readyProject(t, owner);
    const put = (body: unknown) => call(t, owner, 'PUT', `/api/projects/${own.id}/roadmap`, body);
    const plan = await planOf(own.id);
    const last = plan.phases.length - 1;
    expect((await put({ phaseShifts: { '1': 3, [String(last)]: 2 } })).status).toBe(200);
    const setPlan = (output: ImplementationOutput) =>
      t.database.query(`update kit_steps set output = $1 where project_id = $2 and step = 'implementation'`, [JSON.stringify(output), own.id]);

    // The regeneration puts the last phase second and the second last.
    const reordered = structuredClone(plan);
    [reordered.phases[1], reordered.phases[last]] = [reordered.phases[last]!, reordered.phases[1]!];
    await setPlan(reordered);
    const shiftOf = (roadmap: RoadmapDto, name: string) => roadmap.phases.find((phase) => phase.name === name)!.shift;
    const after = await roadmapOf(own.id);
    expect(shiftOf(after, plan.phases[1]!.name)).toBe(3);
    expect(shiftOf(after, plan.phases[last]!.name)).toBe(2);
    expect(after.phases.filter((phase) => phase.shift > 0)).toHaveLength(2);
    // A later move saves by phase again: the one not moved keeps its shift.
    const moved = (await (await put({ phaseShifts: { '1': 2, [String(last)]: 4 } })).json()) as RoadmapDto;
    expect(shiftOf(moved, plan.phases[last]!.name)).toBe(2);
    expect(shiftOf(moved, plan.phases[1]!.name)).toBe(4);

    // Settings saved before shifts were kept by phase are read by index.
    await t.database.query('update projects set roadmap = $1 where id = $2', [JSON.stringify({ phaseShifts: { '0': 1 } }), own.id]);
    expect((await roadmapOf(own.id)).phases[0]!.shift).toBe(1);
  });

  it('refuses the Free plan with ROADMAP_PLAN, and shows the Growth plan its own', async () => {
    const { user, project: freeProject } = await freeUserWithProject(t, email());
    for (const [method, path] of [
      ['GET', `/api/projects/${freeProject.id}/roadmap`],
      ['PUT', `/api/projects/${freeProject.id}/roadmap`],
      ['GET', `/api/projects/${freeProject.id}/roadmap.ics`],
    ] as const) {
      const response = await call(t, user, method, path, method === 'PUT' ? { startDate: '2027-03-01' } : undefined);
      expect(response.status, path).toBe(403);
      expect(((await response.json()) as { code: string }).code).toBe('ROADMAP_PLAN');
    }
    const own = await readyProject(t, growth);
    expect((await roadmapOf(own.id, growth)).phases.length).toBeGreaterThan(0);
  });

  it('shows a Growth owner’s roadmap to the team, whose viewers may not move it', async () => {
    const own = await readyProject(t, growth);
    const team = await ensureTeam(t.database.db, growth.id);
    const viewer = await userWithCredits(t, email(), { plan: 'FREE', credits: 0 });
    const editor = await userWithCredits(t, email(), { plan: 'FREE', credits: 0 });
    await addMember(t.database.db, team.id, viewer.id, 'viewer');
    await addMember(t.database.db, team.id, editor.id, 'editor');
    // The owner's plan decides, not the member's.
    expect((await roadmapOf(own.id, viewer)).phases.length).toBeGreaterThan(0);
    const refused = await call(t, viewer, 'PUT', `/api/projects/${own.id}/roadmap`, { phaseShifts: { '1': 1 } });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('TEAM_ROLE');
    const moved = await call(t, editor, 'PUT', `/api/projects/${own.id}/roadmap`, { phaseShifts: { '1': 1 } });
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as RoadmapDto).phases[1]!.shift).toBe(1);
  });

  it('answers 404 for another account’s project, 409 before the plan is written, 401 when signed out', async () => {
    const response = await call(t, growth, 'GET', `/api/projects/${project.id}/roadmap`);
    expect(response.status).toBe(404);
    expect(
      (await call(t, growth, 'PUT', `/api/projects/${project.id}/roadmap`, { startDate: '2027-03-01' })).status,
    ).toBe(404);
    expect((await call(t, growth, 'GET', `/api/projects/${project.id}/roadmap.ics`)).status).toBe(404);
    const notWritten = await emptyProject(t, owner);
    const early = await call(t, owner, 'GET', `/api/projects/${notWritten}/roadmap`);
    expect(early.status).toBe(409);
    expect(((await early.json()) as { code: string }).code).toBe('KIT_NOT_READY');
    expect((await call(t, undefined, 'GET', `/api/projects/${project.id}/roadmap`)).status).toBe(401);
  });

  it('exports one all-day milestone per phase, on its last day, that a calendar reads back', async () => {
    const roadmap = await roadmapOf();
    const response = await call(t, owner, 'GET', `/api/projects/${project.id}/roadmap.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(response.headers.get('content-disposition')).toMatch(/attachment; .*roadmap\.ics/);

    const calendar = new ICAL.Component(ICAL.parse(await response.text()) as unknown[]);
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events).toHaveLength(roadmap.phases.length);
    for (const phase of roadmap.phases) {
      const event = events.find((e) => e.summary === phase.name);
      expect(event, phase.name).toBeDefined();
      expect(event!.description).toBe(phase.goal);
      expect(event!.startDate.isDate).toBe(true);
      expect(event!.startDate.toString()).toBe(phase.end);
      expect(event!.endDate.toString()).toBe(addCalendarDay(phase.end));
    }
  });

  it('writes a name saved before names were one line as text: its line breaks add no event to the calendar', async () => {
    const injected = '\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:injected\r\nSUMMARY:Pay now; at evil.example\r\nX-A:\u0007\u0085\u2028';
    const plan = await planOf(project.id);
    const hostilePlan = structuredClone(plan);
    hostilePlan.phases[0]!.name = `Setup${injected}`;
    hostilePlan.phases[0]!.goal = `First line\nsecond line${injected}`;
    const setRow = (name: string, output: ImplementationOutput) =>
      Promise.all([
        t.database.query('update projects set name = $1 where id = $2', [name, project.id]),
        t.database.query(`update kit_steps set output = $1 where project_id = $2 and step = 'implementation'`, [JSON.stringify(output), project.id]),
      ]);
    await setRow(`Evil${injected}`, hostilePlan);
    try {
      const response = await call(t, owner, 'GET', `/api/projects/${project.id}/roadmap.ics`);
      expect(response.status).toBe(200);
      const text = await response.text();
      // Every line ends in CRLF, and no other control character is written.
      expect(isSingleLine(text.replace(/\r\n/g, ''))).toBe(true);
      const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
      expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(plan.phases.length);
      expect(lines.filter((line) => line.startsWith('UID:injected') || line.startsWith('SUMMARY:Pay now') || line.startsWith('X-A:'))).toEqual([]);
      expect(lines).toContain('X-WR-CALNAME:Evil  END:VEVENT  BEGIN:VEVENT  UID:injected  SUMMARY:Pay now\\; at evil.example  X-A:    roadmap');

      const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
      const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
      expect(events).toHaveLength(plan.phases.length);
      const first = events.find((event) => event.summary.startsWith('Setup'))!;
      expect(first.summary).toBe('Setup  END:VEVENT  BEGIN:VEVENT  UID:injected  SUMMARY:Pay now; at evil.example  X-A:   ');
      expect(first.description).toBe('First line\nsecond line\nEND:VEVENT\nBEGIN:VEVENT\nUID:injected\nSUMMARY:Pay now; at evil.example\nX-A:   ');
    } finally {
      await setRow(project.name, plan);
    }
  });

  it('lists its endpoints in the OpenAPI document', async () => {
    const spec = (await (await t.app.request('/api/openapi.json')).json()) as { paths: Record<string, object> };
    expect(Object.keys(spec.paths['/api/projects/{id}/roadmap'] ?? {}).sort()).toEqual(['get', 'put']);
    expect(Object.keys(spec.paths['/api/projects/{id}/roadmap.ics'] ?? {})).toEqual(['get']);
  });
});

const addCalendarDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
