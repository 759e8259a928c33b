import { acceptanceIdsIn } from '../../shared/acceptance-ids';
import type {
  CodeItem,
  CodePlanDto,
  CodeReportInput,
  DriftItem,
  FoundItem,
  PlannedTask,
  TaskCodeReport,
  TaskCodeStatus,
} from '../../shared/schemas/code-analysis';
import { commandKey, entityKey, routeName, sameRoute } from '../../shared/code-names';
import type { Located, RepositoryFindings } from './scan';

export type CodeComparison = Omit<CodeReportInput, 'commit' | 'branch'>;

const at = (item: CodeItem, where: Located): FoundItem => ({ ...item, file: where.file, line: where.line });

/**
 * A task is `missing` while a planned item is not in the code (or, planning none, while no test
 * names one of its criteria: nothing shows it was built); `tested` once every criterion has a
 * test too; `implemented` in between.
 */
function statusOf(task: PlannedTask, planned: number, missing: number, tested: number): TaskCodeStatus {
  if (missing > 0 || (planned === 0 && tested === 0)) return 'missing';
  return task.criteria.length > 0 && tested === task.criteria.length ? 'tested' : 'implemented';
}

/** What the kit plans against what the repository holds: per task, and the code the kit does not plan. */
export function compareWithPlan(plan: CodePlanDto, found: RepositoryFindings): CodeComparison {
  const entities = new Map<string, Located>();
  for (const item of [...found.entities, ...found.tables]) {
    const key = entityKey(item.name);
    if (key && !entities.has(key)) entities.set(key, item);
  }
  const commands = new Map<string, Located>();
  for (const item of found.commands) if (!commands.has(commandKey(item.name))) commands.set(commandKey(item.name), item);
  const testedIds = new Set(found.tests.flatMap((test) => acceptanceIdsIn(test.name)));

  const tasks = plan.tasks.map((task): TaskCodeReport => {
    const planned: CodeItem[] = [];
    const implemented: FoundItem[] = [];
    const missing: CodeItem[] = [];
    const check = (item: CodeItem, where: Located | undefined) => {
      planned.push(item);
      if (where) implemented.push(at(item, where));
      else missing.push(item);
    };
    for (const name of task.entities) check({ kind: 'entity', name }, entities.get(entityKey(name)));
    for (const route of task.routes)
      check(
        { kind: 'route', name: routeName(route.method, route.path) },
        found.routes.find((code) => sameRoute(route, { method: code.method, path: code.name })),
      );
    for (const name of task.commands) check({ kind: 'command', name }, commands.get(commandKey(name)));
    const tested = task.criteria.filter((id) => testedIds.has(id));
    return {
      ref: task.ref,
      title: task.title,
      status: statusOf(task, planned.length, missing.length, tested.length),
      planned,
      implemented,
      missing,
      criteria: task.criteria,
      tested,
    };
  });

  const plannedEntities = new Set(plan.entities.map(entityKey));
  const plannedCommands = new Set(plan.commands.map(commandKey));
  const drift: DriftItem[] = [];
  const seen = new Set<string>();
  const add = (item: DriftItem) => {
    const key = `${item.kind} ${item.name}`;
    if (seen.has(key)) return;
    seen.add(key);
    drift.push(item);
  };
  for (const route of found.routes) {
    const code = { method: route.method, path: route.name };
    if (!plan.routes.some((planned) => sameRoute(planned, code)))
      add({ kind: 'route', name: routeName(route.method, route.name), file: route.file, line: route.line });
  }
  for (const table of found.tables)
    if (!plannedEntities.has(entityKey(table.name))) add({ kind: 'table', ...table });
  for (const command of found.commands)
    if (!plannedCommands.has(commandKey(command.name))) add({ kind: 'command', ...command });

  return { files: found.files, tasks, drift };
}
