import type { Brief } from '../../shared/schemas/brief';
import { documentSteps, platformLabels, platforms, type DocumentKind, type KitOutputs } from '../../shared/schemas/kit';
import { kitCheckLabels, type KitCheckDto, type KitCheckId } from '../../shared/schemas/projects';
import {
  briefItems,
  entityNameProblems,
  normaliseRoute,
  taskDependencyProblems,
  truncatedTexts,
  type BriefItemKind,
} from './kit-meaning';
import { documentTitles, renderDocument } from './render';

/**
 * The kit check: does the kit agree with itself and with the brief it was written from? Every
 * check has a stable id and an English label, and names exactly what is missing. Works on outputs
 * from any provider (only schema fields are read, and a missing step counts as empty). Kits made
 * before briefs have none: the checks against the brief are left out and `briefChecked` says so.
 */

type Check = KitCheckDto['checks'][number];

function check(id: KitCheckId, problems: string[]): Check {
  return { id, label: kitCheckLabels[id], passed: problems.length === 0, problems };
}

export function checkKit(outputs: KitOutputs, brief?: Brief): KitCheckDto {
  const prd = outputs.requirements?.features ?? [];
  const featureName = new Map(prd.map((f) => [f.id, f.name]));
  const describe = (id: string) => (featureName.has(id) ? `${id} ${featureName.get(id)}` : id);

  // features_planned
  const planned = new Set((outputs.implementation?.phases ?? []).flatMap((p) => p.featureIds));
  const notPlanned = prd
    .filter((f) => !planned.has(f.id))
    .map((f) => `${describe(f.id)} is not in any implementation phase`);

  // features_have_tasks
  const tasked = new Set((outputs.tasks?.tasks ?? []).flatMap((t) => t.featureIds));
  const noTask = prd.filter((f) => !tasked.has(f.id)).map((f) => `${describe(f.id)} has no task`);

  // routes_in_frontend
  const frontendRoutes = new Set((outputs.frontend?.screens ?? []).map((s) => normaliseRoute(s.route)));
  const routeProblems: string[] = [];
  const reported = new Set<string>();
  for (const screen of outputs.app_flow?.screens ?? []) {
    const key = normaliseRoute(screen.route);
    if (!frontendRoutes.has(key) && !reported.has(key)) {
      reported.add(key);
      routeProblems.push(`App flow screen ${screen.route} (${screen.name}) is not a frontend screen`);
    }
    for (const next of screen.next) {
      const nextKey = normaliseRoute(next);
      if (!frontendRoutes.has(nextKey) && !reported.has(nextKey)) {
        reported.add(nextKey);
        routeProblems.push(`Route ${next} (reached from ${screen.route}) is not a frontend screen`);
      }
    }
  }

  // entities_in_prd
  const prdEntities = new Set((outputs.requirements?.entities ?? []).map((e) => e.name.trim().toLowerCase()));
  const entityProblems = (outputs.backend?.entities ?? [])
    .filter((e) => !prdEntities.has(e.name.trim().toLowerCase()))
    .map((e) => `Backend entity ${e.name} is not defined in the PRD`);

  // feature_ids_known
  const known = new Set(prd.map((f) => f.id));
  const unknown = new Map<string, string[]>();
  const reference = (ids: readonly string[], where: string) => {
    for (const id of ids) {
      if (known.has(id)) continue;
      const places = unknown.get(id) ?? [];
      if (!places.includes(where)) places.push(where);
      unknown.set(id, places);
    }
  };
  for (const s of outputs.frontend?.screens ?? []) reference(s.featureIds, `frontend screen ${s.route}`);
  for (const e of outputs.backend?.endpoints ?? []) reference(e.featureIds, `endpoint ${e.method} ${e.path}`);
  for (const j of outputs.app_flow?.journeys ?? []) reference(j.featureIds, `journey "${j.name}"`);
  for (const t of outputs.quality?.testCases ?? []) reference([t.featureId], `test case ${t.id}`);
  for (const p of outputs.implementation?.phases ?? []) reference(p.featureIds, `phase "${p.name}"`);
  for (const t of outputs.tasks?.tasks ?? []) reference(t.featureIds, `task ${t.ref}`);
  const idProblems = [...unknown].map(
    ([id, places]) =>
      `${id} is referenced by ${places.slice(0, 3).join(', ')}${places.length > 3 ? ` and ${places.length - 3} more` : ''} but is not a PRD feature`,
  );

  // no_empty_sections
  const emptyProblems = emptySections(outputs);

  const checks = [
    check('features_planned', notPlanned),
    check('features_have_tasks', noTask),
    check('routes_in_frontend', routeProblems),
    check('entities_in_prd', entityProblems),
    check('feature_ids_known', idProblems),
    check('no_empty_sections', emptyProblems),
    ...meaningChecks(outputs, brief),
  ];
  const passed = checks.filter((c) => c.passed).length;
  return {
    passed: passed === checks.length,
    score: Math.round((100 * passed) / checks.length),
    briefChecked: brief !== undefined,
    checks,
  };
}

