import { prerequisitesFirst } from './prerequisites-first';
import type { TaskStatus } from './schemas/tasks';

/**
 * The interactive roadmap's schedule, one rule for the server (the API and the calendar file) and
 * the client (the timeline redrawn while a phase is dragged). ADR 0027 explains the rules:
 *
 * - A task belongs to the phase whose work items name it (a step starting with its ref, "T-04 ...",
 *   as the plan writes them); a task no step names (a plan written without refs, a task added on
 *   the board) goes to the phase listing one of its features, else the phase of the task before it.
 * - One founder works one task at a time, FOCUS_HOURS_PER_DAY focused hours a day, Monday to Friday.
 *   Inside a phase tasks follow their dependencies (ties keep the kit's order) and small tasks share
 *   a day; a task without an estimate counts as one day.
 * - Phase B depends on phase A when one of B's tasks depends on one of A's and A comes earlier in the
 *   plan (a dependency on a later phase cannot be honoured without a cycle, so it is left out); a
 *   phase with no such dependency follows the phase before it.
 * - A phase starts on the first working day after all its prerequisites end, plus its shift (working
 *   days, never negative): dragging a phase changes its shift, and its dependants follow.
 */

/** Focused hours a founder puts into the plan on one working day. */
export const FOCUS_HOURS_PER_DAY = 6;

export interface PlanPhase {
  name: string;
  goal: string;
  featureIds: readonly string[];
  /** The plan's work items in order; each names the task that does it by ref ("T-04 Build ..."). */
  steps: readonly string[];
  /** The plan's own estimate, used for a phase no task belongs to. */
  estimateHours: number;
}

export interface PlanTask {
  id: string;
  /** The kit's reference (T-01...) that `dependsOn` names. */
  ref: string | null;
  title: string;
  status: TaskStatus;
  /** Hours; null when the kit gave none. */
  estimate: number | null;
  dependsOn: readonly string[];
  featureIds: readonly string[];
}

export interface RoadmapPhasePlan {
  index: number;
  name: string;
  goal: string;
  /** Indexes of the phases that must end before this one starts. */
  dependsOn: number[];
  /** Working days the phase lasts. */
  durationDays: number;
  /** Share of the phase's estimated hours whose tasks are done, 0..1. */
  progress: number;
}

export interface RoadmapTaskPlan {
  id: string;
  title: string;
  status: TaskStatus;
  phase: number;
  /** Ids of the tasks that must be done first. */
  dependsOn: string[];
  /** Working days from its phase's first day to its own. */
  offsetDays: number;
  durationDays: number;
}

export interface RoadmapPlan {
  phases: RoadmapPhasePlan[];
  tasks: RoadmapTaskPlan[];
}

/** Working days each phase is moved later than its earliest start, by phase index. */
export type PhaseShifts = Readonly<Record<number, number>>;

/** Dates are calendar days, `YYYY-MM-DD`; `end` is the last working day (inclusive). */
export interface Dated {
  start: string;
  end: string;
}

export interface RoadmapSchedule<
  P extends RoadmapPhasePlan = RoadmapPhasePlan,
  T extends RoadmapTaskPlan = RoadmapTaskPlan,
> {
  startDate: string;
  endDate: string;
  phases: Array<P & Dated & { shift: number }>;
  tasks: Array<T & Dated>;
}

/** The task ref a plan's work item starts with ("T-04 Build the sign-in" → "T-04"), if any. */
export function refOfStep(step: string): string | null {
  return /^\s*([A-Za-z]{1,4}-\d{1,4})(?![\w-])/.exec(step)?.[1]?.toUpperCase() ?? null;
}

/**
 * Each task's phase index, in the order given (the kit's): the phase whose work items name its ref
 * (the first that does, so a task is never in two), else the first phase listing one of its features,
 * else the phase of the task before it (tasks come in build order), else the first phase (ADR 0045).
 */
export function phasesOfTasks(
  phases: readonly Pick<PlanPhase, 'featureIds' | 'steps'>[],
  tasks: readonly Pick<PlanTask, 'ref' | 'featureIds'>[],
): number[] {
  const named = new Map<string, number>();
  phases.forEach((phase, index) => {
    for (const step of phase.steps) {
      const ref = refOfStep(step);
      if (ref && !named.has(ref)) named.set(ref, index);
    }
  });
  let previous = 0;
  return tasks.map((task) => {
    const byStep = task.ref ? named.get(task.ref.toUpperCase()) : undefined;
    const byFeature = phases.findIndex((phase) => phase.featureIds.some((id) => task.featureIds.includes(id)));
    previous = byStep ?? (byFeature >= 0 ? byFeature : previous);
    return previous;
  });
}

const hoursOf = (task: PlanTask) => Math.max(1, task.estimate ?? FOCUS_HOURS_PER_DAY);

/** The tasks in an order that puts each after the ones it depends on; ties (and cycles) keep the given order. */
function dependencyOrder(tasks: readonly PlanTask[]): PlanTask[] {
  const byRef = new Map(tasks.filter((t) => t.ref).map((t) => [t.ref as string, t]));
  return prerequisitesFirst(tasks, (task) => task.dependsOn.map((ref) => byRef.get(ref)));
}

