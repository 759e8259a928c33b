import { planRoadmap, scheduleRoadmap, type PhaseShifts, type PlanTask } from '../../../shared/roadmap-schedule';
import type { RoadmapDto, RoadmapSettings, UpdateRoadmapInput } from '../../../shared/schemas/roadmap';
import type { Db } from '../../db/client';
import type { ProjectRow } from '../projects/projects.repo';
import { attachmentDisposition } from '../../kit/export';
import { AppError } from '../../http/app-error';
import { listKitSteps } from '../kits/kits.repo';
import { outputsOf } from '../kits/kits.service';
import { authorizeProject } from '../projects/project-access';
import { listProjectTasks, type TaskRow } from '../tasks/tasks.repo';
import { refOf } from '../tasks/tasks.service';
import { roadmapCalendar } from './roadmap-calendar';
import { saveRoadmapSettings } from './roadmap.repo';

/**
 * Who may see and move a project's roadmap, through the one project gate: anyone on the owner's team
 * reads it, editors move it, and only while the owner's plan has the roadmap (ROADMAP_PLAN);
 * a project the actor cannot see is a 404.
 */
async function requireRoadmapAccess(
  db: Db,
  actorId: string,
  projectId: string,
  action: 'roadmap.read' | 'roadmap.edit',
): Promise<ProjectRow> {
  return (await authorizeProject(db, actorId, projectId, action)).project;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Kit order (T-01, T-02... T-10), whatever column each task is in now. */
const kitOrder = (a: TaskRow, b: TaskRow) =>
  (refOf(a) ?? '').localeCompare(refOf(b) ?? '', 'en', { numeric: true }) || a.createdAt.getTime() - b.createdAt.getTime();

/**
 * Each phase's key, by index: its name, with its rank among phases of the same name when the plan
 * repeats one. Shifts are saved by key, so a regeneration that reorders phases keeps each one's (ADR 0045).
 */
function phaseKeys(phases: readonly { name: string }[]): string[] {
  const seen = new Map<string, number>();
  return phases.map(({ name }) => {
    const rank = (seen.get(name) ?? 0) + 1;
    seen.set(name, rank);
    return rank === 1 ? name : `${name} #${rank}`;
  });
}

/** The saved shifts by the current phases' indexes; settings saved before keys are by index. */
function shiftsOf(settings: RoadmapSettings, keys: readonly string[]): PhaseShifts {
  if (settings.shiftsByPhase) {
    const byKey = settings.shiftsByPhase;
    return Object.fromEntries(keys.flatMap((key, index) => (byKey[key] ? [[index, byKey[key]]] : [])));
  }
  return Object.fromEntries(Object.entries(settings.phaseShifts ?? {}).map(([index, days]) => [Number(index), days]));
}

/** The project's implementation plan; KIT_NOT_READY until it is written. */
async function planOf(db: Db, project: ProjectRow) {
  const { implementation } = outputsOf(await listKitSteps(db, project.id, ['implementation']));
  if (!implementation) throw new AppError('KIT_NOT_READY');
  return implementation;
}

/** The project's roadmap from its kit's plan and its board; KIT_NOT_READY until the plan is written. */
async function roadmapOf(db: Db, project: ProjectRow, today: Date): Promise<RoadmapDto> {
  const implementation = await planOf(db, project);
  const rows = (await listProjectTasks(db, project.id)).filter((row) => row.level === 'TASK').sort(kitOrder);
  const tasks: PlanTask[] = rows.map((row) => ({
    id: row.id,
    ref: refOf(row),
    title: row.title,
    status: row.status,
    estimate: row.estimate,
    dependsOn: row.dependsOn,
    featureIds: row.featureIds,
  }));
  const settings = project.roadmap ?? {};
  const schedule = scheduleRoadmap(
    planRoadmap(implementation.phases, tasks),
    // Until the founder picks one, the roadmap starts on the day the kit was ordered.
    settings.startDate ?? isoDay(project.createdAt),
    shiftsOf(settings, phaseKeys(implementation.phases)),
  );
  return {
    projectId: project.id,
    projectName: project.name,
    startDate: schedule.startDate,
    endDate: schedule.endDate,
    today: isoDay(today),
    phases: schedule.phases,
    tasks: schedule.tasks,
  };
}

export async function getRoadmap(db: Db, userId: string, projectId: string, today = new Date()): Promise<RoadmapDto> {
  return roadmapOf(db, await requireRoadmapAccess(db, userId, projectId, 'roadmap.read'), today);
}

/** Saves the start date and/or the phase moves (the whole set, phases not named are not moved). */
export async function updateRoadmap(
  db: Db,
  userId: string,
  projectId: string,
  input: UpdateRoadmapInput,
): Promise<RoadmapDto> {
  const project = await requireRoadmapAccess(db, userId, projectId, 'roadmap.edit');
  const current = project.roadmap ?? {};
  const keys = phaseKeys((await planOf(db, project)).phases);
  // The client moves phases by index; they are saved by key (a shift for no phase is dropped).
  const shifts: PhaseShifts = input.phaseShifts
    ? Object.fromEntries(Object.entries(input.phaseShifts).map(([index, days]) => [Number(index), days]))
    : shiftsOf(current, keys);
  const settings: RoadmapSettings = {
    startDate: input.startDate ?? current.startDate,
    shiftsByPhase: Object.fromEntries(keys.flatMap((key, index) => ((shifts[index] ?? 0) > 0 ? [[key, shifts[index]!]] : []))),
  };
  await saveRoadmapSettings(db, project.id, settings);
  return roadmapOf(db, { ...project, roadmap: settings }, new Date());
}

/** The phases' milestones as an iCalendar file. */
export async function roadmapCalendarFile(db: Db, userId: string, projectId: string) {
  const roadmap = await getRoadmap(db, userId, projectId);
  return { disposition: attachmentDisposition(roadmap.projectName, '-roadmap.ics'), body: roadmapCalendar(roadmap) };
}
