import { describe, expect, it } from 'vitest';
import { brief as briefSchema, type Brief } from '../../../shared/schemas/brief';
import type { KitOutputs, KitTask } from '../../../shared/schemas/kit';
import { renderTasksMarkdown } from '../../kit/render';
import { modelFromBrief } from './model/from-brief';
import { featureGraph } from './model/plan-order';
import { composeKit } from './offline-model';

/**
 * The plan of a kit built from a confirmed brief: in the order of what each feature uses, never in
 * the order of the feature ids, with tasks that wait for exactly what they need.
 */

const boatIdea =
  'Harbour owners rent out their moorings to visiting sailors by the night, paid online, with the harbour rules respected';

/** Bookings belong to berths, yet the booking feature has the lower id: the order must come from the relations. */
const boatBrief: Brief = {
  language: 'en',
  productName: 'Quayside',
  summary: 'Quayside lets small harbours rent their free moorings to visiting sailors and get paid before arrival.',
  platforms: ['web'],
  roles: [
    { name: 'Sailor', goals: ['Reserve a mooring for tonight', 'Pay before arriving'] },
    { name: 'Harbour master', goals: ['Fill empty moorings', 'Know who arrives when'] },
  ],
  entities: [
    {
      name: 'Reservation',
      fields: [
        { name: 'arrivesOn', type: 'date' },
        { name: 'nights', type: 'integer' },
        { name: 'boatLength', type: 'number' },
        { name: 'total', type: 'money' },
      ],
      relations: [{ kind: 'belongsTo', entity: 'Berth' }],
    },
    {
      name: 'Berth',
      label: 'mooring',
      fields: [
        { name: 'code', type: 'string' },
        { name: 'maxLength', type: 'number' },
        { name: 'nightlyPrice', type: 'money' },
      ],
      relations: [{ kind: 'belongsTo', entity: 'Harbour' }],
    },
    {
      name: 'Harbour',
      fields: [
        { name: 'name', type: 'string' },
        { name: 'location', type: 'location' },
      ],
      relations: [{ kind: 'hasMany', entity: 'Berth' }],
    },
    {
      name: 'HarbourNotice',
      label: 'harbour notice',
      fields: [
        { name: 'body', type: 'text' },
        { name: 'validUntil', type: 'date' },
      ],
      relations: [],
    },
  ],
  features: [
    {
      id: 'FEAT-001',
      name: 'Reserve a mooring',
      description: 'Sailors pick a free mooring for the nights they need and pay for it before they arrive.',
      priority: 'must',
      entities: ['Reservation'],
      integrations: ['Stripe'],
      dependsOn: [],
    },
    {
      id: 'FEAT-002',
      name: 'Harbour notices',
      description: 'The harbour master posts short notices such as closed pontoons or fuel hours.',
      priority: 'could',
      entities: ['HarbourNotice'],
      integrations: [],
      dependsOn: [],
    },
    {
      id: 'FEAT-003',
      name: 'Mooring list',
      description: 'The harbour master lists each mooring with its maximum boat length and nightly price.',
      priority: 'should',
      entities: ['Berth'],
      integrations: [],
      dependsOn: ['FEAT-004'],
    },
    {
      id: 'FEAT-004',
      name: 'Harbour profile',
      description: 'The harbour master describes the harbour and where it is.',
      priority: 'could',
      entities: ['Harbour'],
      integrations: [],
      dependsOn: [],
    },
  ],
  integrations: [{ name: 'Stripe', purpose: 'Take card payments for reservations before arrival' }],
  constraints: [
    {
      kind: 'compliance',
      name: 'PCI DSS',
      text: 'Card numbers never touch our servers; every reservation payment is logged.',
    },
    { kind: 'performance', name: 'Fast search', text: 'Free moorings are found in under one second.' },
  ],
  monetisation: 'A 6% fee on each reservation.',
  assumptions: ['Harbours have at most 200 moorings'],
  openQuestions: ['Can a sailor change the nights after paying?'],
};

