import { describe, expect, it } from 'vitest';
import type { Brief } from '../../../../shared/schemas/brief';
import type { KitOutputs } from '../../../../shared/schemas/kit';
import {
  capabilityFromName,
  correctBrief,
  headlineOverlap,
  implementationOrder,
  kitEvalCase,
  matchHeadline,
  normalise,
  scoreBrief,
  scoreKitOrder,
  summarise,
  type CapabilityAliases,
} from './kit-eval';

const feature = (id: string, entities: string[], dependsOn: string[] = []) => ({
  id,
  name: id,
  description: id,
  priority: 'must' as const,
  entities,
  integrations: [],
  dependsOn,
});

const brief: Brief = {
  language: 'en',
  productName: 'PawDesk',
  summary: 'Dog walks.',
  platforms: ['web'],
  roles: [{ name: 'dog owner', goals: ['Book walks'] }],
  entities: [
    { name: 'DogWalker', fields: [], relations: [] },
    { name: 'Booking', label: 'walk', fields: [], relations: [] },
    { name: 'Gps', fields: [], relations: [] },
  ],
  // Listed out of order on purpose: the plan follows dependsOn, not the list.
  features: [feature('FEAT-002', ['Booking'], ['FEAT-001']), feature('FEAT-001', ['DogWalker'])],
  integrations: [{ name: 'Stripe', purpose: 'Card payments and payouts' }],
  constraints: [{ kind: 'compliance', name: 'HIPAA', text: 'Health data is protected.' }],
  monetisation: 'Commission',
  assumptions: [],
  openQuestions: [],
};

describe('the kit-quality score', () => {
  it('matches names case-insensitively, singular or plural, PascalCase or spaced', () => {
    expect(normalise('DogWalkers')).toBe(normalise('dog walker'));
    expect(normalise('Платёж')).toBe(normalise('платеж'));
    expect(normalise('Booking')).not.toBe(normalise('Book'));
  });

  it('counts found groups, platforms and forbidden entities', () => {
    const score = scoreBrief(
      brief,
      kitEvalCase.parse({
        idea: 'x',
        platforms: ['web', 'ios'],
        entities: [['Walker', 'Dog walkers'], ['Walk'], ['Payment']],
        integrations: [['payments'], ['SMS']],
        constraints: [['hipaa']],
        notEntities: ['GPS'],
        order: [[['DogWalker'], ['Walk']], [['Walk'], ['DogWalker']]],
      }),
    );
    // Found: Walker, Walk (by label), payments (purpose), HIPAA, platform = 5 of 3 + 2 + 1 + 1 + 1 forbidden.
    expect(score).toMatchObject({ found: 5, total: 8, forbidden: ['GPS'], orderSatisfied: 1, orderTotal: 2 });
    expect(score.misses).toEqual(['entity Payment', 'integration SMS', 'order Walk before DogWalker']);
  });

  it('plans features in dependency order', () => {
    expect(implementationOrder(brief.features).map((f) => f.id)).toEqual(['FEAT-001', 'FEAT-002']);
  });

  it('sums cases: accuracy over clear ideas, refusals apart', () => {
    const clear = kitEvalCase.parse({ idea: 'a', entities: [['A'], ['B']], platforms: ['web'] });
    const unclear = kitEvalCase.parse({ idea: '?', unclear: true });
    const summary = summarise([
      { expected: clear, refused: false, score: { found: 2, total: 3, misses: [], forbidden: [], orderSatisfied: 0, orderTotal: 0 } },
      { expected: clear, refused: true, score: null },
      { expected: unclear, refused: true, score: null },
    ]);
    expect(summary).toMatchObject({ unclearRefused: 1, unclearTotal: 1, clearRefused: 1, clearTotal: 2, orderShare: 1 });
    expect(summary.accuracy).toBeCloseTo(2 / 6);
  });
});

