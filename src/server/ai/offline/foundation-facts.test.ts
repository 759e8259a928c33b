import { describe, expect, it } from 'vitest';
import { brief as briefSchema, type Brief } from '../../../shared/schemas/brief';
import type { KitOutputs } from '../../../shared/schemas/kit';
import { composeKit } from './offline-model';
import { readIdea } from './reader';

/**
 * The foundation every kit carries (the stack's reasons, the set-up, schema, sign-in and feature
 * tasks, the rules files and the prompts) names the product's own facts where they are the point:
 * the links that make its data relational, its screens, endpoints and jobs, its foreign keys, its
 * roles, its environment variables and its records' fields (ADR 0043). This test's ideas are its own.
 */

const seedIdea = 'A seed library where gardeners lend seed packets and volunteers log each swap';
const seedBrief = (language: 'en' | 'ru'): Brief =>
  briefSchema.parse({
    language,
    productName: 'Seedshare',
    summary: 'Seedshare lets gardeners lend seed packets to each other and volunteers log every swap.',
    platforms: ['web'],
    roles: [
      { name: language === 'ru' ? 'Садовод' : 'Gardener', goals: ['Lend spare seeds'] },
      { name: language === 'ru' ? 'Волонтёр' : 'Volunteer', goals: ['Log each swap'] },
    ],
    entities: [
      {
        name: 'Gardener',
        fields: [
          { name: 'name', type: 'string' },
          { name: 'email', type: 'email' },
        ],
        relations: [{ kind: 'hasMany', entity: 'SeedPacket' }],
      },
      {
        name: 'SeedPacket',
        label: 'seed packet',
        fields: [
          { name: 'variety', type: 'string' },
          { name: 'harvestedOn', type: 'date' },
          { name: 'status', type: 'enum' },
        ],
        relations: [{ kind: 'belongsTo', entity: 'Gardener' }],
      },
      {
        name: 'Swap',
        fields: [
          { name: 'swappedOn', type: 'date' },
          { name: 'notes', type: 'text' },
        ],
        relations: [{ kind: 'belongsTo', entity: 'SeedPacket' }],
      },
    ],
    features: [
      {
        id: 'FEAT-001',
        name: 'Seed catalogue',
        description: 'Gardeners list their seed packets with the variety and the harvest date.',
        priority: 'must',
        entities: ['SeedPacket'],
        integrations: [],
        dependsOn: [],
      },
      {
        id: 'FEAT-002',
        name: 'Swap log',
        description: 'Volunteers log each swap of a seed packet with its date and notes.',
        priority: 'must',
        entities: ['Swap'],
        integrations: [],
        dependsOn: ['FEAT-001'],
      },
    ],
    integrations: [{ name: 'Resend', purpose: 'Email the lender when a packet is swapped' }],
    constraints: [],
    monetisation: 'Free for members; the library is run by volunteers.',
    assumptions: [],
    openQuestions: [],
  });

const kitIn = (language: 'en' | 'ru'): KitOutputs => composeKit(seedIdea, {}, 1, seedBrief(language));
const reason = (kit: KitOutputs, layer: string) => kit.tech_stack.choices.find((c) => c.layer === layer)!.reason;
const task = (kit: KitOutputs, title: RegExp) => kit.tasks.tasks.find((t) => title.test(t.title))!;
const parts = (kit: KitOutputs, title: RegExp) => task(kit, title).subtasks.map((s) => s.title);

describe('the tech stack’s reasons in English', () => {
  const kit = kitIn('en');

  it('say which records point to which, and count the screens, endpoints and journeys the stack serves', () => {
    expect(reason(kit, 'Database')).toMatch(/^Relational data: each seed packet belongs to a gardener, each swap to a seed packet, kept by foreign keys/);
    expect(reason(kit, 'Frontend')).toContain(`One codebase for the ${kit.app_flow.screens.length} screens`);
    expect(reason(kit, 'Backend')).toContain(`the API’s ${kit.backend.endpoints.length} endpoints (POST /api/`);
    expect(reason(kit, 'Testing')).toContain('the 2 main journeys, “seed catalogue” among them,');
    // The example request names the fields its schema checks; every record's type is derived.
    expect(kit.tech_stack.notes.join('\n')).toMatch(/POST \/api\/swaps parses its body \(date swapped and notes\)/);
    expect(kit.tech_stack.notes.join('\n')).toContain('the Gardener, SeedPacket and Swap types are inferred');
  });

  it('name the background jobs the hosting runs, when the product has some', () => {
    const idea = 'A tool where a hiking club approves trip expense claims: members submit claims, the treasurer approves them';
    const read = readIdea(idea);
    if (read.kind !== 'brief') throw new Error('not read as a brief');
    const jobs = composeKit(idea, {}, 1, read.brief);
    const names = (jobs.backend.jobs ?? []).map((j) => j.name);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(reason(jobs, 'Hosting')).toContain(name);
    expect(reason(kit, 'Hosting')).not.toMatch(/background job/);
  });
});

