import { describe, expect, it } from 'vitest';
import { brief as briefSchema, type Brief } from '../../../../shared/schemas/brief';
import type { KitOutputs, KitTask } from '../../../../shared/schemas/kit';
import { renderDocument, renderTasksMarkdown } from '../../../kit/render';
import { composeKit } from '../offline-model';

/**
 * The plan's foundation, integration and launch tasks are written from the brief: two briefs give
 * tasks that name their own tables, seed, roles, screens, endpoints and journeys, and share none of
 * those lines.
 */

const kilnBrief: Brief = {
  language: 'en',
  productName: 'Kilnbook',
  summary: 'Kilnbook lets pottery studios publish their wheel classes and lets students book and pay for a seat.',
  platforms: ['web'],
  roles: [
    { name: 'Studio owner', goals: ['Fill every class'] },
    { name: 'Student', goals: ['Book a seat at a wheel class'] },
  ],
  entities: [
    {
      name: 'Studio',
      fields: [
        { name: 'name', type: 'string' },
        { name: 'address', type: 'string' },
      ],
      relations: [{ kind: 'hasMany', entity: 'WheelClass' }],
    },
    {
      name: 'WheelClass',
      label: 'wheel class',
      fields: [
        { name: 'startsAt', type: 'datetime' },
        { name: 'seats', type: 'integer' },
      ],
      relations: [{ kind: 'belongsTo', entity: 'Studio' }],
    },
    {
      name: 'Seat',
      fields: [{ name: 'paid', type: 'boolean' }],
      relations: [{ kind: 'belongsTo', entity: 'WheelClass' }],
    },
  ],
  features: [
    {
      id: 'FEAT-001',
      name: 'Class timetable',
      description: 'Studio owners publish their wheel classes with a start time and a number of seats.',
      priority: 'must',
      entities: ['WheelClass'],
      integrations: [],
      dependsOn: [],
    },
    {
      id: 'FEAT-002',
      name: 'Book a seat',
      description: 'Students book a seat at a wheel class and pay for it at once.',
      priority: 'must',
      entities: ['Seat'],
      integrations: ['Stripe'],
      dependsOn: ['FEAT-001'],
    },
  ],
  integrations: [{ name: 'Stripe', purpose: 'Take card payments for seats' }],
  constraints: [],
  monetisation: 'A fee on each booked seat.',
  assumptions: [],
  openQuestions: [],
};

const birdBrief: Brief = {
  language: 'en',
  productName: 'Fieldnote',
  summary: 'Fieldnote lets volunteer bird counters log what they see on each survey walk.',
  platforms: ['web'],
  roles: [{ name: 'Volunteer', goals: ['Log each sighting on the walk'] }],
  entities: [
    {
      name: 'Survey',
      fields: [
        { name: 'walkedOn', type: 'date' },
        { name: 'route', type: 'string' },
      ],
      relations: [{ kind: 'hasMany', entity: 'Sighting' }],
    },
    {
      name: 'Sighting',
      fields: [
        { name: 'species', type: 'string' },
        { name: 'count', type: 'integer' },
      ],
      relations: [{ kind: 'belongsTo', entity: 'Survey' }],
    },
  ],
  features: [
    {
      id: 'FEAT-001',
      name: 'Survey walks',
      description: 'Volunteers start a survey walk on a named route.',
      priority: 'must',
      entities: ['Survey'],
      integrations: [],
      dependsOn: [],
    },
    {
      id: 'FEAT-002',
      name: 'Log sightings',
      description: 'Volunteers log each species they see and how many.',
      priority: 'must',
      entities: ['Sighting'],
      integrations: [],
      dependsOn: ['FEAT-001'],
    },
  ],
  integrations: [],
  constraints: [],
  monetisation: 'Free for volunteer groups.',
  assumptions: [],
  openQuestions: [],
};

const kilnIdea = 'Pottery studios publish wheel classes; students book a seat and pay by card';
const birdIdea = 'Volunteer bird counters log their sightings on each survey walk';
const kiln: KitOutputs = composeKit(kilnIdea, {}, 1, briefSchema.parse(kilnBrief));
const bird: KitOutputs = composeKit(birdIdea, {}, 1, briefSchema.parse(birdBrief));

const find = (kit: KitOutputs, pattern: RegExp): KitTask => kit.tasks.tasks.find((t) => pattern.test(t.title))!;
const foundation = (kit: KitOutputs) =>
  [/^Set up the/, /database schema|local storage/, /app shell/, /end-to-end/, /^Deploy /].map((p) => find(kit, p));
const lines = (task: KitTask) => [
  task.title,
  task.description,
  task.testStrategy,
  ...task.acceptanceCriteria,
  ...task.subtasks.map((s) => s.title),
];

