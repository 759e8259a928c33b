import type { Platform, RequirementsOutput } from '../../../shared/schemas/kit';
import {
  blockedTaskMessage,
  taskMessages,
  taskStatuses,
  type TaskDto,
  type TaskPromptDto,
  type TasksDto,
  type TasksOverviewDto,
  type TaskStatus,
  type UpdateTaskInput,
} from '../../../shared/schemas/tasks';
import { acceptanceId } from '../../../shared/acceptance-ids';
import { blockersOf, nextTasks } from '../../../shared/task-dependencies';
import { criteriaEvidence, evidenceState, idsOfTest } from '../../../shared/task-evidence';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { outputsOf } from '../kits/kits.service';
import { kitLanguageOf } from '../../kit/kit-text';
import { composeTaskPrompt } from '../../kit/task-prompt';
import { currentBriefOf } from '../briefs/briefs.repo';
import { listKitSteps } from '../kits/kits.repo';
import { findProject, lockProject } from '../projects/projects.repo';
import { authorizeProject, authorizeRow, listVisibleProjects } from '../projects/project-access';
import { requireEntitlement } from '../me/access';
import {
  countTasksByStatus,
  findBoardTask,
  findTask,
  insertTaskEvidence,
  latestEvidenceOfDoneTasks,
  listColumnIds,
  listOpenTasks,
  listProjectTasks,
  renumberTasks,
  setTaskStatus,
  type TaskEvidenceRow,
  type TaskRow,
} from './tasks.repo';

const notFound = () => new AppError('NOT_FOUND', taskMessages.notFound);

/** The kit's reference (T-01...), kept in the task's prompt context. */
export function refOf(row: TaskRow): string | null {
  const context = row.promptContext as { ref?: unknown } | null;
  return typeof context?.ref === 'string' ? context.ref : null;
}

/**
 * A done task's evidence and state (ADR 0054): its newest record, or none (marked done before
 * evidence was kept) which reads `claimed`. Null for a task in another column.
 */
function evidenceOf(row: TaskRow, criterionIds: string[], record: TaskEvidenceRow | undefined): TaskDto['evidence'] {
  if (row.status !== 'done') return null;
  const evidence = record ?? { commits: [], files: [], tests: [] };
  return {
    state: evidenceState(criterionIds, evidence),
    commits: evidence.commits,
    files: evidence.files,
    criteria: criteriaEvidence(criterionIds, evidence.tests),
    recordedAt: record ? record.createdAt.toISOString() : null,
  };
}

/** A top-level task as the API shows it; `blockedBy` comes from its board (`toBoard`). */
function toTaskDto(
  row: TaskRow,
  subtasks: readonly TaskRow[],
  blockedBy: string[],
  evidence: TaskEvidenceRow | undefined,
): TaskDto {
  const ref = refOf(row);
  const criterionIds = ref ? row.acceptanceCriteria.map((_, index) => acceptanceId(ref, index)) : [];
  return {
    id: row.id,
    projectId: row.projectId,
    ref,
    title: row.title,
    description: row.description,
    priority: row.priority,
    status: row.status,
    order: row.order,
    estimate: row.estimate,
    acceptanceCriteria: row.acceptanceCriteria,
    criteria: row.acceptanceCriteria.map((text, index) => ({ id: criterionIds[index] ?? null, text })),
    featureIds: row.featureIds,
    dependsOn: row.dependsOn,
    blockedBy,
    testStrategy: row.testStrategy,
    subtasks: subtasks.map((s) => ({
      id: s.id,
      title: s.title,
      status: s.status,
      estimate: s.estimate,
      order: s.order,
    })),
    startedAt: row.startedAt ? row.startedAt.toISOString() : null,
    evidence: evidenceOf(row, criterionIds, evidence),
  };
}

const byOrder = (a: TaskRow, b: TaskRow) =>
  (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) ||
  a.createdAt.getTime() - b.createdAt.getTime() ||
  a.id.localeCompare(b.id);