/** The roadmap without dates: phases' dependencies, lengths and progress, and tasks' places in them. */
export function planRoadmap(phases: readonly PlanPhase[], tasks: readonly PlanTask[]): RoadmapPlan {
  const indexes = phasesOfTasks(phases, tasks);
  const phaseOf = new Map(tasks.map((task, i) => [task, indexes[i]!]));
  const byRef = new Map(tasks.filter((t) => t.ref).map((t) => [t.ref as string, t]));

  const planned: RoadmapTaskPlan[] = [];
  const phasePlans = phases.map((phase, index): RoadmapPhasePlan => {
    const own = tasks.filter((task) => phaseOf.get(task) === index);
    const prerequisites = new Set<number>();
    for (const task of own)
      for (const ref of task.dependsOn) {
        const other = byRef.get(ref);
        const otherPhase = other ? phaseOf.get(other)! : index;
        if (otherPhase < index) prerequisites.add(otherPhase);
      }
    if (prerequisites.size === 0 && index > 0) prerequisites.add(index - 1);

    let hoursBefore = 0;
    for (const task of dependencyOrder(own)) {
      const hours = hoursOf(task);
      const first = Math.floor(hoursBefore / FOCUS_HOURS_PER_DAY);
      const last = Math.ceil((hoursBefore + hours) / FOCUS_HOURS_PER_DAY) - 1;
      hoursBefore += hours;
      planned.push({
        id: task.id,
        title: task.title,
        status: task.status,
        phase: index,
        dependsOn: task.dependsOn.flatMap((ref) => byRef.get(ref)?.id ?? []),
        offsetDays: first,
        durationDays: last - first + 1,
      });
    }
    const total = own.reduce((sum, task) => sum + hoursOf(task), 0);
    const done = own.filter((task) => task.status === 'done').reduce((sum, task) => sum + hoursOf(task), 0);
    return {
      index,
      name: phase.name,
      goal: phase.goal,
      dependsOn: [...prerequisites].sort((a, b) => a - b),
      durationDays: Math.max(1, Math.ceil((own.length > 0 ? total : phase.estimateHours) / FOCUS_HOURS_PER_DAY)),
      progress: total === 0 ? 0 : done / total,
    };
  });
  // Tasks in the kit's order, as given: the timeline lists them under their phase.
  const rank = new Map(tasks.map((task, i) => [task.id, i]));
  planned.sort((a, b) => a.phase - b.phase || a.offsetDays - b.offsetDays || rank.get(a.id)! - rank.get(b.id)!);
  return { phases: phasePlans, tasks: planned };
}

// Calendar days in UTC, so a date means the same day on the server and in every browser.
const DAY_MS = 86_400_000;
const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`);
const toDate = (time: number) => new Date(time).toISOString().slice(0, 10);
const isWeekend = (time: number) => [0, 6].includes(new Date(time).getUTCDay());

/** `date` itself when it is a working day, else the Monday after it. */
export function firstWorkingDay(date: string): string {
  let time = toTime(date);
  while (isWeekend(time)) time += DAY_MS;
  return toDate(time);
}

/** The working day `days` working days after `date` (which is itself a working day). */
export function addWorkingDays(date: string, days: number): string {
  let time = toTime(firstWorkingDay(date));
  for (let left = days; left > 0;) {
    time += DAY_MS;
    if (!isWeekend(time)) left -= 1;
  }
  return toDate(time);
}

/** Working days from `from` to `to` (negative when `to` is earlier): how far a dragged phase moved. */
export function workingDaysBetween(from: string, to: string): number {
  const sign = toTime(to) >= toTime(from) ? 1 : -1;
  let count = 0;
  for (let time = toTime(from); sign > 0 ? time < toTime(to) : time > toTime(to);) {
    time += sign * DAY_MS;
    if (!isWeekend(time)) count += sign;
  }
  return count;
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toTime(to) - toTime(from)) / DAY_MS);
}

/** The roadmap on the calendar from `startDate`, each phase moved by its shift and after its prerequisites. */
export function scheduleRoadmap<P extends RoadmapPhasePlan, T extends RoadmapTaskPlan>(
  plan: { phases: readonly P[]; tasks: readonly T[] },
  startDate: string,
  shifts: PhaseShifts = {},
): RoadmapSchedule<P, T> {
  const first = firstWorkingDay(startDate);
  // Working-day numbers from the first day; prerequisites always have lower indexes, so one pass works.
  const startDay = new Map<number, number>();
  const lastDay = new Map<number, number>();
  for (const phase of plan.phases) {
    const earliest = Math.max(0, ...phase.dependsOn.map((index) => (lastDay.get(index) ?? -1) + 1));
    const start = earliest + Math.max(0, Math.round(shifts[phase.index] ?? 0));
    startDay.set(phase.index, start);
    lastDay.set(phase.index, start + phase.durationDays - 1);
  }
  const day = (n: number) => addWorkingDays(first, n);
  const phases = plan.phases.map((phase) => ({
    ...phase,
    shift: Math.max(0, Math.round(shifts[phase.index] ?? 0)),
    start: day(startDay.get(phase.index)!),
    end: day(lastDay.get(phase.index)!),
  }));
  const tasks = plan.tasks.map((task) => {
    const start = (startDay.get(task.phase) ?? 0) + task.offsetDays;
    return { ...task, start: day(start), end: day(start + task.durationDays - 1) };
  });
  const endDate = day(Math.max(0, ...lastDay.values()));
  return { startDate: first, endDate, phases, tasks };
}

/** The phases that depend on `index`, directly or through others (what follows it when it moves). */
export function dependantsOf(
  plan: { phases: readonly Pick<RoadmapPhasePlan, 'index' | 'dependsOn'>[] },
  index: number,
): number[] {
  const found = new Set<number>();
  for (const phase of plan.phases) if (phase.dependsOn.some((d) => d === index || found.has(d))) found.add(phase.index);
  return [...found];
}
