import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  dependantsOf,
  firstWorkingDay,
  phasesOfTasks,
  planRoadmap,
  scheduleRoadmap,
  type PlanPhase,
  type PlanTask,
  workingDaysBetween,
} from './roadmap-schedule';

const phase = (name: string, featureIds: string[], estimateHours = 12, steps: string[] = []): PlanPhase => ({
  name,
  goal: `${name} works`,
  featureIds,
  steps,
  estimateHours,
});

const task = (ref: string, extra: Partial<PlanTask> = {}): PlanTask => ({
  id: `id-${ref}`,
  ref,
  title: ref,
  status: 'todo',
  estimate: 6,
  dependsOn: [],
  featureIds: [],
  ...extra,
});

// 2027-03-01 is a Monday.
const MONDAY = '2027-03-01';

describe('working days', () => {
  it('skips weekends', () => {
    expect(firstWorkingDay('2027-03-06')).toBe('2027-03-08');
    expect(firstWorkingDay(MONDAY)).toBe(MONDAY);
    expect(addWorkingDays(MONDAY, 4)).toBe('2027-03-05');
    expect(addWorkingDays(MONDAY, 5)).toBe('2027-03-08');
    expect(addWorkingDays('2027-03-05', 1)).toBe('2027-03-08');
    // Friday to the next Monday is one working day; to the Sunday before, none.
    expect(workingDaysBetween('2027-03-05', '2027-03-08')).toBe(1);
    expect(workingDaysBetween('2027-03-05', '2027-03-07')).toBe(0);
    expect(workingDaysBetween('2027-03-08', '2027-03-01')).toBe(-5);
  });
});