/** Top-level tasks in board order (the repo's), each with its subtasks in order and a done one with its evidence. */
function toBoard(rows: readonly TaskRow[], evidence: ReadonlyMap<string, TaskEvidenceRow>): TaskDto[] {
  const children = new Map<string, TaskRow[]>();
  for (const row of rows) {
    if (row.level !== 'SUBTASK' || !row.parentId) continue;
    children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  }
  const topLevel = rows.filter((row) => row.level === 'TASK');
  const nodes = topLevel.map((row) => ({ ref: refOf(row), status: row.status, dependsOn: row.dependsOn }));
  return topLevel.map((row) =>
    toTaskDto(row, (children.get(row.id) ?? []).sort(byOrder), blockersOf(row, nodes), evidence.get(row.id)),
  );
}

function featuresOf(requirements: RequirementsOutput | undefined): TasksDto['features'] {
  return (requirements?.features ?? []).map((feature) => ({ id: feature.id, name: feature.name }));
}

/** The project's board, without checking who asks (the export uses it too). */
export async function boardOf(db: Db, projectId: string): Promise<TasksDto> {
  const steps = await listKitSteps(db, projectId, ['requirements']);
  return { features: featuresOf(outputsOf(steps).requirements), tasks: await boardTasksOf(db, projectId) };
}

async function boardTasksOf(db: Db, projectId: string): Promise<TaskDto[]> {
  const [rows, evidence] = await Promise.all([
    listProjectTasks(db, projectId),
    latestEvidenceOfDoneTasks(db, projectId),
  ]);
  return toBoard(rows, evidence);
}

export async function getBoard(db: Db, actorId: string, projectId: string): Promise<TasksDto> {
  await authorizeProject(db, actorId, projectId, 'tasks.read');
  return boardOf(db, projectId);
}

async function taskDtoOf(db: Db, taskId: string): Promise<TaskDto> {
  const row = await findTask(db, taskId);
  const task = row && (await boardTasksOf(db, row.projectId)).find((t) => t.id === taskId);
  if (!task) throw notFound();
  return task;
}

/** A task (or subtask) on the board, when the actor may do `action` to its project; else 404 or 403. */
async function authorizeTask(db: Db, actorId: string, taskId: string, action: 'tasks.read' | 'tasks.edit' | 'prompts.read') {
  const task = await findBoardTask(db, taskId);
  if (!task) throw notFound();
  const project = await findProject(db, task.projectId);
  if (!project) throw notFound();
  const access = await authorizeRow(db, actorId, project, action).catch((error: unknown) => {
    // Another account's task is a 404 of its own kind, like a missing one.
    throw error instanceof AppError && error.code === 'NOT_FOUND' ? notFound() : error;
  });
  return { task, project: access.project };
}

/**
 * Moves a task to `status` and/or `position` (0-based, in the destination column; by default the
 * end of a new column, or its place when the column does not change), numbering both columns
 * 1..n. The project row is locked for the whole move, so concurrent moves apply one after another
 * on fresh columns. A subtask takes only a status. Answers with the top-level task.
 */
/**
 * A task whose dependencies are not done starts only when the request confirms it (`force`): else
 * TASK_BLOCKED names the tasks it waits for, so the board, the CLI and an agent can ask first (ADR 0045).
 */
async function refuseIfBlocked(db: Db, task: TaskRow): Promise<void> {
  if (task.dependsOn.length === 0) return;
  const board = (await listProjectTasks(db, task.projectId)).filter((row) => row.level === 'TASK');
  const nodes = board.map((row) => ({ ref: refOf(row), status: row.status, dependsOn: row.dependsOn, title: row.title }));
  const blockers = blockersOf({ ...task, status: 'todo' }, nodes).map((ref) => ({
    ref,
    title: nodes.find((node) => node.ref === ref)!.title,
  }));
  if (blockers.length > 0) throw new AppError('TASK_BLOCKED', blockedTaskMessage({ ref: refOf(task), title: task.title }, blockers), { blockers });
}

