import { describe, expect, it } from 'vitest';
import type { Brief } from '../../shared/schemas/brief';
import { kitCheckDto, kitCheckLabels } from '../../shared/schemas/projects';
import type { KitOutputs } from '../../shared/schemas/kit';
import { composeKit } from '../ai/offline/offline-model';
import { checkKit, emptySectionHeadings } from './kit-check';
import { normaliseRoute } from './kit-meaning';
import { checkBriefs } from './kit-check.briefs';
import { repairPlan } from './kit-repair';
import { courierBrief, courierIdea, withCapabilityPlans } from '../../../tests/support/capability-briefs';
import { featurePlans } from '../capabilities/brief-plans';

const idea = 'A booking app for independent yoga studios with class passes, reminders and Stripe payments';
const fresh = (): KitOutputs => structuredClone(composeKit(idea, {}));
const checkOf = (outputs: KitOutputs, id: string) => checkKit(outputs).checks.find((c) => c.id === id)!;

describe('checkKit', () => {
  it('passes a consistent kit with stable ids and English labels; without a brief, the checks against one are left out', () => {
    const result = checkKit(fresh());
    expect(kitCheckDto.parse(result)).toEqual(result);
    expect(result).toMatchObject({ passed: true, score: 100, briefChecked: false });
    expect(result.checks.map((c) => c.id)).toEqual([
      'features_planned',
      'features_have_tasks',
      'routes_in_frontend',
      'entities_in_prd',
      'feature_ids_known',
      'no_empty_sections',
      'plan_follows_dependencies',
      'entity_names',
      'no_truncated_text',
    ]);
    for (const check of result.checks) {
      expect(check.label).toMatch(/^[A-Z][a-z]/);
      expect(check.problems).toEqual([]);
    }
  });

  it('names a feature whose tasks were deleted', () => {
    const kit = fresh();
    const feature = kit.requirements.features[3]!;
    kit.tasks.tasks = kit.tasks.tasks.filter((t) => !t.featureIds.includes(feature.id));
    const check = checkOf(kit, 'features_have_tasks');
    expect(check.passed).toBe(false);
    expect(check.problems).toEqual([`${feature.id} ${feature.name} has no task`]);
    const result = checkKit(kit);
    expect(result.passed).toBe(false);
    // The tasks that depended on the deleted ones now name tasks that do not exist.
    expect(result.checks.filter((c) => !c.passed).map((c) => c.id)).toEqual(['features_have_tasks', 'plan_follows_dependencies']);
    expect(result.score).toBe(Math.round((100 * 7) / 9));
  });

  it('names a feature that no implementation phase delivers', () => {
    const kit = fresh();
    const feature = kit.requirements.features[1]!;
    for (const phase of kit.implementation.phases)
      phase.featureIds = phase.featureIds.filter((id) => id !== feature.id);
    expect(checkOf(kit, 'features_planned').problems).toEqual([
      `${feature.id} ${feature.name} is not in any implementation phase`,
    ]);
  });

  it('names an app flow route that is not a frontend screen', () => {
    const kit = fresh();
    kit.app_flow.screens.push({
      route: '/waitlist',
      name: 'Waitlist',
      states: { loading: 'Spinner', empty: 'Nobody yet', error: 'Retry' },
      next: ['/gift-cards'],
    });
    const check = checkOf(kit, 'routes_in_frontend');
    expect(check.passed).toBe(false);
    expect(check.problems).toEqual([
      'App flow screen /waitlist (Waitlist) is not a frontend screen',
      'Route /gift-cards (reached from /waitlist) is not a frontend screen',
    ]);
  });

  it('treats routes that differ only in parameter names as the same', () => {
    expect(normaliseRoute('/bookings/:bookingId/')).toBe(normaliseRoute('/bookings/:id'));
    const kit = fresh();
    const detail = kit.app_flow.screens.find((s) => s.route.includes(':id'))!;
    detail.route = detail.route.replace(':id', ':itemId');
    expect(checkOf(kit, 'routes_in_frontend').passed).toBe(true);
  });

  it('names a backend entity the PRD does not define, ignoring case', () => {
    const kit = fresh();
    kit.backend.entities.push({ name: 'GiftCard', fields: [{ name: 'id', type: 'uuid', notes: '' }], relations: [] });
    kit.backend.entities[0]!.name = kit.backend.entities[0]!.name.toLowerCase();
    expect(checkOf(kit, 'entities_in_prd').problems).toEqual(['Backend entity GiftCard is not defined in the PRD']);
  });

  it('names feature ids that are referenced but not defined', () => {
    const kit = fresh();
    kit.frontend.screens[0]!.featureIds.push('FEAT-099');
    kit.tasks.tasks[0]!.featureIds.push('FEAT-099');
    kit.quality.testCases[0]!.featureId = 'FEAT-098';
    const check = checkOf(kit, 'feature_ids_known');
    expect(check.passed).toBe(false);
    expect(check.problems).toEqual([
      `FEAT-099 is referenced by frontend screen ${kit.frontend.screens[0]!.route}, task T-01 but is not a PRD feature`,
      'FEAT-098 is referenced by test case QA-001 but is not a PRD feature',
    ]);
  });

  it('finds an empty section and blank text', () => {
    const kit = fresh();
    kit.requirements.goals = [];
    kit.overview.problem = '   ';
    const check = checkOf(kit, 'no_empty_sections');
    expect(check.passed).toBe(false);
    expect(check.problems).toContain('Product Requirements: section "Goals" is empty');
    expect(check.problems).toContain('Project Overview: section "Problem" is empty');
    expect(check.problems).toContain('Project Overview: problem is blank');
  });

  it('requires a prompt for every platform and a task board', () => {
    const kit = fresh();
    kit.prompts.prompts = kit.prompts.prompts.filter((p) => p.platform !== 'lovable');
    kit.prompts.prompts[0]!.content = ' ';
    const problems = checkOf(kit, 'no_empty_sections').problems;
    expect(problems).toContain('Prompts: no prompt for Lovable');
    expect(problems).toContain('Prompts: the Cursor prompt is empty');
  });

  it('accepts a kit without a backend document when none is required', () => {
    const kit = structuredClone(composeKit('A tip calculator that works offline', {}));
    expect(kit.overview.backendRequired).toBe(false);
    const partial = { ...kit, backend: undefined } as unknown as KitOutputs;
    expect(checkKit(partial).passed).toBe(true);
  });
});