describe('the foundation tasks in English', () => {
  const kit = kitIn('en');

  it('set up the product’s own environment variables and point an agent to its entities', () => {
    const setup = task(kit, /^Set up the/);
    expect(setup.description).toContain('a .env.example listing DATABASE_URL, BETTER_AUTH_SECRET and RESEND_API_KEY');
    expect(setup.acceptanceCriteria.join('\n')).toContain('the folder layout, the 3 entities and the feature ids');
  });

  it('name each foreign key where the schema defines it and where a broken link is refused', () => {
    expect(parts(kit, /database schema/)).toContain('Define Gardener, SeedPacket and Swap with their foreign keys (gardenerId, seedPacketId)');
    expect(task(kit, /database schema/).acceptanceCriteria).toContain(
      'Given a seed packet whose gardenerId points to no gardener, when it is inserted, then the database refuses it',
    );
    const api = task(kit, /^Build the API for “Swap log”/);
    expect(api.acceptanceCriteria).toContain('Given a swap whose seedPacketId points to no seed packet, when it is saved, then the API answers 422 and stores nothing');
    expect(api.subtasks.map((s) => s.title)).toContain('Check that each swap points to an existing seed packet (seedPacketId)');
  });

  it('sign up each role in its own way', () => {
    const signIn = parts(kit, /^Build sign-up/);
    expect(signIn).toContain('Add the session guard that puts the user and their role (gardener or volunteer) on each request');
    expect(signIn).toContain('Build the sign-up screen, where people sign up as a gardener or a volunteer, and the sign-in screen with password reset');
    expect(signIn).toContain('Test sign-up as a gardener and as a volunteer, verification, sign-in and 401 without a session');
  });

  it('lay out each screen with its record’s fields, and load what belongs to each record', () => {
    const ui = parts(kit, /^Build the UI for “Seed catalogue”/);
    expect(ui).toContain('Lay out Seed packets (/seed-packets): a row per seed packet with its variety, date harvested and status');
    expect(ui).toContain('Lay out Seed packet (/seed-packets/:id): the seed packet’s variety, date harvested and status');
    expect(ui).toContain('Load seed packets, filterable by status, each seed packet with its swaps, and handle their loading, empty and error states');
  });

  it('says what each end-to-end journey walks through', () => {
    expect(parts(kit, /^Write end-to-end tests/)).toContain(
      'Write the Swap log journey: a volunteer saves a swap with its date swapped and notes and finds it in the list',
    );
  });
});

describe('the rules files and the prompts', () => {
  // Five records: more than the rules files and the prompts used to name before they cut the list short.
  const base = seedBrief('en');
  const kit = composeKit(seedIdea, {}, 1, {
    ...base,
    entities: [
      ...base.entities,
      { name: 'Garden', fields: [{ name: 'name', type: 'string' }], relations: [] },
      { name: 'Workshop', fields: [{ name: 'title', type: 'string' }], relations: [] },
    ],
  });

  it('map every record, not the first few', () => {
    const names = kit.requirements.entities.map((e) => e.name);
    expect(names).toHaveLength(5);
    const cursor = kit.ai_rules.files.find((f) => f.path === '.cursor/rules/project.mdc')!.content;
    const line = (start: string) => cursor.split('\n').find((l) => l.startsWith(start)) ?? '';
    for (const name of names) expect(line('- Endpoints and the entities')).toContain(name);
    expect(/\(([^)]+)\)/.exec(line('- Screens and their routes'))?.[1]?.split(', ')).toHaveLength(5);
    const prompts = kit.prompts.prompts.map((p) => p.content).join('\n');
    const sample = /Seed realistic sample data \(([^)]+)\)/.exec(prompts)?.[1] ?? '';
    for (const name of names) expect(sample).toContain(name);
  });
});

describe('the same facts in a Russian kit', () => {
  const kit = kitIn('ru');

  it('are said in Russian', () => {
    expect(reason(kit, 'Database')).toMatch(/^Связанные данные: SeedPacket ссылается на Gardener, Swap ссылается на SeedPacket, и внешние ключи/);
    expect(reason(kit, 'Frontend')).toContain(`Один код для всех экранов (их ${kit.app_flow.screens.length},`);
    expect(reason(kit, 'Backend')).toContain(`эндпоинты API (их ${kit.backend.endpoints.length}; POST /api/`);
    expect(reason(kit, 'Testing')).toContain('основных сценариев (их 2, в том числе');
    expect(task(kit, /./).description).toContain('.env.example с переменными DATABASE_URL, BETTER_AUTH_SECRET и RESEND_API_KEY');
    expect(parts(kit, /./).length).toBeGreaterThan(0);
    const all = kit.tasks.tasks.flatMap((t) => [...t.acceptanceCriteria, ...t.subtasks.map((s) => s.title)]).join('\n');
    expect(all).toContain('с внешними ключами (gardenerId, seedPacketId)');
    expect(all).toContain('(как садовод и как волонтёр), подтверждение, вход и 401 без сессии');
    expect(all).toMatch(/Сверстать экран .+ \(\/seed-packets\): в строке — `variety`, `harvestedOn` и `status`/);
    expect(all).toMatch(/Написать сценарий «.+»: волонтёр сохраняет .+ \(`swappedOn` и `notes`\) и находит запись в списке/);
  });
});
