import { kitStepNames, type KitStep } from '../../shared/schemas/kit';
import type { KitCheckDto, KitCheckId } from '../../shared/schemas/projects';
import { documentTitles } from './render';

/**
 * Which steps can fix a failed check of the kit check, for the repair round: each failing step is
 * written again once, told the problems. A check that several steps feed names, in each problem,
 * where it found it; only the steps a problem names are repaired (all of them when none is named).
 */
export const repairStepsOf: Record<KitCheckId, readonly KitStep[]> = {
  features_planned: ['implementation'],
  features_have_tasks: ['tasks'],
  routes_in_frontend: ['frontend'],
  entities_in_prd: ['backend'],
  feature_ids_known: ['frontend', 'backend', 'app_flow', 'quality', 'implementation', 'tasks'],
  no_empty_sections: kitStepNames,
  brief_entities_modelled: ['requirements', 'backend'],
  brief_integrations_in_stack: ['tech_stack'],
  brief_constraints_covered: ['backend', 'quality'],
  capabilities_covered: ['requirements', 'backend', 'tasks'],
  plan_follows_dependencies: ['implementation', 'tasks'],
  entity_names: ['backend'],
  no_truncated_text: kitStepNames,
};

/** How the checks' problems name where they found something, besides the document's title. */
const mentions: Partial<Record<KitStep, readonly string[]>> = {
  requirements: ['PRD'],
  tech_stack: ['tech stack'],
  frontend: ['frontend screen'],
  backend: ['endpoint', 'data model', 'backend entity', 'backend job'],
  app_flow: ['journey'],
  quality: ['test case'],
  implementation: ['phase'],
  tasks: ['task'],
  prompts: ['prompt'],
};

function names(problem: string, step: KitStep): boolean {
  const text = problem.toLowerCase();
  const title = (documentTitles as Partial<Record<KitStep, string>>)[step];
  return [...(title ? [title] : []), ...(mentions[step] ?? [])].some((word) => text.includes(word.toLowerCase()));
}

export interface RepairPlanItem {
  step: KitStep;
  problems: string[];
}

/** The steps to write again, in the kit graph's order, each with the problems it is to fix. */
export function repairPlan(check: KitCheckDto): RepairPlanItem[] {
  const problemsByStep = new Map<KitStep, string[]>();
  for (const failed of check.checks.filter((c) => !c.passed)) {
    const candidates = repairStepsOf[failed.id as KitCheckId] ?? [];
    const named = candidates.filter((step) => failed.problems.some((problem) => names(problem, step)));
    const steps = candidates.length === 1 || named.length === 0 ? candidates : named;
    for (const step of steps) {
      const problems = candidates.length === 1 ? failed.problems : failed.problems.filter((p) => names(p, step));
      const list = problemsByStep.get(step) ?? [];
      for (const problem of problems.length > 0 ? problems : failed.problems) if (!list.includes(problem)) list.push(problem);
      problemsByStep.set(step, list);
    }
  }
  return kitStepNames.filter((step) => problemsByStep.has(step)).map((step) => ({ step, problems: problemsByStep.get(step)! }));
}