describe('the roadmap schedule', () => {
  const phases = [phase('Foundation', ['F1'], 12, ['T-07 Write the schema']), phase('Core', ['F2']), phase('Extras', ['F3']), phase('Launch', ['F4'])];
  const tasks = [
    task('T-01', { featureIds: ['F1'], estimate: 12 }),
    // Depends on T-03 of the same phase: done after it, though listed first.
    task('T-02', { featureIds: ['F2'], estimate: 3, dependsOn: ['T-03'] }),
    task('T-03', { featureIds: ['F2'], estimate: 6, dependsOn: ['T-01'] }),
    task('T-04', { featureIds: ['F2'], estimate: 3 }),
    // Extras depend on the foundation only: they may run beside the core.
    task('T-05', { featureIds: ['F3'], estimate: 18, dependsOn: ['T-01'] }),
    task('T-06', { featureIds: ['F4'], estimate: 6, dependsOn: ['T-03', 'T-05'] }),
    // No phase lists its feature; the foundation's work items name it.
    task('T-07', { featureIds: ['F9'], estimate: null }),
  ];

  it('derives phase dependencies from task dependencies, with plan order as the fallback', () => {
    const plan = planRoadmap(phases, tasks);
    expect(plan.phases.map((p) => p.dependsOn)).toEqual([[], [0], [0], [1, 2]]);
    expect(plan.tasks.find((t) => t.id === 'id-T-07')?.phase).toBe(0);
    expect(planRoadmap([phase('A', []), phase('B', [])], []).phases.map((p) => p.dependsOn)).toEqual([[], [0]]);
  });

  it('puts each task in the phase whose work items name it, whatever its features say', () => {
    const plan = [
      phase('Project setup', [], 6, ['T-01 Set up the repository']),
      phase('Data model and app shell', ['F1'], 6, ['T-02 Write the schema', 'T-03 Build the app shell', 't-04: Connect Stripe']),
      phase('Core', ['F2'], 6, ['T-05 Build booking']),
      phase('Polish and launch', [], 6, ['Write the release notes', 'T-06 Submit to the App Store']),
    ];
    const board = [
      task('T-01'),
      task('T-02', { featureIds: ['F2'] }),
      task('T-03'),
      task('T-04'),
      task('T-05', { featureIds: ['F1'] }),
      task('T-06'),
      // Not named by the plan (added on the board): its feature's phase, else the phase of the task before it.
      task('T-07', { featureIds: ['F2'] }),
      task('T-08'),
      { ...task('x'), ref: null },
    ];
    expect(phasesOfTasks(plan, board)).toEqual([0, 1, 1, 1, 2, 3, 2, 2, 2]);
    // A plan without refs: features, then the task before.
    expect(phasesOfTasks([phase('A', []), phase('B', ['F2'])], [task('T-01'), task('T-02', { featureIds: ['F2'] }), task('T-03')])).toEqual([0, 1, 1]);
    // A ref two steps name stays in the first; a longer ref is not a shorter one.
    expect(phasesOfTasks([phase('A', [], 6, ['T-1 a']), phase('B', [], 6, ['T-1 b', 'T-10 c'])], [task('T-1'), task('T-10')])).toEqual([0, 1]);
  });

  it('schedules phases and task bars from dependencies and estimates on working days', () => {
    const schedule = scheduleRoadmap(planRoadmap(phases, tasks), MONDAY);
    const dates = Object.fromEntries(schedule.phases.map((p) => [p.name, [p.start, p.end]]));
    // Foundation: 12 h + an unestimated task (one day) = 3 days.
    expect(dates.Foundation).toEqual(['2027-03-01', '2027-03-03']);
    // Core: T-03, then T-02 and T-04 sharing a day = 2 days.
    expect(dates.Core).toEqual(['2027-03-04', '2027-03-05']);
    // Extras also start after the foundation, beside the core.
    expect(dates.Extras).toEqual(['2027-03-04', '2027-03-08']);
    // Launch waits for both.
    expect(dates.Launch).toEqual(['2027-03-09', '2027-03-09']);
    const bar = (ref: string) => {
      const t = schedule.tasks.find((x) => x.id === `id-${ref}`)!;
      return [t.start, t.end];
    };
    expect(bar('T-01')).toEqual(['2027-03-01', '2027-03-02']);
    expect(bar('T-03')).toEqual(['2027-03-04', '2027-03-04']);
    expect(bar('T-02')).toEqual(['2027-03-05', '2027-03-05']);
    expect(bar('T-04')).toEqual(['2027-03-05', '2027-03-05']);
    expect(bar('T-06')).toEqual(['2027-03-09', '2027-03-09']);
    expect(schedule.tasks.find((t) => t.id === 'id-T-02')?.dependsOn).toEqual(['id-T-03']);
    expect(schedule.endDate).toBe('2027-03-09');
    // A start on a Saturday begins on the Monday.
    expect(scheduleRoadmap(planRoadmap(phases, tasks), '2027-02-27').phases[0]?.start).toBe(MONDAY);
  });

  it('moves a phase by its shift, and its dependants follow it, never before their prerequisites end', () => {
    const plan = planRoadmap(phases, tasks);
    const moved = scheduleRoadmap(plan, MONDAY, { 2: 3 });
    const byName = Object.fromEntries(moved.phases.map((p) => [p.name, p]));
    expect([byName.Extras!.start, byName.Extras!.end]).toEqual(['2027-03-09', '2027-03-11']);
    // Launch depends on Extras: it follows; Core does not.
    expect(byName.Launch!.start).toBe('2027-03-12');
    expect(byName.Core!.start).toBe('2027-03-04');
    expect(moved.tasks.find((t) => t.id === 'id-T-05')?.start).toBe('2027-03-09');
    expect(dependantsOf(plan, 0).sort()).toEqual([1, 2, 3]);
    expect(dependantsOf(plan, 2)).toEqual([3]);

    // A negative shift cannot pull a phase before its prerequisites.
    const early = scheduleRoadmap(plan, MONDAY, { 1: -5 });
    expect(early.phases[1]?.start).toBe('2027-03-04');
    // Moving the first phase moves everything.
    const all = scheduleRoadmap(plan, MONDAY, { 0: 1 });
    expect(all.phases.map((p) => p.start)).toEqual(['2027-03-02', '2027-03-05', '2027-03-05', '2027-03-10']);
  });

  it('measures each phase’s progress as the done share of its estimated hours', () => {
    const done = (ref: string) => ({ ...tasks.find((t) => t.ref === ref)!, status: 'done' as const });
    const progress = (list: PlanTask[]) => planRoadmap(phases, list).phases.map((p) => p.progress);
    expect(progress(tasks)).toEqual([0, 0, 0, 0]);
    const withDone = tasks.map((t) => (t.ref === 'T-03' || t.ref === 'T-01' ? done(t.ref) : t));
    // Foundation: 12 of 18 h; Core: 6 of 12 h.
    expect(progress(withDone)).toEqual([12 / 18, 6 / 12, 0, 0]);
    expect(progress(tasks.map((t) => ({ ...t, status: 'done' })))).toEqual([1, 1, 1, 1]);
    // A phase without tasks has no progress and lasts as long as the plan estimated it.
    const empty = planRoadmap([phase('Only', [], 20)], []).phases[0]!;
    expect(empty).toMatchObject({ progress: 0, durationDays: 4 });
  });
});
