import { acceptanceId } from '../../../shared/acceptance-ids';
import { entityKey, normalisePath, wordsOf } from '../../../shared/code-names';
import type { CodePlanDto, PlannedRoute, PlannedTask } from '../../../shared/schemas/code-analysis';
import { routeMethods } from '../../../shared/schemas/code-analysis';
import type { KitOutputs } from '../../../shared/schemas/kit';

/**
 * What the kit plans for the code, per task (ADR 0053), from what both engines store alike: the
 * requirements' and the backend's entities, the backend's endpoints (each names its features, as
 * tasks do), and the commands a command-line product's tasks quote. A backend without structured
 * endpoints or entities (a kit from before them, a document rewritten by hand) is read from its
 * document's text instead: its `METHOD /path` lines and its `### \`Entity\`` headings.
 */

export interface PlanTaskInput {
  ref: string;
  title: string;
  description: string;
  acceptanceCriteria: readonly string[];
  featureIds: readonly string[];
}

export interface PlanInput {
  projectId: string;
  projectName: string;
  tasks: readonly PlanTaskInput[];
  outputs: Partial<Pick<KitOutputs, 'overview' | 'requirements' | 'backend' | 'frontend'>>;
  /** The current backend document's text, read when the structured backend lacks routes or entities. */
  backendDocument: string | null;
}

interface Endpoint extends PlannedRoute {
  featureIds: readonly string[];
}

const uniqueBy = <T>(items: readonly T[], key: (item: T) => string): T[] => {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (!k || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
};

const routeKey = (route: PlannedRoute) => `${route.method} ${normalisePath(route.path)}`;

/** `GET /api/walks/:id` on a line of the backend document, with the feature ids the line names. */
export function endpointsInText(text: string): Endpoint[] {
  const found: Endpoint[] = [];
  for (const line of text.split('\n')) {
    const match = /\b(GET|POST|PUT|PATCH|DELETE)\b[\s|`*]*(\/[\w\-/:{}[\].<>]*)/.exec(line);
    if (!match) continue;
    const path = match[2]!.replace(/[.`]+$/, '');
    found.push({ method: match[1] as PlannedRoute['method'], path, featureIds: line.match(/FEAT-\d{3}/g) ?? [] });
  }
  return found;
}

/** The entities a backend document's data model names: its `### \`Name\`` headings, and `create table` statements. */
export function entitiesInText(text: string): string[] {
  const headings = [...text.matchAll(/^#{2,4}\s+`?([A-Za-z][\w]*)`?\s*$/gm)].map((m) => m[1]!);
  const tables = [...text.matchAll(/create\s+table\s+(?:if\s+not\s+exists\s+)?["`]?(\w+)/gi)].map((m) => m[1]!);
  return [...headings, ...tables];
}

/** Whether `text` names the entity, in any spelling: `WalkSession`, `walk session`, `walk_sessions`. */
function mentions(text: string, entity: string): boolean {
  const words = wordsOf(entity);
  if (words.length === 0) return false;
  const pattern = words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[\\s_-]?');
  return new RegExp(`(?<![a-z0-9])${pattern}(?:e?s)?(?![a-z0-9])`, 'i').test(text);
}

/** Spans in backticks: where kits quote code, routes and commands. */
const codeSpans = (text: string) => [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!.trim());

/** Programs a kit quotes that are not the product's own command line. */
const tools = new Set(['npm', 'npx', 'pnpm', 'yarn', 'node', 'git', 'python', 'pip', 'docker', 'curl', 'cd', 'make', 'go', 'cargo', 'uv', 'poetry']);

/**
 * The product's command when it is a command-line tool: the program most spans of the kit start
 * with (`walky start-walk`), or null for a product with screens.
 */
function programOf(input: PlanInput, texts: readonly string[]): string | null {
  const platforms = input.outputs.overview?.platforms ?? [];
  const headless = Boolean(input.outputs.frontend?.noScreens) || platforms.some((p) => /\bcli\b|command[- ]line/i.test(p));
  if (!headless) return null;
  const counts = new Map<string, number>();
  for (const text of [input.outputs.frontend?.noScreens ?? '', ...texts])
    for (const span of codeSpans(text)) {
      const match = /^([a-z][\w-]*) [a-z][\w-]*/.exec(span);
      if (match && !tools.has(match[1]!)) counts.set(match[1]!, (counts.get(match[1]!) ?? 0) + 1);
    }
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best && best[1] >= 2 ? best[0] : null;
}

/** The commands of `program` a text quotes: `walky start-walk <file>` is `start-walk`. */
function commandsIn(text: string, program: string): string[] {
  return codeSpans(text).flatMap((span) => {
    const match = new RegExp(`^${program} ([a-z][\\w-]*)`).exec(span);
    return match && !match[1]!.startsWith('-') ? [match[1]!] : [];
  });
}

export function planCode(input: PlanInput): CodePlanDto {
  const { requirements, backend } = input.outputs;
  const document = input.backendDocument ?? '';
  const structuredEndpoints: Endpoint[] = backend?.endpoints ?? [];
  const endpoints = uniqueBy(structuredEndpoints.length > 0 ? structuredEndpoints : endpointsInText(document), routeKey).filter(
    (e) => (routeMethods as readonly string[]).includes(e.method),
  );
  const structuredEntities = [...(requirements?.entities ?? []), ...(backend?.entities ?? [])].map((e) => e.name);
  const entities = uniqueBy(structuredEntities.length > 0 ? structuredEntities : entitiesInText(document), entityKey);
  const taskText = (task: PlanTaskInput) => [task.title, task.description, ...task.acceptanceCriteria].join('\n');
  const program = programOf(input, input.tasks.map(taskText));

  const tasks = input.tasks.map((task): PlannedTask => {
    const text = taskText(task);
    const routes = endpoints.filter(
      (e) => e.featureIds.some((id) => task.featureIds.includes(id)) || text.includes(`${e.method} ${e.path}`),
    );
    return {
      ref: task.ref,
      title: task.title,
      criteria: task.acceptanceCriteria.map((_, index) => acceptanceId(task.ref, index)),
      entities: entities.filter((entity) => mentions(text, entity)),
      routes: routes.map(({ method, path }) => ({ method, path })),
      commands: program ? uniqueBy(commandsIn(text, program), (c) => c) : [],
    };
  });
  return {
    projectId: input.projectId,
    projectName: input.projectName,
    tasks,
    entities,
    routes: endpoints.map(({ method, path }) => ({ method, path })),
    commands: uniqueBy(
      [...tasks.flatMap((task) => task.commands), ...(program ? commandsIn(input.outputs.frontend?.noScreens ?? '', program) : [])],
      (c) => c,
    ),
  };
}
