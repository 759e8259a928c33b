import type { Brief, BriefPlatform } from '../../shared/schemas/brief';
import { documentSteps, type KitOutputs } from '../../shared/schemas/kit';
import { featurePlans } from '../capabilities/brief-plans';
import { integrations as integrationCatalogue } from '../ai/offline/catalogue/integrations';
import { platformWords } from '../ai/offline/catalogue/platforms';
import { regulations } from '../ai/offline/catalogue/regulations';
import { mentions, normalise } from '../ai/offline/reader/kit-eval';
import { documentTitles, renderDocument } from './render';

/**
 * The kit check's checks of meaning: does the kit say what the brief says? Shared by the kit check
 * (problems in plain words) and the kit-quality benchmark (the share of brief items found), so both
 * judge a kit the same way. Names match as the benchmark matches them: case-insensitive, singular or
 * plural, PascalCase or spaced. Only schema fields are read, and any field may be missing (kits
 * stored before a field existed, or a provider that left it out).
 */

export type BriefItemKind = 'entity' | 'integration' | 'constraint' | 'capability' | 'dependency';

/** One thing the brief asks of the kit, and what the kit lacks of it (nothing when it is all there). */
export interface BriefItem {
  kind: BriefItemKind;
  name: string;
  problems: string[];
}

const sameName = (a: string, b: string) => normalise(a) === normalise(b);

function hasBackend(outputs: Partial<KitOutputs>): boolean {
  return outputs.backend !== undefined && outputs.backend.required !== false && outputs.overview?.backendRequired !== false;
}

function entityItems(outputs: Partial<KitOutputs>, brief: Brief): BriefItem[] {
  const prd = (outputs.requirements?.entities ?? []).map((e) => e.name);
  const model = (outputs.backend?.entities ?? []).map((e) => e.name);
  const backend = hasBackend(outputs);
  return brief.entities.map((entity) => {
    const known = (names: string[]) =>
      names.some((name) => sameName(name, entity.name) || (entity.label !== undefined && sameName(name, entity.label)));
    const problems: string[] = [];
    if (backend && !known(model)) problems.push(`Entity ${entity.name} is not in the data model`);
    if (!known(prd)) problems.push(`Entity ${entity.name} is not in the PRD`);
    return { kind: 'entity', name: entity.name, problems };
  });
}

function integrationItems(outputs: Partial<KitOutputs>, brief: Brief): BriefItem[] {
  const stack = outputs.tech_stack?.integrations ?? [];
  return brief.integrations.map((integration) => {
    const inStack = stack.some(
      (s) => sameName(s.name, integration.name) || mentions(s.name, integration.name) || mentions(integration.name, s.name),
    );
    return {
      kind: 'integration',
      name: integration.name,
      problems: inStack ? [] : [`Integration ${integration.name} is not in the tech stack`],
    };
  });
}

function constraintItems(outputs: Partial<KitOutputs>, brief: Brief): BriefItem[] {
  const documents = [
    ...(hasBackend(outputs) ? (['backend'] as const) : []),
    'quality' as const,
  ].map((kind) => ({ kind, content: outputs[kind] ? renderDocument(kind, outputs).content : '' }));
  return brief.constraints.map((constraint) => ({
    kind: 'constraint',
    name: constraint.name,
    problems: documents
      .filter((document) => !mentions(document.content, constraint.name))
      .map((document) => `Constraint ${constraint.name} is not in the ${documentTitles[document.kind]} document`),
  }));
}

/**
 * A route or an API path as the checks compare them: `/bookings/:bookingId/`, `/bookings/{id}` and
 * `https://api.example.com/bookings/:id` are the same.
 */
export function normaliseRoute(path: string): string {
  const trimmed = path.trim().replace(/^https?:\/\/[^/]+/i, '').replace(/\/+$/, '');
  return (trimmed || '/').replace(/\{[A-Za-z0-9_]+\}|:[A-Za-z0-9_]+/g, ':param').toLowerCase();
}

/** A text names a path when the path appears in it whole (not as the start of a longer one). */
function namesPath(text: string, path: string): boolean {
  const haystack = text.replace(/\{[A-Za-z0-9_]+\}|:[A-Za-z0-9_]+/g, ':param').toLowerCase();
  for (let at = haystack.indexOf(path); at !== -1; at = haystack.indexOf(path, at + 1)) {
    if (!/[\w/-]/.test(haystack.charAt(at + path.length))) return true;
  }
  return false;
}