describe('the plan written from the brief', () => {
  it('names the tables and the seed of its own entities in the schema task', () => {
    const schema = find(kiln, /database schema/);
    expect(schema.title).toBe('Create the database schema for Studio, WheelClass and Seat');
    // Two of each top-level record, two children for each record of the parent.
    expect(schema.acceptanceCriteria).toContain(
      'Given the seed script, when it runs twice, then the database holds exactly 2 studios, 4 wheel classes and 8 seats, with no duplicates',
    );
    expect(schema.description).toContain('a development seed of 2 studios, 4 wheel classes and 8 seats');
    // A local-first app keeps its own entities on the device.
    expect(find(bird, /local storage/).title).toBe('Set up local storage for surveys and sightings');
  });

  it('builds the navigation of each role over its own screens', () => {
    const shell = find(kiln, /app shell/);
    expect(shell.title).toMatch(
      /^Build the app shell and the navigation for (studio owners and students|students and studio owners)$/,
    );
    expect(shell.description).toMatch(
      /The navigation shows each role its own screens: .*studio owners: [^;]*Wheel classes/,
    );
    expect(find(bird, /app shell/).title).toBe('Build the app shell and the navigation for volunteers');
    expect(find(bird, /app shell/).subtasks.map((s) => s.title)).toContain(
      'Build the shared loading and error components and the empty states of surveys and sightings',
    );
  });

  it('gives a role with no list of its own the home screen in the navigation', () => {
    // Owners only follow a walk live: no list screen is theirs, yet they sign in and need a way around.
    const walks = composeKit("An app where dog owners track their dog's walks with live GPS and share the route with the walker's family", {}, 1);
    const shell = find(walks, /app shell/);
    expect(shell.title).toBe('Build the app shell and the navigation for dog owners and family members');
    expect(shell.description).toMatch(/each role its own screens: dog owners: Dashboard; family members: /);
  });

  it('builds a brief’s own accounts feature with the sign-in task, not a form of records', () => {
    const accounts: Brief = {
      ...kilnBrief,
      features: [
        { id: 'FEAT-001', name: 'Sign up and sign in', description: 'Studio owners and students sign up, sign in and keep their own profile.', priority: 'must', entities: [], integrations: [], dependsOn: [] },
        ...kilnBrief.features.map((f) => ({ ...f, id: `FEAT-00${Number(f.id.slice(5)) + 1}`, dependsOn: f.dependsOn.map((d) => `FEAT-00${Number(d.slice(5)) + 1}`) })),
      ],
    };
    const kit = composeKit(kilnIdea, {}, 1, briefSchema.parse(accounts));
    const signIn = find(kit, /^Build sign-up, sign-in and sessions/);
    expect(signIn.featureIds).toEqual(['FEAT-001']);
    const built = kit.tasks.tasks.filter((t) => t.featureIds?.includes('FEAT-001') && !/end-to-end/.test(t.title));
    expect(built.map((t) => t.title)).toEqual([signIn.title]);
  });

  it('connects each screen task to its own endpoints and names its data', () => {
    const ui = find(kiln, /^Build the UI for “Class timetable”/);
    const api = find(kiln, /^Build the API for “Class timetable”/);
    // The endpoints are listed once, by the API task the screens connect to.
    expect(ui.description).toContain(`Connect them to the endpoints of ${api.ref}.`);
    expect(api.description).toContain(
      'GET /api/wheel-classes, POST /api/wheel-classes, GET /api/wheel-classes/:id, PATCH /api/wheel-classes/:id and DELETE /api/wheel-classes/:id',
    );
    // Loading names what belongs to each record; laying out names the fields a row and a page show.
    expect(ui.subtasks.map((s) => s.title)).toContain(
      'Load wheel classes, each wheel class with its seats, and handle their loading, empty and error states',
    );
    expect(ui.subtasks.map((s) => s.title)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Lay out .+ \(\/wheel-classes\): a row per wheel class with its starts at and seats$/)]),
    );
    expect(api.subtasks.map((s) => s.title)).toContain(
      'Test the endpoints of “Class timetable” against a real database',
    );
    expect(find(bird, /^Build “Log sightings”/).subtasks.map((s) => s.title)).toContain(
      'Load sightings and handle their loading, empty and error states',
    );
  });

  it('writes the integration client for the features that call it', () => {
    const stripe = find(kiln, /^Connect Stripe$/);
    expect(stripe.subtasks.map((s) => s.title)).toContain(
      'Write the Stripe client for “Book a seat”, with timeouts and retries',
    );
  });

  it('tests the journeys and launches with the first-value feature of the brief', () => {
    const e2e = find(bird, /end-to-end/);
    expect(e2e.title).toBe('Write end-to-end tests for “Survey walks” and “Log sightings”');
    expect(e2e.acceptanceCriteria[0]).toBe(
      'Given a fresh build with seeded surveys and sightings, when CI runs the journeys, then the journeys of Survey walks and Log sightings pass',
    );
    expect(find(kiln, /end-to-end/).testStrategy).toMatch(
      /^Playwright against a production build with a database seeded with 2 studios, 4 wheel classes and 8 seats,/,
    );
    const launch = find(kiln, /^Deploy /);
    expect(launch.description).toContain('production gets its own database URL');
    expect(launch.description).toContain('Stripe keys');
    expect(launch.testStrategy).toMatch(/^A smoke test of “Class timetable” \(a studio owner can /);
    expect(launch.acceptanceCriteria).toContain(
      'Given last night’s backup, when it is restored to a scratch database, then its studios, wheel classes and seats are all there',
    );
  });

  it('shares no line of its foundation and launch tasks with another brief’s', () => {
    const theirs = new Set(foundation(bird).flatMap(lines));
    const shared = foundation(kiln)
      .flatMap(lines)
      .filter((line) => theirs.has(line));
    expect(shared).toEqual([]);
  });

  it('names the features of a task and a phase, and leaves empty fields out', () => {
    const board = renderTasksMarkdown(kiln.tasks, kiln.overview, kiln.requirements);
    expect(board).toMatch(/Priority: high · Estimate: \d+ h · Features: FEAT-002 Book a seat · Depends on: T-\d\d/);
    expect(board).not.toContain('Features: —');
    expect(board).not.toContain('Depends on: —');
    // What finishing the setup unblocks.
    expect(board).toMatch(/### T-01 [^\n]+\n\nPriority: high · Estimate: \d+ h · Needed by: T-02/);
    const plan = renderDocument('implementation', kiln).content;
    expect(plan).toContain('Features: FEAT-001 Class timetable, FEAT-002 Book a seat');
    expect(plan).not.toContain('Features: —');
  });
});