describe('the corrected brief', () => {
  const proposed: Brief = {
    ...brief,
    entities: [
      { name: 'DogWalker', fields: [{ name: 'fullName', type: 'string' }], relations: [{ kind: 'hasMany', entity: 'Booking' }] },
      { name: 'Booking', label: 'walk', fields: [{ name: 'startsAt', type: 'datetime' }], relations: [{ kind: 'belongsTo', entity: 'Gps' }] },
      { name: 'Gps', fields: [{ name: 'lat', type: 'number' }], relations: [] },
    ],
    // Bookings are listed (and planned) before the walkers they are made with.
    features: [feature('FEAT-001', ['Booking', 'Gps']), feature('FEAT-002', ['DogWalker'])],
  };
  const expected = kitEvalCase.parse({
    idea: 'x',
    entities: [['Walker', 'DogWalker'], ['Walk', 'Booking'], ['Dog', 'Pet'], ['Оплата', 'Payment']],
    integrations: [['payments', 'Stripe'], ['SMS', 'text messages']],
    constraints: [['HIPAA'], ['GDPR']],
    notEntities: ['GPS'],
    order: [[['DogWalker'], ['Walk']]],
  });

  it('adds what a careful reader expects, removes forbidden entities everywhere, and orders what must come first', () => {
    const corrected = correctBrief(proposed, expected);
    expect(corrected.entities.map((e) => e.name)).toEqual(['DogWalker', 'Booking', 'Dog', 'Payment']);
    expect(corrected.entities[1]!.relations).toEqual([]);
    // Each added entity comes with a feature that keeps it, so the plan builds it.
    expect(corrected.features.find((f) => f.entities.includes('Dog'))).toMatchObject({ id: 'FEAT-003', dependsOn: [] });
    expect(corrected.features.find((f) => f.entities.includes('Payment'))).toMatchObject({ id: 'FEAT-004' });
    expect(corrected.features[0]).toMatchObject({ entities: ['Booking'], dependsOn: ['FEAT-002'] });
    expect(corrected.integrations.map((i) => i.name)).toEqual(['Stripe', 'SMS']);
    expect(corrected.constraints.map((c) => c.name)).toEqual(['HIPAA', 'GDPR']);
    expect(corrected.constraints[1]!.kind).toBe('privacy');

    const score = scoreBrief(corrected, expected);
    expect(score).toMatchObject({ found: score.total, forbidden: [], orderSatisfied: 1 });
    expect(proposed.features[0]!.dependsOn).toEqual([]);
  });

  it('names added Russian entities in ASCII with their Russian label', () => {
    const russian = correctBrief({ ...proposed, language: 'ru' }, kitEvalCase.parse({ idea: 'x', entities: [['Урок']] }));
    expect(russian.entities.at(-1)).toMatchObject({ name: 'Urok', label: 'Урок' });
    expect(russian.features.at(-1)!.name).toMatch(/Урок/);
  });
});

describe('the order of a kit’s tasks', () => {
  it('counts a pair when the first task built on the first entity comes before the first built on the second', () => {
    const task = (ref: string, featureIds: string[]) => ({ ref, featureIds }) as KitOutputs['tasks']['tasks'][number];
    const expected = kitEvalCase.parse({ idea: 'x', order: [[['DogWalker'], ['Walk']], [['Walk'], ['Walker']]] });
    const tasks = { tasks: [task('T-01', []), task('T-02', ['FEAT-001']), task('T-03', ['FEAT-002'])] };
    expect(scoreKitOrder({ tasks }, brief, expected)).toEqual({
      satisfied: 1,
      total: 2,
      misses: ['order Walk before Walker in the tasks'],
    });
  });
});