const namesJob = (text: string, job: string) =>
  new RegExp(`(?<![\\w-])${job.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`, 'i').test(text);

/**
 * For each feature that does more than keep records, its plan (ADR 0041) is in the kit: a PRD
 * feature says the capability, and with a backend the plan's endpoints (method and path) and jobs
 * (by name) are there, and the feature's tasks name each of those paths and jobs. Each problem
 * names where it is (the PRD, an endpoint, a backend job, a task) so the repair round rewrites
 * that step.
 */
function capabilityItems(outputs: Partial<KitOutputs>, brief: Brief): BriefItem[] {
  const prd = outputs.requirements?.features ?? [];
  const backend = hasBackend(outputs);
  const endpoints = new Set((outputs.backend?.endpoints ?? []).map((e) => `${e.method} ${normaliseRoute(e.path)}`));
  const jobs = new Set((outputs.backend?.jobs ?? []).map((j) => j.name.trim().toLowerCase()));
  return featurePlans(brief, backend).map(({ feature, plan }) => {
    const named = `${feature.id} ${feature.name} (${plan.id})`;
    const problems: string[] = [];
    const prdFeature = prd.find((f) => f.id === feature.id) ?? prd.find((f) => sameName(f.name, feature.name));
    if (!prdFeature) problems.push(`${named} is not a PRD feature`);
    else if (prdFeature.capability !== plan.id) {
      problems.push(`${named}: the PRD feature ${prdFeature.id} does not give its capability ${plan.id}`);
    }
    if (backend) {
      const tasks = (outputs.tasks?.tasks ?? [])
        .filter((t) => (t.featureIds ?? []).includes(feature.id))
        .map((t) => `${t.title}\n${t.description}\n${(t.subtasks ?? []).map((s) => s.title).join('\n')}`);
      for (const { method, path } of plan.endpoints) {
        if (!endpoints.has(`${method} ${normaliseRoute(path)}`)) problems.push(`${named}: endpoint ${method} ${path} is missing`);
      }
      for (const path of new Set(plan.endpoints.map((e) => e.path))) {
        const built = tasks.some((text) => namesPath(text, normaliseRoute(path)));
        if (!built) problems.push(`${named}: no task names ${path}`);
      }
      for (const { name } of plan.jobs) {
        if (!jobs.has(name.toLowerCase())) problems.push(`${named}: backend job ${name} is missing`);
        if (!tasks.some((text) => namesJob(text, name))) problems.push(`${named}: no task names the job ${name}`);
      }
    }
    return { kind: 'capability', name: feature.id, problems };
  });
}

/**
 * For each feature the brief says depends on another: the other's first task comes no later than
 * its own (a task may build both), and its first phase comes no later either.
 */
function dependencyItems(outputs: Partial<KitOutputs>, brief: Brief): BriefItem[] {
  const tasks = outputs.tasks?.tasks ?? [];
  const phases = outputs.implementation?.phases ?? [];
  const firstTask = (id: string) => tasks.findIndex((t) => (t.featureIds ?? []).includes(id));
  const firstPhase = (id: string) => phases.findIndex((p) => (p.featureIds ?? []).includes(id));
  const named = new Map(brief.features.map((f) => [f.id, `${f.id} ${f.name}`]));
  const items: BriefItem[] = [];
  for (const feature of brief.features) {
    for (const id of feature.dependsOn) {
      if (!named.has(id)) continue;
      const after = named.get(feature.id)!;
      const before = named.get(id)!;
      const problems: string[] = [];
      const [taskOf, taskBefore] = [firstTask(feature.id), firstTask(id)];
      if (taskOf === -1 || taskBefore === -1) {
        problems.push(`${taskOf === -1 ? after : before} has no task, so the plan cannot build ${before} before ${after}`);
      } else if (taskBefore > taskOf) {
        problems.push(
          `${after} is built before ${before}, which it depends on (task ${tasks[taskOf]!.ref} comes before ${tasks[taskBefore]!.ref})`,
        );
      }
      const [phaseOf, phaseBefore] = [firstPhase(feature.id), firstPhase(id)];
      if (phaseOf !== -1 && phaseBefore > phaseOf) {
        problems.push(
          `${after} is planned in phase "${phases[phaseOf]!.name}", before ${before} (phase "${phases[phaseBefore]!.name}"), which it depends on`,
        );
      }
      items.push({ kind: 'dependency', name: `${feature.id} after ${id}`, problems });
    }
  }
  return items;
}