function meaningChecks(outputs: KitOutputs, brief: Brief | undefined): Check[] {
  const items = brief ? briefItems(outputs, brief) : [];
  const problemsOf = (kind: BriefItemKind) => items.filter((item) => item.kind === kind).flatMap((item) => item.problems);
  return [
    ...(brief
      ? [
          check('brief_entities_modelled', problemsOf('entity')),
          check('brief_integrations_in_stack', problemsOf('integration')),
          check('brief_constraints_covered', problemsOf('constraint')),
          check('capabilities_covered', problemsOf('capability')),
        ]
      : []),
    check('plan_follows_dependencies', [...problemsOf('dependency'), ...taskDependencyProblems(outputs)]),
    check('entity_names', entityNameProblems(outputs, brief)),
    check('no_truncated_text', truncatedTexts(outputs)),
  ];
}

/** `## ` sections of a markdown document whose body has no words (fenced code is skipped). */
export function emptySectionHeadings(markdown: string): string[] {
  const empty: string[] = [];
  let current: { heading: string; hasContent: boolean } | undefined;
  let fence: string | undefined;
  const close = () => {
    if (current && !current.hasContent) empty.push(current.heading);
  };
  for (const line of markdown.split('\n')) {
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[1]!.startsWith(fence[0]!) && fenceMatch[1]!.length >= fence.length)
        fence = undefined;
      if (current && line.trim().length > 0 && !fenceMatch) current.hasContent = true;
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[1]!;
      continue;
    }
    const heading = /^(#{1,2})\s+(.*)$/.exec(line);
    if (heading) {
      close();
      current = heading[1] === '##' ? { heading: heading[2]!.trim(), hasContent: false } : undefined;
      continue;
    }
    if (current && /[\p{L}\p{N}]/u.test(line.replace(/\[[ xX]\]/g, '').replace(/^\s*\d+\.\s/, ''))) {
      current.hasContent = true;
    }
  }
  close();
  return empty;
}

/** Required strings that are only whitespace, as "path is blank" (field notes may be empty). */
function blankStrings(value: unknown, path: string, found: string[]): void {
  if (typeof value === 'string') {
    if (value.trim().length === 0 && !/\.notes$/.test(path)) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => blankStrings(item, `${path}[${index}]`, found));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) blankStrings(item, path ? `${path}.${key}` : key, found);
  }
}

function emptySections(outputs: KitOutputs): string[] {
  const problems: string[] = [];
  for (const kind of documentSteps as readonly DocumentKind[]) {
    const output = outputs[kind];
    if (output === undefined) {
      if (kind === 'backend' && outputs.overview?.backendRequired === false) continue;
      problems.push(`${documentTitles[kind]}: the document is missing`);
      continue;
    }
    const { content } = renderDocument(kind, outputs);
    for (const heading of emptySectionHeadings(content))
      problems.push(`${documentTitles[kind]}: section "${heading}" is empty`);
    const blank: string[] = [];
    blankStrings(output, '', blank);
    for (const path of blank.slice(0, 5)) problems.push(`${documentTitles[kind]}: ${path} is blank`);
  }
  const prompts = outputs.prompts?.prompts ?? [];
  for (const platform of platforms) {
    const prompt = prompts.find((p) => p.platform === platform);
    if (!prompt) problems.push(`Prompts: no prompt for ${platformLabels[platform]}`);
    else if (prompt.content.trim().length === 0)
      problems.push(`Prompts: the ${platformLabels[platform]} prompt is empty`);
  }
  const blankTasks: string[] = [];
  blankStrings(outputs.tasks, 'tasks', blankTasks);
  for (const path of blankTasks.slice(0, 5)) problems.push(`Tasks: ${path.replace(/^tasks\./, '')} is blank`);
  if ((outputs.tasks?.tasks ?? []).length === 0) problems.push('Tasks: the board has no tasks');
  return problems;
}