describe('emptySectionHeadings', () => {
  it('ignores headings inside fenced code and counts tables and lists as content', () => {
    const markdown = '# T\n\n## A\n\n```md\n## Inside\n```\n\n## B\n\n- [ ] \n\n## C\n\n| x |\n| --- |\n\n## D\n';
    expect(emptySectionHeadings(markdown)).toEqual(['B', 'D']);
  });
});

describe('checkKit against the brief', () => {
  const composed = new Map(checkBriefs.map(({ kind, idea, brief }) => [kind, composeKit(idea, {}, 1, brief)]));
  const kitOf = (kind: string): { kit: KitOutputs; brief: Brief } => ({
    kit: structuredClone(composed.get(kind)!),
    brief: checkBriefs.find((b) => b.kind === kind)!.brief,
  });
  const problems = (kit: KitOutputs, brief: Brief, id: keyof typeof kitCheckLabels) =>
    checkKit(kit, brief).checks.find((c) => c.id === id)!.problems;
  /** The value with every mention of a word replaced, in every string it holds. */
  const scrub = <T>(value: T, word: string): T =>
    JSON.parse(JSON.stringify(value).replace(new RegExp(word, 'gi'), 'the rule')) as T;

  it.each(checkBriefs.map((b) => [b.kind]))('passes every check on the offline kit of a %s', (kind) => {
    const { kit, brief } = kitOf(kind);
    const result = checkKit(kit, brief);
    expect(result.checks.filter((c) => !c.passed)).toEqual([]);
    expect(result).toMatchObject({ passed: true, score: 100, briefChecked: true });
    expect(result.checks.map((c) => c.id)).toEqual(Object.keys(kitCheckLabels));
  });

  it('names a brief entity missing from the data model or the PRD, matching names in any case or number', () => {
    const { kit, brief } = kitOf('regulated product');
    kit.backend.entities = kit.backend.entities.filter((e) => e.name !== 'MedicationDose');
    kit.requirements.entities = kit.requirements.entities.filter((e) => e.name !== 'Client');
    kit.backend.entities.find((e) => e.name === 'VitalSign')!.name = 'vital signs';
    expect(problems(kit, brief, 'brief_entities_modelled')).toEqual([
      'Entity Client is not in the PRD',
      'Entity MedicationDose is not in the data model',
    ]);
  });

  it('names a brief integration missing from the tech stack, accepting a fuller name of it', () => {
    const { kit, brief } = kitOf('marketplace');
    const stripe = kit.tech_stack.integrations.find((i) => i.name === 'Stripe')!;
    stripe.name = 'Stripe Connect';
    expect(problems(kit, brief, 'brief_integrations_in_stack')).toEqual([]);
    kit.tech_stack.integrations = kit.tech_stack.integrations.filter((i) => i !== stripe);
    expect(problems(kit, brief, 'brief_integrations_in_stack')).toEqual(['Integration Stripe is not in the tech stack']);
  });

  it('names a brief constraint the QA or backend document does not mention', () => {
    const { kit, brief } = kitOf('regulated product');
    kit.quality = scrub(kit.quality, 'HIPAA');
    expect(problems(kit, brief, 'brief_constraints_covered')).toEqual([
      'Constraint HIPAA is not in the Quality Assurance document',
    ]);
    kit.backend = scrub(kit.backend, 'HIPAA');
    expect(problems(kit, brief, 'brief_constraints_covered')).toEqual([
      'Constraint HIPAA is not in the Backend API document',
      'Constraint HIPAA is not in the Quality Assurance document',
    ]);
  });

  it('names a feature built before the feature it depends on, and a task that depends on a later or unknown one', () => {
    const { kit, brief } = kitOf('marketplace');
    // FEAT-001 (rent a tool) depends on FEAT-002 (list tools): move its first task to the top.
    const tasks = kit.tasks.tasks;
    const rentAt = tasks.findIndex((t) => t.featureIds.includes('FEAT-001'));
    const listRef = tasks.find((t) => t.featureIds.includes('FEAT-002'))!.ref;
    const [rent] = tasks.splice(rentAt, 1);
    tasks.unshift(rent!);
    const found = problems(kit, brief, 'plan_follows_dependencies');
    expect(found[0]).toBe(
      `FEAT-001 Rent a tool is built before FEAT-002 List tools, which it depends on (task ${rent!.ref} comes before ${listRef})`,
    );
    expect(found).toContain(`Task ${rent!.ref} depends on ${rent!.dependsOn[0]}, which comes after it`);

    const fresh = kitOf('marketplace').kit;
    fresh.tasks.tasks[2]!.dependsOn.push('T-99');
    const phases = fresh.implementation.phases;
    const listPhase = phases.find((p) => p.featureIds.includes('FEAT-002'))!;
    listPhase.featureIds = listPhase.featureIds.filter((id) => id !== 'FEAT-002');
    phases.at(-1)!.featureIds.push('FEAT-002');
    const rentPhase = phases.find((p) => p.featureIds.includes('FEAT-001'))!;
    expect(problems(fresh, brief, 'plan_follows_dependencies')).toEqual([
      `FEAT-001 Rent a tool is planned in phase "${rentPhase.name}", before FEAT-002 List tools (phase "${phases.at(-1)!.name}"), which it depends on`,
      `Task ${fresh.tasks.tasks[2]!.ref} depends on T-99, which is not a task`,
    ]);
  });

  it('names an entity called after an integration, a regulation, the product or a platform, wherever it is', () => {
    const { kit, brief } = kitOf('marketplace');
    kit.backend.entities[0]!.name = 'Stripe';
    kit.requirements.entities[1]!.name = 'Hipaa';
    kit.requirements.entities[2]!.name = 'ShedShare';
    const renamed = structuredClone(brief);
    renamed.entities.push({ name: 'Android', fields: [], relations: [] });
    const found = problems(kit, renamed, 'entity_names');
    expect(found).toHaveLength(4);
    expect(found).toEqual(
      expect.arrayContaining([
        'Entity Stripe is named after the integration Stripe',
        'Entity Hipaa is named after the regulation HIPAA',
        'Entity ShedShare is named after the product ShedShare',
        'Entity Android is named after the platform Android',
      ]),
    );
  });

  it('blames neither an entity nor an integration the brief alone names when they share a name', () => {
    const { kit, brief } = kitOf('marketplace');
    const renamed = structuredClone(brief);
    renamed.entities.push({ name: 'Digest', fields: [], relations: [] });
    renamed.integrations.push({ name: 'Digest', purpose: 'Transactional email: confirmations and notifications' });
    expect(problems(kit, renamed, 'entity_names')).toEqual([
      'Entity Digest shares its name with the integration Digest: an integration is named after the service or provider it uses, an entity after the record it stores',
    ]);
  });

  it('lets an entity be called what a product may store, even when a platform word says it', () => {
    const { kit, brief } = kitOf('command-line tool');
    kit.backend.entities[0]!.name = 'Endpoint';
    kit.requirements.entities[0]!.name = 'Notification';
    expect(problems(kit, brief, 'entity_names')).toEqual([]);
  });

  it('names texts cut off anywhere in the kit, and leaves whole ones and code samples alone', () => {
    const { kit, brief } = kitOf('internal tool');
    const task = kit.tasks.tasks[3]!;
    task.description = `${task.description.replace(/\.$/, '')} and 2 more`;
    kit.requirements.features[0]!.description = 'Clerks record a job with copies, paper and…';
    task.acceptanceCriteria[0] = 'Given a job, when the clerk saves it, then it shows with the';
    kit.ai_rules.files[0]!.content += '\n\n```ts\nfunction later(...args: unknown[]) {\n  // ...\n}\n```\n';
    kit.what_next.tips[0]!.body = 'Ask two clerks to sign in and log a real job on the first day; see what they stumble on.';
    kit.app_flow.screens[0]!.states.loading = 'Loading…';
    kit.app_flow.screens[1]!.states.loading = 'Fetching today’s jobs...';
    const cutTask = task.description.slice(-80).replace(/^\S*\s/, '');
    expect(problems(kit, brief, 'no_truncated_text')).toEqual([
      'Product Requirements features[0].description is cut off: "Clerks record a job with copies, paper and…"',
      `Task ${task.ref} description is cut off: "…${cutTask}"`,
      `Task ${task.ref} acceptanceCriteria[0] is cut off: "Given a job, when the clerk saves it, then it shows with the"`,
    ]);
  });

  it('names an empty section of a kit written from a brief', () => {
    const { kit, brief } = kitOf('browser extension');
    kit.quality.nonFunctional = [];
    expect(problems(kit, brief, 'no_empty_sections')).toEqual(['Quality Assurance: section "Non-functional checks" is empty']);
  });
});