const kit: KitOutputs = composeKit(boatIdea, {}, 1, briefSchema.parse(boatBrief));
const tasks = kit.tasks.tasks;
const position = new Map(tasks.map((t, i) => [t.ref, i]));
/** A feature's own tasks (the end-to-end task may name a single must-have too). */
const ofFeature = (id: string) =>
  tasks.filter((t) => t.featureIds.length === 1 && t.featureIds[0] === id && !/end-to-end/.test(t.title));
const first = (id: string) => ofFeature(id)[0]!;
const last = (id: string) => ofFeature(id).at(-1)!;
const phaseOf = (id: string) => kit.implementation.phases.findIndex((p) => p.featureIds.includes(id));
const byTitle = (pattern: RegExp) => tasks.find((t) => pattern.test(t.title))!;

describe('the plan of a kit built from a brief', () => {
  it('builds what a feature uses first, whatever the feature ids say', () => {
    // Harbour (FEAT-004) before moorings (FEAT-003, which belong to a harbour) before reservations (FEAT-001, which belong to a mooring).
    const order = ['FEAT-004', 'FEAT-003', 'FEAT-001'];
    for (let i = 1; i < order.length; i++) {
      const before = order[i - 1]!;
      const after = order[i]!;
      expect(position.get(last(before).ref)!, `${before} before ${after}`).toBeLessThan(
        position.get(first(after).ref)!,
      );
      expect(phaseOf(before)).toBeLessThanOrEqual(phaseOf(after));
    }
    expect(featureGraph(modelFromBrief(boatBrief, boatIdea)).order.map((f) => f.id)).toEqual([
      'FEAT-004',
      'FEAT-003',
      'FEAT-001',
      'FEAT-002',
    ]);
  });

  it('plans what a must-have needs with the must-haves, and leaves the rest for later', () => {
    const core = kit.implementation.phases.find((p) => p.name.startsWith('Core'))!;
    expect(core.featureIds).toEqual(['FEAT-004', 'FEAT-003', 'FEAT-001']);
    const polish = kit.implementation.phases.at(-1)!;
    expect(polish.featureIds).toEqual(['FEAT-002']);
  });

  it('makes the first task of a feature wait for the last task of every feature it uses', () => {
    expect(first('FEAT-003').dependsOn).toContain(last('FEAT-004').ref);
    expect(first('FEAT-001').dependsOn).toContain(last('FEAT-003').ref);
    expect(first('FEAT-002').dependsOn).not.toContain(last('FEAT-001').ref);
  });

  it('makes feature tasks wait for the setup, the data model, the safeguards and the integration they need', () => {
    const setup = tasks[0]!;
    const data = byTitle(/database schema/);
    const pci = byTitle(/PCI DSS safeguards/);
    const stripe = byTitle(/^Connect Stripe$/);
    for (const id of ['FEAT-001', 'FEAT-002', 'FEAT-003', 'FEAT-004'])
      expect(first(id).dependsOn).toEqual(expect.arrayContaining([setup.ref, data.ref]));
    expect(first('FEAT-001').dependsOn).toEqual(expect.arrayContaining([pci.ref, stripe.ref]));
    expect(first('FEAT-002').dependsOn).not.toContain(stripe.ref);
    expect(position.get(stripe.ref)!).toBeLessThan(position.get(first('FEAT-001').ref)!);
  });

  it('refers only to earlier tasks that exist, and gives every feature a task', () => {
    const seen = new Set<string>();
    for (const task of tasks) {
      for (const ref of task.dependsOn) expect(seen.has(ref), `${task.ref} waits for ${ref}`).toBe(true);
      seen.add(task.ref);
    }
    for (const feature of boatBrief.features) expect(ofFeature(feature.id).length, feature.id).toBeGreaterThan(0);
    expect(new Set(kit.implementation.phases.flatMap((p) => p.featureIds))).toEqual(
      new Set(boatBrief.features.map((f) => f.id)),
    );
  });

  it('sizes a task by what it touches: payments under a compliance rule cost more than a notice board', () => {
    const hours = (id: string) => ofFeature(id).reduce((sum, t) => sum + t.estimateHours, 0);
    expect(hours('FEAT-001')).toBeGreaterThan(hours('FEAT-002') + 4);
    const apiOf = (id: string) => ofFeature(id).find((t) => t.title.startsWith('Build the API'))!;
    expect(apiOf('FEAT-001').estimateHours).toBeGreaterThan(apiOf('FEAT-002').estimateHours);
    for (const task of tasks)
      expect(
        task.subtasks.reduce((sum, s) => sum + s.estimateHours, 0),
        task.ref,
      ).toBe(task.estimateHours);
    expect(kit.implementation.totalHours).toBe(tasks.reduce((sum, t) => sum + t.estimateHours, 0));
  });

  it('costs more screens on a phone than on the web', () => {
    const mobile = composeKit(boatIdea, {}, 1, briefSchema.parse({ ...boatBrief, platforms: ['ios', 'android'] }));
    const ui = (k: KitOutputs) =>
      k.tasks.tasks.find((t) => t.featureIds[0] === 'FEAT-002' && !t.title.startsWith('Build the API'))!;
    expect(ui(mobile).estimateHours).toBeGreaterThan(ui(kit).estimateHours);
    expect(mobile.tasks.tasks.at(-1)!.testStrategy).toMatch(/store review checklist/i);
  });

  it('writes Given/When/Then criteria and a test strategy that fit each task', () => {
    for (const task of tasks) {
      expect(task.acceptanceCriteria.length, task.ref).toBeGreaterThan(0);
      for (const criterion of task.acceptanceCriteria)
        expect(criterion, task.ref).toMatch(/^Given .+, when .+, then .+/);
    }
    const strategies = tasks.map((t) => t.testStrategy);
    expect(new Set(strategies).size).toBe(tasks.length);
    const api = ofFeature('FEAT-001').find((t) => t.title.startsWith('Build the API'))!;
    expect(api.testStrategy).toMatch(/API integration tests.*real PostgreSQL/);
    expect(api.testStrategy).toContain('Stripe stubbed');
    expect(api.testStrategy).toContain('PCI DSS');
    // The broken link is named by its foreign key, as the data model writes it.
    expect(api.acceptanceCriteria.join('\n')).toMatch(/reservation whose berthId points to no mooring/);
    expect(last('FEAT-001').testStrategy).toMatch(/Playwright journey/);
    expect(byTitle(/PCI DSS safeguards/).testStrategy).toMatch(/^A compliance check/);
    expect(byTitle(/Verify Fast search/).testStrategy).toMatch(/load test/i);
  });

  it('names the feature in its tasks’ titles, whether it names an action or a thing', () => {
    expect(ofFeature('FEAT-001').map((t) => t.title)).toEqual([
      'Build the API for “Reserve a mooring”',
      'Build the UI for “Reserve a mooring”',
    ]);
    expect(first('FEAT-002').title).toBe('Build the API for “Harbour notices”');
  });

  it('cuts no description short, in the plan, the tasks or the exported board', () => {
    const markdown = renderTasksMarkdown(kit.tasks, kit.overview);
    const text = [JSON.stringify(kit.implementation), JSON.stringify(kit.tasks), markdown].join('\n');
    expect(text).not.toMatch(/\band \d+ more\b|\band more\b|…|\.\.\.|and the other screens/);
    for (const task of tasks) expect(markdown).toContain(task.testStrategy);
    const shell = byTitle(/app shell/);
    for (const screen of kit.app_flow.screens) expect(shell.description).toContain(screen.route);
  });

  it('says in each phase goal what works at its end, in the brief’s words', () => {
    const core = kit.implementation.phases.find((p) => p.name.startsWith('Core'))!;
    for (const id of core.featureIds) {
      const feature = boatBrief.features.find((f) => f.id === id)!;
      expect(core.goal).toContain(feature.name);
    }
    expect(kit.implementation.phases[1]!.goal).toContain('PCI DSS');
  });

  it('builds the accounts a payment acts for before the feature that charges', () => {
    const withAccounts = briefSchema.parse({
      ...boatBrief,
      features: [
        ...boatBrief.features,
        {
          id: 'FEAT-005',
          name: 'Sailor accounts',
          description: 'Sailors sign up with their email so their reservations and receipts are kept together.',
          priority: 'should',
          entities: [],
          integrations: [],
          dependsOn: [],
        },
      ],
    });
    const graph = featureGraph(modelFromBrief(withAccounts, boatIdea));
    expect(graph.needs.get('FEAT-001')).toContain('FEAT-005');
    expect(graph.needs.get('FEAT-002')).not.toContain('FEAT-005');
    // Needed by a must-have, the accounts are planned as one.
    expect(graph.planned.get('FEAT-005')).toBe('must');
    const order = graph.order.map((f) => f.id);
    expect(order.indexOf('FEAT-005')).toBeLessThan(order.indexOf('FEAT-001'));
  });

  it('connects a service as urgently as its most urgent caller', () => {
    const shared = briefSchema.parse({
      ...boatBrief,
      features: boatBrief.features.map((f) => (f.id === 'FEAT-002' ? { ...f, integrations: ['Stripe'] } : f)),
    });
    const board = composeKit(boatIdea, {}, 1, shared).tasks.tasks;
    expect(board.filter((t) => t.title === 'Connect Stripe')).toEqual([expect.objectContaining({ priority: 'high' })]);
  });

  it('breaks a cycle the relations make, the same way every time', () => {
    const circular = briefSchema.parse({
      ...boatBrief,
      entities: boatBrief.entities.map((e) =>
        e.name === 'Harbour' ? { ...e, relations: [{ kind: 'belongsTo', entity: 'Reservation' }] } : e,
      ),
    });
    const model = modelFromBrief(circular, boatIdea);
    const graph = featureGraph(model);
    // The link closing the circle (the harbour waiting for reservations) is the one dropped.
    expect(graph.order.map((f) => f.id)).toEqual(['FEAT-004', 'FEAT-003', 'FEAT-001', 'FEAT-002']);
    expect(graph.needs.get('FEAT-004')).toEqual([]);
    const again = composeKit(boatIdea, {}, 1, circular).tasks.tasks;
    const seen = new Set<string>();
    for (const task of again as KitTask[]) {
      for (const ref of task.dependsOn) expect(seen.has(ref)).toBe(true);
      seen.add(task.ref);
    }
    // The founder's own dependency always holds: the mooring list waits for the harbour profile.
    const at = (id: string) => graph.order.findIndex((f) => f.id === id);
    expect(at('FEAT-004')).toBeLessThan(at('FEAT-003'));
  });

  it('builds a record the brief shares with a capability plan after the feature whose plan it belongs to', () => {
    // The certificate feature comes first in the brief and the course is taught by the lessons
    // capability, whose plan issues certificates of its course: certificates wait for the course.
    const pottery = briefSchema.parse({
      language: 'en',
      productName: 'Kilnwise',
      summary: 'Kilnwise teaches beginners to throw pots through short video courses and certifies those who finish.',
      platforms: ['web'],
      roles: [{ name: 'Learner', goals: ['Throw a first bowl'] }],
      entities: [
        { name: 'Certificate', fields: [{ name: 'issuedAt', type: 'datetime' }], relations: [] },
        { name: 'Course', fields: [{ name: 'title', type: 'string' }], relations: [] },
      ],
      features: [
        { id: 'FEAT-001', name: 'Download certificates', description: 'Learners download the certificate of a finished course.', priority: 'should', entities: ['Certificate'], integrations: [], dependsOn: [] },
        { id: 'FEAT-002', name: 'Take pottery courses', description: 'Learners go through a course one video lesson at a time.', priority: 'must', entities: ['Course'], integrations: [], dependsOn: [], capability: { id: 'lessons' } },
      ],
      integrations: [],
      constraints: [],
      monetisation: 'A one-off price per course.',
      assumptions: [],
      openQuestions: [],
    });
    const graph = featureGraph(modelFromBrief(pottery, 'Pottery courses for beginners with certificates'));
    expect(graph.order.map((f) => f.id)).toEqual(['FEAT-002', 'FEAT-001']);
    expect(graph.needs.get('FEAT-001')).toContain('FEAT-002');
    expect(graph.planned.get('FEAT-001')).toBe('should');
  });
});