export async function updateTask(db: Db, actorId: string, taskId: string, input: UpdateTaskInput): Promise<TaskDto> {
  const { task } = await authorizeTask(db, actorId, taskId, 'tasks.edit');
  if (task.level === 'SUBTASK') {
    if (input.status !== undefined) await setTaskStatus(db, task.projectId, task.id, input.status);
    return taskDtoOf(db, task.parentId ?? task.id);
  }

  await db.transaction(
    async (tx) => {
      if (!(await lockProject(tx, task.projectId))) throw notFound();
      const current = await findTask(tx, task.id);
      if (!current) throw notFound();
      const from = current.status;
      const to: TaskStatus = input.status ?? from;
      if (to === 'in_progress' && from !== 'in_progress' && !input.force) await refuseIfBlocked(tx, current);
      const column = await listColumnIds(tx, task.projectId, to);
      const others = column.filter((id) => id !== task.id);
      const place = input.position ?? (to === from ? Math.max(0, column.indexOf(task.id)) : others.length);
      others.splice(Math.min(place, others.length), 0, task.id);
      if (to !== from) {
        await setTaskStatus(tx, task.projectId, task.id, to);
        const source = (await listColumnIds(tx, task.projectId, from)).filter((id) => id !== task.id);
        await renumberTasks(tx, task.projectId, source);
      }
      await renumberTasks(tx, task.projectId, others);
      // Each move to done records what showed it, even nothing (then it reads `claimed`); evidence
      // sent to a task already done replaces what it showed. The older records stay as history.
      if (to === 'done' && (from !== 'done' || input.evidence)) await recordEvidence(tx, current, input.evidence);
    },
    { isolationLevel: 'read committed' },
  );
  return taskDtoOf(db, task.id);
}

/** The evidence as stored: each test with the criteria ids it covers, kept to this task's own. */
async function recordEvidence(db: Db, task: TaskRow, input: UpdateTaskInput['evidence']): Promise<void> {
  const ref = refOf(task);
  const own = new Set(ref ? task.acceptanceCriteria.map((_, index) => acceptanceId(ref, index)) : []);
  const tests = (input?.tests ?? [])
    .map((test) => ({ name: test.name, ids: idsOfTest(test).filter((id) => own.has(id)), result: test.result }))
    .filter((test) => test.ids.length > 0);
  await insertTaskEvidence(db, task.id, { commits: input?.commits ?? [], files: input?.files ?? [], tests });
}

const promptSteps = ['overview', 'requirements', 'tech_stack', 'frontend', 'backend', 'ai_rules'] as const;

/** The prompt for one task (a subtask's is its task's), with only the parts of the kit it needs. */
export async function getTaskPrompt(
  db: Db,
  actorId: string,
  taskId: string,
  platform: Platform,
): Promise<TaskPromptDto> {
  const { task: owned, project } = await authorizeTask(db, actorId, taskId, 'prompts.read');
  const topId = owned.level === 'SUBTASK' && owned.parentId ? owned.parentId : owned.id;
  const board = await boardTasksOf(db, owned.projectId);
  const task = board.find((t) => t.id === topId);
  if (!task) throw notFound();
  const outputs = outputsOf(await listKitSteps(db, owned.projectId, promptSteps));
  const language = kitLanguageOf(await currentBriefOf(db, owned.projectId));
  return { platform, content: composeTaskPrompt({ platform, productName: project.name, task, board, outputs, language }) };
}

/**
 * The progress of every project whose board the actor may read (its own and its teams') and the
 * next five tasks across them; 403 when it may read none (its own plan has no board, and no team's does).
 */
export async function getTasksOverview(db: Db, actorId: string): Promise<TasksOverviewDto> {
  const projects = (await listVisibleProjects(db, actorId))
    .filter(({ access }) => access.actions.includes('tasks.read'))
    .map(({ project }) => project);
  if (projects.length === 0) await requireEntitlement(db, actorId, 'taskBoard', 'TASKS_PLAN');
  const ids = projects.map((project) => project.id);
  const counts = await countTasksByStatus(db, ids);
  const next = nextTasks(await listOpenTasks(db, ids), 5).map(
    ({ id, projectId, projectName, ref, title, priority, status }) => ({
      id,
      projectId,
      projectName,
      ref,
      title,
      priority,
      status,
    }),
  );
  const byProject = new Map<string, Record<TaskStatus, number>>();
  for (const row of counts) {
    const entry = byProject.get(row.projectId) ?? { todo: 0, in_progress: 0, done: 0 };
    entry[row.status] = row.count;
    byProject.set(row.projectId, entry);
  }
  return {
    projects: projects.map((project) => {
      const projectCounts = byProject.get(project.id) ?? { todo: 0, in_progress: 0, done: 0 };
      return {
        projectId: project.id,
        name: project.name,
        status: project.status,
        updatedAt: project.updatedAt.toISOString(),
        counts: projectCounts,
        total: taskStatuses.reduce((sum, status) => sum + projectCounts[status], 0),
      };
    }),
    next,
  };
}