describe('the headline capability', () => {
  const aliases: CapabilityAliases = {
    notify: ['reminders', 'push notification'],
    bot: ['messenger bot'],
    realtime: ['real-time', 'multiplayer'],
    game: ['game loop'],
    records: ['own records'],
  };

  it('takes an id as it is, else the capability whose alias comes first in the name, singular or plural', () => {
    expect(capabilityFromName('maps', aliases)).toBe('maps');
    expect(capabilityFromName('reminders sent by a messenger bot', aliases)).toBe('notify');
    expect(capabilityFromName('a messenger bot with reminders', aliases)).toBe('bot');
    expect(capabilityFromName('Push notifications for late trains', aliases)).toBe('notify');
    expect(capabilityFromName('a game loop with real-time rounds', aliases)).toBe('game');
    expect(capabilityFromName('Real-time scoreboard', aliases)).toBe('realtime');
    expect(capabilityFromName('Own record keeping', aliases)).toBe('records');
    expect(capabilityFromName('bird song recognition', aliases)).toBeNull();
  });

  it('prefers the longer alias where two start at the same word', () => {
    const overlapping: CapabilityAliases = { chat: ['live'], live: ['live position'] };
    expect(capabilityFromName('live position of each ferry', overlapping)).toBe('live');
    expect(capabilityFromName('live answers from the crew', overlapping)).toBe('chat');
  });

  const harbour = (features: Brief['features']): Brief => ({ ...brief, features });
  const withCapability = (
    id: string,
    name: string,
    description: string,
    priority: 'must' | 'should',
    capability?: Brief['features'][number]['capability'],
  ) => ({
    ...feature(id, []),
    name,
    description,
    priority,
    ...(capability ? { capability } : {}),
  });

  it('matches a feature by the headline’s words, in other forms and either language', () => {
    expect(
      headlineOverlap('ferries sharing their positions live', {
        name: 'Share ferry position',
        description: 'Skippers share it.',
      }),
    ).toBe(3);
    expect(
      headlineOverlap('напоминания капитанам о погоде', {
        name: 'Напоминание капитану',
        description: 'Перед выходом.',
      }),
    ).toBe(2);
    expect(headlineOverlap('the tide table', { name: 'Book berths', description: 'For a night.' })).toBe(0);
  });

  it('counts a must feature with the expected capability as right, and says which it took and how', () => {
    const features = [
      withCapability('FEAT-001', 'Berths list', 'Harbour masters add berths.', 'must'),
      withCapability('FEAT-002', 'Live ferry positions', 'Skippers share where the ferry is.', 'must', {
        id: 'live',
        sources: ['GPS'],
      }),
    ];
    expect(matchHeadline(harbour(features), 'ferries share their position live', 'live')).toEqual({
      right: true,
      feature: { id: 'FEAT-002', name: 'Live ferry positions', priority: 'must', capability: 'live' },
      by: 'capability and words',
    });
    // Another name for it still counts: the capability is what is scored.
    expect(matchHeadline(harbour(features), 'vessels out at sea', 'live')).toMatchObject({
      right: true,
      by: 'capability',
    });
  });

  it('reports the feature that carries the headline’s words when it is not a must with the capability', () => {
    const features = [
      withCapability('FEAT-001', 'Berths list', 'Harbour masters add berths.', 'must'),
      withCapability('FEAT-002', 'Ferry positions', 'Skippers share where the ferry is.', 'should', { id: 'live' }),
    ];
    expect(matchHeadline(harbour(features), 'ferry positions live', 'live')).toEqual({
      right: false,
      feature: { id: 'FEAT-002', name: 'Ferry positions', priority: 'should', capability: 'live' },
      by: 'words',
    });
    // A feature stored without a capability keeps records (capabilityOf).
    expect(matchHeadline(harbour(features), 'harbour berths', 'booking')).toMatchObject({
      right: false,
      feature: { id: 'FEAT-001', capability: 'records' },
    });
    expect(matchHeadline(harbour(features), 'tide tables', 'analytics')).toEqual({ right: false, by: 'none' });
  });

  it('reads a case’s headline', () => {
    const parsed = kitEvalCase.parse({ idea: 'x', headline: { feature: 'ferry positions', capability: 'live' } });
    expect(parsed.headline).toEqual({ feature: 'ferry positions', capability: 'live' });
  });
});