/** What the brief asks of the kit, item by item: its entities, integrations, constraints, capabilities and dependencies. */
export function briefItems(outputs: Partial<KitOutputs>, brief: Brief): BriefItem[] {
  return [
    ...entityItems(outputs, brief),
    ...integrationItems(outputs, brief),
    ...constraintItems(outputs, brief),
    ...capabilityItems(outputs, brief),
    ...dependencyItems(outputs, brief),
  ];
}

/** Every task's `dependsOn` names a task that exists and comes earlier on the board. */
export function taskDependencyProblems(outputs: Partial<KitOutputs>): string[] {
  const tasks = outputs.tasks?.tasks ?? [];
  const position = new Map(tasks.map((t, index) => [t.ref, index]));
  const problems: string[] = [];
  tasks.forEach((task, index) => {
    for (const ref of task.dependsOn ?? []) {
      const at = position.get(ref);
      if (at === undefined) problems.push(`Task ${task.ref} depends on ${ref}, which is not a task`);
      else if (at === index) problems.push(`Task ${task.ref} depends on itself`);
      else if (at > index) problems.push(`Task ${task.ref} depends on ${ref}, which comes after it`);
    }
  });
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Entities named after what they are not

/**
 * Words of the platform catalogue that also name things a product may store (an uptime monitor's
 * endpoints, a phone shop's phones, a POS terminal): an entity may be called that.
 */
const storablePlatformWords = new Set(['phone', 'phones', 'smartphone', 'terminal', 'endpoint', 'webhook', 'dashboard', 'portal', 'extension', 'add-on', 'addon', 'sdk']);

/** The brief's platforms as people write them. */
const briefPlatformNames: Record<BriefPlatform, string> = {
  web: 'Web',
  ios: 'iOS',
  android: 'Android',
  desktop: 'Desktop',
  'browser-extension': 'Browser extension',
  api: 'API',
  cli: 'CLI',
};

const platformNames: readonly string[] = [
  ...Object.values(briefPlatformNames),
  ...platformWords
    .flatMap((entry) => entry.keywords)
    .filter((keyword) => !keyword.startsWith('~'))
    .map((keyword) => keyword.replace(/[_-]+$/, ''))
    .filter((keyword) => /^[a-z][a-z0-9 .-]*$/.test(keyword) && !storablePlatformWords.has(keyword)),
];

/** "KYC/AML" is two names. */
const namesOf = (name: string) => [name, ...(name.includes('/') ? name.split('/').map((part) => part.trim()) : [])];

interface Namesake {
  what: string;
  name: string;
  /**
   * Named by the brief alone: a catalogue service's name is no record's, but an integration the
   * brief names may be the misnamed one ("Newsletter" for email delivery), so neither is blamed.
   */
  shared?: boolean;
}

function namesakes(outputs: Partial<KitOutputs>, brief: Brief | undefined): Namesake[] {
  const product = [brief?.productName, outputs.overview?.productName].filter((name): name is string => Boolean(name?.trim()));
  return [
    ...product.map((name) => ({ what: 'the product', name })),
    ...regulations.flatMap((r) => namesOf(r.name).map((name) => ({ what: 'the regulation', name }))),
    ...(brief?.constraints ?? []).flatMap((c) => namesOf(c.name).map((name) => ({ what: 'the constraint', name }))),
    ...integrationCatalogue.map((i) => ({ what: 'the integration', name: i.name })),
    ...(brief?.integrations ?? []).flatMap((i) => namesOf(i.name).map((name) => ({ what: 'the integration', name, shared: true }))),
    ...platformNames.map((name) => ({ what: 'the platform', name })),
  ];
}

/** Entities of the brief, the PRD or the data model named after the product, a regulation, an integration or a platform. */
export function entityNameProblems(outputs: Partial<KitOutputs>, brief?: Brief): string[] {
  const entities = [
    ...(brief?.entities ?? []).map((e) => e.name),
    ...(outputs.requirements?.entities ?? []).map((e) => e.name),
    ...(outputs.backend?.entities ?? []).map((e) => e.name),
  ];
  const known = new Map(namesakes(outputs, brief).map((n) => [normalise(n.name), n] as const).reverse());
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const entity of entities) {
    const key = normalise(entity);
    if (seen.has(key)) continue;
    seen.add(key);
    const namesake = known.get(key);
    if (namesake?.shared)
      problems.push(`Entity ${entity} shares its name with ${namesake.what} ${namesake.name}: an integration is named after the service or provider it uses, an entity after the record it stores`);
    else if (namesake) problems.push(`Entity ${entity} is named after ${namesake.what} ${namesake.name}`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Truncated texts

const cutOff: readonly RegExp[] = [
  /\band \d+ (?:more|others?)\b/i,
  /\band more\s*(?:$|[.,;:)])/i,
  /(?:^|\s)и (?:ещё|еще) \d+/i,
];
const trailingEllipsis = /(?:…|\.\.\.)$/;
/** "Loading…", "Saving your changes…": a status shown while something happens ends on an ellipsis whole. */
const statusLine = (line: string) => line.split(/\s+/).length <= 3 || /^\p{L}+(?:ing|ние|ка)(?=[\s.…]|$)/iu.test(line);
/**
 * A one-line text that stops where no sentence or name can: on a comma or an article or a
 * conjunction ("Sign in" and "open what they refer to" end on prepositions and are whole).
 */
const danglingEnd = /(?:[,;]|\s(?:and|or|the|a|an|и|или))$/;

/** Lines of a text outside fenced code (a code sample may well end with "..."). */
function proseLines(text: string): string[] {
  const lines: string[] = [];
  let fenced = false;
  for (const line of text.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    else if (!fenced && line.trim().length > 0) lines.push(line.trim());
  }
  return lines;
}

/** Where a text is cut off, with some words before it; undefined when it is whole. */
function cutOffAt(text: string): string | undefined {
  const lines = proseLines(text);
  for (const line of lines) {
    for (const pattern of cutOff) {
      const match = pattern.exec(line);
      if (match) return tail(line.slice(0, match.index + match[0].length));
    }
  }
  const cut = lines.find((line) => trailingEllipsis.test(line) && !statusLine(line));
  if (cut) return tail(cut);
  if (lines.length === 1 && danglingEnd.test(lines[0]!)) return tail(lines[0]!);
  return undefined;
}

/** The end of a long text, enough words to find it by. */
const tail = (text: string) => (text.length <= 80 ? text : `…${text.slice(-80).replace(/^\S*\s/, '')}`);

function walkStrings(value: unknown, path: string, visit: (text: string, path: string) => void): void {
  if (typeof value === 'string') visit(value, path);
  else if (Array.isArray(value)) value.forEach((item, index) => walkStrings(item, `${path}[${index}]`, visit));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) walkStrings(item, path ? `${path}.${key}` : key, visit);
  }
}

const MAX_REPORTED = 10;

/** Texts anywhere in the kit that were cut off ("… and 2 more", a trailing "…", a sentence that stops mid-way). */
export function truncatedTexts(outputs: Partial<KitOutputs>): string[] {
  const found: string[] = [];
  const report = (where: string) => (text: string, path: string) => {
    const at = cutOffAt(text);
    if (at !== undefined) found.push(`${where}${path ? ` ${path}` : ''} is cut off: "${at}"`);
  };
  for (const kind of documentSteps) walkStrings(outputs[kind], '', report(documentTitles[kind]));
  for (const task of outputs.tasks?.tasks ?? []) walkStrings(task, '', report(`Task ${task.ref}`));
  for (const prompt of outputs.prompts?.prompts ?? []) walkStrings(prompt.content, '', report(`The ${prompt.platform} prompt`));
  return found.length > MAX_REPORTED
    ? [...found.slice(0, MAX_REPORTED), `${found.length - MAX_REPORTED} other texts are cut off too`]
    : found;
}