describe('checkKit: every feature’s capability is in the kit', () => {
  const live = courierBrief('live');
  const plan = featurePlans(live).find((p) => p.feature.id === 'FEAT-002')!.plan;
  const composed = composeKit(courierIdea, {}, 1, live);
  const complete = () => withCapabilityPlans(composed, live);
  const capability = (kit: KitOutputs, brief: Brief = live) => checkKit(kit, brief).checks.find((c) => c.id === 'capabilities_covered')!;
  const named = 'FEAT-002 Parcel tracking (live)';
  const ingest = plan.endpoints.find((e) => e.method === 'POST')!;

  it('passes a kit with the plan of each live feature in it, and asks nothing of features that keep records', () => {
    expect(ingest.path).toBe('/api/deliveries/:id/points');
    expect(capability(complete())).toMatchObject({ passed: true, problems: [], label: kitCheckLabels.capabilities_covered });
    expect(checkKit(complete(), live).checks.map((c) => c.id)).toContain('capabilities_covered');
    const records = courierBrief('records');
    expect(capability(composeKit(courierIdea, {}, 1, records), records)).toMatchObject({ passed: true, problems: [] });
  });

  it('names a live feature’s ingest endpoint the backend left out, and the repair round rewrites the backend alone', () => {
    const kit = complete();
    kit.backend.endpoints = kit.backend.endpoints.filter((e) => !(e.method === 'POST' && e.path === ingest.path));
    const check = capability(kit);
    expect(check.passed).toBe(false);
    expect(check.problems).toEqual([`${named}: endpoint POST /api/deliveries/:id/points is missing`]);
    expect(repairPlan(checkKit(kit, live))).toEqual([{ step: 'backend', problems: check.problems }]);
  });

  it('finds an endpoint whatever its parameters are called, and a job by its name', () => {
    const kit = complete();
    for (const e of kit.backend.endpoints) e.path = `${e.path.replace(':id', '{deliveryId}')}/`;
    expect(capability(kit).problems).toEqual([]);
    kit.backend.jobs = [];
    const job = plan.jobs[0]!.name;
    expect(capability(kit).problems).toEqual([`${named}: backend job ${job} is missing`]);
    expect(repairPlan(checkKit(kit, live)).map((item) => item.step)).toEqual(['backend']);
  });

  it('names a path or a job no task of the feature names, for the tasks to be rewritten', () => {
    const kit = complete();
    const job = plan.jobs[0]!.name;
    for (const task of kit.tasks.tasks.filter((t) => t.featureIds.includes('FEAT-002'))) {
      const hide = (text: string) => text.replaceAll('/api/deliveries/:id/live', '/api/deliveries/:id/live-map').replaceAll(job, 'a job');
      task.title = hide(task.title);
      task.description = hide(task.description);
      for (const subtask of task.subtasks) subtask.title = hide(subtask.title);
    }
    expect(capability(kit).problems).toEqual([`${named}: no task names /api/deliveries/:id/live`, `${named}: no task names the job ${job}`]);
    expect(repairPlan(checkKit(kit, live))).toEqual([{ step: 'tasks', problems: capability(kit).problems }]);
  });

  it('names a PRD feature that does not give its capability, for the PRD to be rewritten', () => {
    const kit = complete();
    delete kit.requirements.features[1]!.capability;
    expect(capability(kit).problems).toEqual([`${named}: the PRD feature FEAT-002 does not give its capability live`]);
    expect(repairPlan(checkKit(kit, live)).map((item) => item.step)).toEqual(['requirements']);
  });

  it('asks a product without a backend only for the PRD feature', () => {
    const kit = complete();
    kit.overview.backendRequired = false;
    kit.backend = { ...kit.backend, required: false, entities: [], endpoints: [], jobs: [] };
    expect(capability(kit).problems).toEqual([]);
    delete kit.requirements.features[1]!.capability;
    expect(capability(kit).problems).toHaveLength(1);
  });
});
