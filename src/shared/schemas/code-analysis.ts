import { z } from 'zod';
import { singleLineString } from './text';

/**
 * Code analysis (ADR 0053): the server says what the kit plans per task (`GET …/code-plan`),
 * `specforge check` reads the repository on the developer's machine and compares, and only the
 * report comes back (`POST …/code-reports`). The code itself never leaves the machine.
 */

export const codeAnalysisMessages = {
  plan: 'Upgrade to the Founder or Growth plan to use code analysis.',
} as const;

const name = (max = 300) => singleLineString().min(1).max(max);

export const routeMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export const routeMethod = z.enum(routeMethods);

export const plannedRoute = z.object({ method: routeMethod, path: name() });
export type PlannedRoute = z.infer<typeof plannedRoute>;

/** What the kit plans for one task: the entities it touches, the routes and commands it builds. */
export const plannedTask = z.object({
  ref: name(40),
  title: name(500),
  /** Its acceptance criteria's ids (`T-07/AC-2`), in order. */
  criteria: z.array(name(40)),
  entities: z.array(name()),
  routes: z.array(plannedRoute),
  commands: z.array(name()),
});
export type PlannedTask = z.infer<typeof plannedTask>;

export const codePlanDto = z.object({
  projectId: z.uuid(),
  projectName: z.string(),
  tasks: z.array(plannedTask),
  /** Everything the kit plans, tasks or not: code outside it is drift. */
  entities: z.array(z.string()),
  routes: z.array(plannedRoute),
  commands: z.array(z.string()),
});
export type CodePlanDto = z.infer<typeof codePlanDto>;

export const codeItemKinds = ['entity', 'route', 'command'] as const;
export const codeItemKind = z.enum(codeItemKinds);
export type CodeItemKind = z.infer<typeof codeItemKind>;

/** A planned item, as the report names it: an entity's name, `GET /api/walks/:id`, a command's name. */
export const codeItem = z.object({ kind: codeItemKind, name: name() });
export type CodeItem = z.infer<typeof codeItem>;

/** Where an item was found: a file relative to the repository's root, and its line. */
export const codeLocation = z.object({ file: name(1000), line: z.number().int().min(1) });
export type CodeLocation = z.infer<typeof codeLocation>;

export const foundItem = codeItem.extend(codeLocation.shape);
export type FoundItem = z.infer<typeof foundItem>;

export const driftKinds = ['route', 'table', 'command'] as const;
/** Code the kit does not plan: a route, a table or a command. */
export const driftItem = z.object({ kind: z.enum(driftKinds), name: name() }).extend(codeLocation.shape);
export type DriftItem = z.infer<typeof driftItem>;

export const taskCodeStatuses = ['missing', 'implemented', 'tested'] as const;
export const taskCodeStatus = z.enum(taskCodeStatuses);
export type TaskCodeStatus = z.infer<typeof taskCodeStatus>;

const many = <T extends z.ZodType>(item: T) => z.array(item).max(5_000);

export const taskCodeReport = z.object({
  ref: name(40),
  title: name(500),
  status: taskCodeStatus,
  planned: many(codeItem),
  /** The planned items found in the code, each where it was found first. */
  implemented: many(foundItem),
  missing: many(codeItem),
  criteria: many(name(40)),
  /** The criteria a test's name carries. */
  tested: many(name(40)),
});
export type TaskCodeReport = z.infer<typeof taskCodeReport>;

/** `POST /api/projects/:id/code-reports`: what `specforge check` found. */
export const codeReportInput = z
  .object({
    /** The commit checked (null in a repository without one yet). */
    commit: name(64).nullable(),
    branch: name(255).nullable(),
    /** How many source files were read. */
    files: z.number().int().min(0),
    tasks: z.array(taskCodeReport).max(1_000),
    drift: many(driftItem),
  })
  .strict();
export type CodeReportInput = z.infer<typeof codeReportInput>;

export const codeReportCounts = z.object({
  tasks: z.number().int(),
  missing: z.number().int(),
  implemented: z.number().int(),
  tested: z.number().int(),
  drift: z.number().int(),
});
export type CodeReportCounts = z.infer<typeof codeReportCounts>;

export const codeReportSummary = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  commit: z.string().nullable(),
  branch: z.string().nullable(),
  counts: codeReportCounts,
});
export type CodeReportSummary = z.infer<typeof codeReportSummary>;

export const codeReportDto = codeReportSummary.extend({
  files: z.number().int(),
  tasks: z.array(taskCodeReport),
  drift: z.array(driftItem),
});
export type CodeReportDto = z.infer<typeof codeReportDto>;

/** The latest report in full, and every report's summary, newest first. */
export const codeReportsDto = z.object({
  latest: codeReportDto.nullable(),
  history: z.array(codeReportSummary),
});
export type CodeReportsDto = z.infer<typeof codeReportsDto>;

/** The counts a report's tasks and drift add up to. */
export function countsOf(report: Pick<CodeReportInput, 'tasks' | 'drift'>): CodeReportCounts {
  const by = (status: TaskCodeStatus) => report.tasks.filter((task) => task.status === status).length;
  return {
    tasks: report.tasks.length,
    missing: by('missing'),
    implemented: by('implemented'),
    tested: by('tested'),
    drift: report.drift.length,
  };
}
