import { z } from 'zod';
import { platform, taskPriorities } from './kit';
import { evidenceStates, testResults } from '../task-evidence';

/** The board's columns, in order. */
export const taskStatuses = ['todo', 'in_progress', 'done'] as const;
export const taskStatus = z.enum(taskStatuses);
export type TaskStatus = z.infer<typeof taskStatus>;

export const taskPriority = z.enum(taskPriorities);
export type TaskPriority = z.infer<typeof taskPriority>;

export const taskMessages = {
  plan: 'Upgrade your plan to use the task board.',
  notFound: 'Task not found.',
  blocked: 'This task waits for tasks that are not done yet.',
} as const;

/** A task another one waits for, as a refusal to start names it. */
export interface TaskBlocker {
  ref: string;
  title: string;
}

/** What a start refused by TASK_BLOCKED says to an API client, a command line or an agent (ADR 0045). */
export function blockedTaskMessage(task: { ref: string | null; title: string }, blockers: readonly TaskBlocker[]): string {
  const named = blockers.map((b) => `${b.ref} ${b.title}`).join('; ');
  return `${task.ref ?? task.title} waits for ${blockers.length === 1 ? 'a task' : `${blockers.length} tasks`} not done yet: ${named}. Start it anyway only if you mean to (confirm with force: true).`;
}

export const subtaskDto = z.object({
  id: z.uuid(),
  title: z.string(),
  status: taskStatus,
  /** Hours; null when the kit gave none. */
  estimate: z.number().int().nullable(),
  order: z.number().int().nullable(),
});
export type SubtaskDto = z.infer<typeof subtaskDto>;

/** A commit, a changed file, a test: what `specforge done` or an agent sends with a move to done. */
export const taskEvidenceInput = z.object({
  commits: z.array(z.object({ sha: z.string().min(4).max(64), subject: z.string().max(500) })).max(500).default([]),
  files: z.array(z.string().min(1).max(1000)).max(5000).default([]),
  tests: z
    .array(
      z.object({
        name: z.string().min(1).max(1000),
        /** The criteria ids it covers (`T-07/AC-2`); read from the name when absent. */
        ids: z.array(z.string().max(40)).max(100).optional(),
        result: z.enum(testResults),
      }),
    )
    .max(2000)
    .default([]),
});
export type TaskEvidenceInput = z.input<typeof taskEvidenceInput>;

/**
 * A done task's evidence as last sent, and the state it earns (ADR 0054). Commits, files and
 * criteria are empty when the task was marked done without evidence (`claimed`).
 */
export const taskEvidenceDto = z.object({
  state: z.enum(evidenceStates),
  commits: z.array(z.object({ sha: z.string(), subject: z.string() })),
  files: z.array(z.string()),
  /** Each criterion of the task: the tests carrying its id and their result together. */
  criteria: z.array(
    z.object({ id: z.string(), tests: z.array(z.string()), result: z.enum([...testResults, 'no_test']) }),
  ),
  recordedAt: z.string().nullable(),
});
export type TaskEvidenceDto = z.infer<typeof taskEvidenceDto>;

export const taskDto = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  /** The kit's reference such as T-01 (dependsOn lists these). */
  ref: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  priority: taskPriority,
  status: taskStatus,
  /** Position within its column (1 = top). */
  order: z.number().int().nullable(),
  /** Hours. */
  estimate: z.number().int().nullable(),
  acceptanceCriteria: z.array(z.string()),
  /** The same criteria with their stable ids (`T-07/AC-2`), which tests name; ids are null without a ref. */
  criteria: z.array(z.object({ id: z.string().nullable(), text: z.string() })),
  featureIds: z.array(z.string()),
  /** Refs of the tasks that must be done first. */
  dependsOn: z.array(z.string()),
  /** The refs in `dependsOn` whose task is not done yet; empty once the task itself is done. */
  blockedBy: z.array(z.string()),
  /** How the task is verified; empty for tasks of kits written before the kit gave one. */
  testStrategy: z.string(),
  subtasks: z.array(subtaskDto),
  /** When the task last moved to in progress (null if never, or before this was kept). */
  startedAt: z.string().nullable(),
  /** For a done task: its evidence and state; null in the other columns. */
  evidence: taskEvidenceDto.nullable(),
});
export type TaskDto = z.infer<typeof taskDto>;

/** A project's board: its top-level tasks, each with its subtasks, in column order. */
export const tasksDto = z.object({
  /** The requirements' feature names by id, for the feature filter. */
  features: z.array(z.object({ id: z.string(), name: z.string() })),
  tasks: z.array(taskDto),
});
export type TasksDto = z.infer<typeof tasksDto>;

/**
 * `PATCH /api/tasks/:id`: move a task (status and/or its 0-based position in the destination
 * column; the column is renumbered) or tick a subtask (status only).
 */
export const updateTaskInput = z
  .object({
    status: taskStatus.optional(),
    position: z.number().int().min(0).max(10_000).optional(),
    /** Start the task though the tasks it waits for are not done (else TASK_BLOCKED). */
    force: z.boolean().optional(),
    /** With a move to done (or on a done task): what shows the work is done. Ignored for subtasks. */
    evidence: taskEvidenceInput.optional(),
  })
  .refine((v) => v.status !== undefined || v.position !== undefined, 'Nothing to update');
export type UpdateTaskInput = z.input<typeof updateTaskInput>;

export const taskParams = z.object({ id: z.uuid() });
export const taskPromptParams = taskParams.extend({ platform });

/** A prompt for one task: the task, its subtasks and criteria, and only the document parts it needs. */
export const taskPromptDto = z.object({ platform, content: z.string() });
export type TaskPromptDto = z.infer<typeof taskPromptDto>;

const statusCounts = z.object({ todo: z.number().int(), in_progress: z.number().int(), done: z.number().int() });

/** `GET /api/task-overview`: every project's progress, and the next tasks across projects. */
export const tasksOverviewDto = z.object({
  projects: z.array(
    z.object({
      projectId: z.uuid(),
      name: z.string(),
      status: z.enum(['queued', 'generating', 'ready', 'failed']),
      updatedAt: z.string(),
      counts: statusCounts,
      total: z.number().int(),
    }),
  ),
  /**
   * Up to 5 tasks to work on: not done and not blocked by an unfinished dependency, in progress
   * first, then by priority and order.
   */
  next: z.array(
    z.object({
      id: z.uuid(),
      projectId: z.uuid(),
      projectName: z.string(),
      ref: z.string().nullable(),
      title: z.string(),
      priority: taskPriority,
      status: taskStatus,
    }),
  ),
});
export type TasksOverviewDto = z.infer<typeof tasksOverviewDto>;
