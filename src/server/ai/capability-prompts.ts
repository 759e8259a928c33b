import type { Brief } from '../../shared/schemas/brief';
import type { ModelStep } from '../../shared/schemas/kit';
import { featurePlans } from '../capabilities/brief-plans';
import type { CapabilityPlan } from '../capabilities/plan';

/**
 * What a kit step is told of the capabilities of the brief's features (ADR 0041): for each feature
 * that does more than keep records, the part of its filled-in plan that step writes, one line per
 * item, and what to do with it. Only the steps the capabilities shape get a block, and each only
 * its part, so the prompts stay small.
 */

type Lines = (plan: CapabilityPlan) => string[];

/** What an item does, up to its first semicolon: the details are the plan's, the step needs the gist. */
const firstClause = (text: string) => text.split(/;\s/)[0]!;

const how: Lines = (p) => p.howItWorks.map((text) => `how: ${text}`);
/** The PRD leads with the plan's first two criteria; the tasks step carries the rest with the tasks. */
const criteria: Lines = (p) => p.criteria.slice(0, 2).map((text) => `criterion: ${text}`);
const records: Lines = (p) =>
  p.records.map((r) => `record ${r.name}: ${r.fields.map((f) => `${f.name}:${f.type}`).join(', ')}`);
const questions: Lines = (p) => p.questions.slice(0, 1).map((text) => `question: ${text}`);
const recordNames: Lines = (p) => (p.records.length > 0 ? [`records: ${p.records.map((r) => r.name).join(', ')}`] : []);
const endpoints: Lines = (p) =>
  p.endpoints.map((e) => `endpoint ${e.method} ${e.path}${e.auth ? '' : ' (public)'}`);
const jobs: Lines = (p) => p.jobs.map((j) => `job ${j.name} (${j.trigger}): ${firstClause(j.work)}`);
const screens: Lines = (p) => p.screens.map((s) => `screen ${s.route} ${s.name}: ${s.purpose}`);
const choices: Lines = (p) => p.choices.map((c) => `choice: ${c.choice}: ${firstClause(c.reason)}`);
/** The app flow has the frontend's screens already: it is told which routes are the feature's. */
const screenRoutes: Lines = (p) => (p.screens.length > 0 ? [`screens: ${p.screens.map((s) => s.route).join(', ')}`] : []);
const taskTitles: Lines = (p) => (p.tasks.length > 0 ? [`work items: ${p.tasks.map((t) => t.title).join('; ')}`] : []);
/** A task by its title, its hours and the endpoints and jobs it builds (the step has the plan's other documents). */
const tasks: Lines = (p) => {
  const built = [...p.endpoints.map((e) => e.path), ...p.jobs.map((j) => j.name)];
  return p.tasks.map((t, i) => {
    const names = [...new Set(built.filter((name) => t.detail.includes(name)))];
    return `${i + 1}. ${t.title} (${t.hours} h)${names.length > 0 ? `: builds ${names.join(', ')}` : ''}`;
  });
};
const qa: Lines = (p) => p.qa.map((text) => `check: ${text}`);
const risks: Lines = (p) => p.risks.map((text) => `risk: ${text}`);

const stepParts: Partial<Record<ModelStep, { parts: Lines[]; ask: string }>> = {
  requirements: {
    parts: [how, criteria, recordNames, questions],
    ask: 'Each is a PRD feature with this capability, howItWorks from the how lines, led by these criteria; the records are entities, the question an open question.',
  },
  tech_stack: { parts: [choices], ask: 'Put each choice in its layer or integration.' },
  frontend: { parts: [screens], ask: 'Include these screens for the feature.' },
  backend: {
    parts: [records, endpoints, jobs],
    ask: 'With a backend, include these endpoints (method and path as given) and jobs with the feature id, and the records as entities.',
  },
  app_flow: { parts: [screenRoutes], ask: 'Include these screens and a journey through them.' },
  quality: { parts: [qa], ask: 'Each check is a test case of the feature.' },
  implementation: {
    parts: [taskTitles, risks],
    ask: 'The feature’s phase has these work items in order; add the risks.',
  },
  tasks: {
    parts: [tasks],
    ask: 'These are the feature’s tasks in order; its endpoint paths and job names each appear in one of them.',
  },
};

/**
 * The capabilities block of a step's prompt, or undefined when the step is not shaped by them or
 * every feature only keeps records. Each feature opens with `FEAT-xxx Name: capability`. Without a
 * server (`server: false`, known once the overview has decided), each plan is its on-device variant.
 */
export function capabilityBlock(step: ModelStep, brief: Brief | undefined, server = true): string | undefined {
  const spec = stepParts[step];
  if (!spec || !brief) return undefined;
  // Plans are filled in with the founder's words: no line may open or close a tag of the prompt.
  const features = featurePlans(brief, server).map(({ feature, plan }) =>
    [`${feature.id} ${feature.name}: ${plan.id}`, ...spec.parts.flatMap((part) => part(plan))]
      .map((line) => line.replace(/[<>]/g, ''))
      .join('\n'),
  );
  if (features.length === 0) return undefined;
  return `The features' capabilities (build their behaviour, never a plain record form):\n<capabilities>\n${features.join('\n\n')}\n</capabilities>\n${spec.ask}`;
}
