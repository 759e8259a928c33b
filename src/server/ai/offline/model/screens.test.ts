import { describe, expect, it } from 'vitest';
import { brief as briefSchema, type Brief } from '../../../../shared/schemas/brief';
import { kitStepNames, kitSteps, type KitOutputs } from '../../../../shared/schemas/kit';
import { checkKit, emptySectionHeadings } from '../../../kit/kit-check';
import { renderDocument } from '../../../kit/render';
import { composeKit } from '../offline-model';
import { isInternalProduct, surfaceOf } from './screens';
import { tutorBrief, tutorIdea } from './test-briefs';

/** Briefs of five kinds of product, worded for these tests only. */

const feature = (
  id: string,
  name: string,
  description: string,
  entities: string[],
  extra: Partial<Brief['features'][number]> = {},
): Brief['features'][number] => ({
  id,
  name,
  description,
  priority: 'must',
  entities,
  integrations: [],
  dependsOn: [],
  ...extra,
});

const base: Pick<Brief, 'language' | 'constraints' | 'assumptions' | 'openQuestions'> = {
  language: 'en',
  constraints: [],
  assumptions: [],
  openQuestions: [],
};

const gameIdea =
  'A word puzzle game for iPhone and Android phones: players race to link words on a letter board, earn gems, climb monthly leagues and buy hint packs.';
const gameBrief: Brief = {
  ...base,
  productName: 'Wordlink',
  summary: 'Wordlink is a fast word puzzle for phones where players link letters into words before the timer ends.',
  platforms: ['ios', 'android'],
  roles: [{ name: 'Player', goals: ['Beat their own best board', 'Climb the monthly league'] }],
  entities: [
    { name: 'Player', fields: [{ name: 'nickname', type: 'string' }], relations: [] },
    {
      name: 'Board',
      label: 'letter board',
      fields: [
        { name: 'letters', type: 'string' },
        { name: 'difficulty', type: 'enum' },
      ],
      relations: [],
    },
    {
      name: 'Run',
      fields: [
        { name: 'score', type: 'integer' },
        { name: 'wordsFound', type: 'integer' },
      ],
      relations: [
        { kind: 'belongsTo', entity: 'Board' },
        { kind: 'belongsTo', entity: 'Player' },
      ],
    },
    {
      name: 'Gem',
      fields: [{ name: 'amount', type: 'integer' }],
      relations: [{ kind: 'belongsTo', entity: 'Player' }],
    },
    {
      name: 'League',
      fields: [
        { name: 'month', type: 'date' },
        { name: 'tier', type: 'enum' },
      ],
      relations: [],
    },
    {
      name: 'HintPack',
      fields: [
        { name: 'hints', type: 'integer' },
        { name: 'price', type: 'money' },
      ],
      relations: [],
    },
  ],
  features: [
    feature('FEAT-001', 'Play a board', 'Link adjacent letters into words before the 90-second timer runs out.', [
      'Board',
      'Run',
    ]),
    feature('FEAT-002', 'Earn gems', 'Long words and fast finishes earn gems at the end of a run.', ['Gem', 'Run']),
    feature('FEAT-003', 'Monthly leagues', 'Players are grouped into leagues each month; the top ten move up.', [
      'League',
      'Player',
    ]),
    feature('FEAT-004', 'Hint packs', 'Players buy packs of hints with real money or gems.', ['HintPack', 'Gem'], {
      integrations: ['RevenueCat'],
    }),
    feature('FEAT-005', 'Global leaderboard', 'The best runs of the week from every player.', ['Run'], {
      priority: 'should',
      dependsOn: ['FEAT-001'],
    }),
  ],
  integrations: [{ name: 'RevenueCat', purpose: 'Sell hint packs through App Store and Google Play billing' }],
  monetisation: 'Free to play with in-app purchases of hint packs.',
};

const extensionIdea =
  'A browser add-on that warns about paywalled links on news aggregator pages before the reader clicks, remembers the sites they already subscribe to and keeps a monthly tally of paywalls avoided.';
const extensionBrief: Brief = {
  ...base,
  productName: 'Gatekeep',
  summary: 'Gatekeep marks paywalled links on aggregator pages so readers stop landing on articles they cannot open.',
  platforms: ['browser-extension'],
  roles: [{ name: 'Reader', goals: ['Skip articles they cannot read'] }],
  entities: [
    {
      name: 'FlaggedLink',
      label: 'flagged link',
      fields: [
        { name: 'url', type: 'url' },
        { name: 'domain', type: 'string' },
      ],
      relations: [],
    },
    { name: 'SubscribedSite', label: 'subscribed site', fields: [{ name: 'domain', type: 'string' }], relations: [] },
    {
      name: 'TallyReport',
      label: 'tally report',
      fields: [
        { name: 'month', type: 'date' },
        { name: 'avoided', type: 'integer' },
      ],
      relations: [],
    },
  ],
  features: [
    feature('FEAT-001', 'Flag paywalled links', 'Links to paywalled articles get a small lock marker on the page.', [
      'FlaggedLink',
    ]),
    feature('FEAT-002', 'Subscribed sites', 'Readers list the sites they pay for, which are never flagged.', [
      'SubscribedSite',
    ]),
    feature('FEAT-003', 'Monthly tally', 'A monthly count of paywalls avoided, by site.', ['TallyReport'], {
      priority: 'should',
    }),
  ],
  integrations: [],
  monetisation: 'Free, with a one-time tip.',
};

const internalIdea =
  'An internal app for our own kitchen staff at a catering company: the rota of shifts, prep lists for each event and allergen checks signed off by the head chef.';
const internalBrief: Brief = {
  ...base,
  productName: 'PrepLine',
  summary:
    'PrepLine is an internal tool for the catering company’s own kitchen team: shifts, prep lists and allergen checks in one place.',
  platforms: ['web'],
  roles: [
    { name: 'Cook', goals: ['See today’s prep list'] },
    { name: 'Head chef', goals: ['Plan shifts', 'Sign off allergen checks'] },
  ],
  entities: [
    {
      name: 'PrepTask',
      label: 'prep task',
      fields: [
        { name: 'title', type: 'string' },
        { name: 'dueAt', type: 'datetime' },
        { name: 'status', type: 'enum' },
      ],
      relations: [{ kind: 'belongsTo', entity: 'Shift' }],
    },
    {
      name: 'Shift',
      fields: [
        { name: 'startsAt', type: 'datetime' },
        { name: 'station', type: 'string' },
      ],
      relations: [{ kind: 'hasMany', entity: 'PrepTask' }],
    },
    {
      name: 'AllergenCheck',
      label: 'allergen check',
      fields: [
        { name: 'dish', type: 'string' },
        { name: 'signedOff', type: 'boolean' },
      ],
      relations: [],
    },
  ],
  features: [
    feature('FEAT-001', 'Prep lists', 'Cooks tick off each prep task for the next event as it is done.', [
      'PrepTask',
      'Shift',
    ]),
    feature('FEAT-002', 'Shift rota', 'The head chef plans who works which station and when.', ['Shift']),
    feature('FEAT-003', 'Allergen checks', 'The head chef signs off every dish against its allergen list.', [
      'AllergenCheck',
    ]),
  ],
  integrations: [],
  monetisation: 'None: built for the company’s own use.',
};

const headlessIdea =
  'A command-line tool and HTTP API that scans a code repository’s dependencies and reports licences that break the company’s policy.';
const headlessBrief: Brief = {
  ...base,
  productName: 'Licencer',
  summary: 'Licencer checks every dependency’s licence against a written policy, from the terminal or from CI.',
  platforms: ['cli', 'api'],
  roles: [{ name: 'Developer', goals: ['Scan a repository before a release'] }],
  entities: [
    {
      name: 'Scan',
      fields: [
        { name: 'repository', type: 'url' },
        { name: 'status', type: 'enum' },
      ],
      relations: [{ kind: 'hasMany', entity: 'Finding' }],
    },
    {
      name: 'Finding',
      fields: [
        { name: 'package', type: 'string' },
        { name: 'licence', type: 'string' },
      ],
      relations: [{ kind: 'belongsTo', entity: 'Scan' }],
    },
    { name: 'Policy', fields: [{ name: 'allowed', type: 'json' }], relations: [] },
  ],
  features: [
    feature('FEAT-001', 'Scan a repository', 'Read the lockfiles and list each dependency with its licence.', [
      'Scan',
      'Finding',
    ]),
    feature('FEAT-002', 'Licence policy', 'Keep the allowed and forbidden licences in one policy file.', ['Policy']),
  ],
  integrations: [],
  monetisation: 'Free for open source, paid per private repository.',
};

const marketIdea =
  'A marketplace where home bakers sell cakes to neighbours for pickup; buyers browse cakes without an account and pay online.';
const marketBrief: Brief = {
  ...base,
  productName: 'Crumb',
  summary: 'Crumb lets home bakers sell cakes to people nearby, who pick them up the same day.',
  platforms: ['web'],
  roles: [
    { name: 'Buyer', goals: ['Find a cake nearby'] },
    { name: 'Baker', goals: ['Sell cakes from home'] },
  ],
  entities: [
    {
      name: 'Cake',
      fields: [
        { name: 'title', type: 'string' },
        { name: 'price', type: 'money' },
        { name: 'photo', type: 'image' },
      ],
      relations: [{ kind: 'hasMany', entity: 'Order' }],
    },
    {
      name: 'Order',
      fields: [
        { name: 'pickupAt', type: 'datetime' },
        { name: 'status', type: 'enum' },
      ],
      relations: [{ kind: 'belongsTo', entity: 'Cake' }],
    },
  ],
  features: [
    feature('FEAT-001', 'Cake search', 'Buyers search cakes near them by flavour and pickup day.', ['Cake']),
    feature('FEAT-002', 'Order a cake', 'A buyer orders a cake, pays online and picks it up.', ['Order', 'Cake'], {
      integrations: ['Stripe'],
      dependsOn: ['FEAT-001'],
    }),
  ],
  integrations: [{ name: 'Stripe', purpose: 'Take payments for orders' }],
  monetisation: 'A 10% commission on each order.',
};

const kitOf = (idea: string, brief: Brief) => composeKit(idea, {}, 1, briefSchema.parse(brief));
const routes = (kit: KitOutputs) => kit.frontend.screens.map((s) => s.route);
const names = (kit: KitOutputs) => kit.frontend.screens.map((s) => s.name);

function expectValid(kit: KitOutputs) {
  for (const step of kitStepNames) expect(() => kitSteps[step].schema.parse(kit[step]), step).not.toThrow();
  const result = checkKit(kit);
  expect(result.checks.filter((c) => !c.passed)).toEqual([]);
}

/** The generic web funnel no app, extension, game or internal tool should get. */
function expectNoWebFunnel(kit: KitOutputs) {
  expect(routes(kit)).not.toContain('/sign-up');
  expect(routes(kit)).not.toContain('/dashboard');
  expect(names(kit)).not.toContain('Landing');
  expect(names(kit)).not.toContain('Dashboard');
  expect(names(kit)).not.toContain('Sign up');
}

describe('screens follow the platform and the audience', () => {
  it('a mobile game gets home, the play loop, results, rankings and a shop, with native accessibility', () => {
    const kit = kitOf(gameIdea, gameBrief);
    expectValid(kit);
    expectNoWebFunnel(kit);
    expect(routes(kit)).toEqual(expect.arrayContaining(['/', '/play/:id', '/results/:id', '/leaderboard', '/shop']));
    // A currency and a player's runs are not things people browse and edit.
    for (const crud of ['/gems', '/gems/:id', '/runs', '/runs/:id']) expect(routes(kit)).not.toContain(crud);
    expect(routes(kit)).not.toContain('/sign-in');
    expect(kit.frontend.screens.find((s) => s.route === '/')!.components).toContain('GameCenterSignIn');
    expect(kit.frontend.screens.find((s) => s.route === '/shop')!.purpose).toMatch(/App Store and Google Play/);
    const a11y = kit.frontend.accessibility.join('\n');
    expect(a11y).toMatch(/accessibilityLabel/);
    expect(a11y).toMatch(/accessibilityRole/);
    expect(a11y).toMatch(/Dynamic Type/);
    expect(a11y).toMatch(/VoiceOver/);
    expect(a11y).not.toMatch(/aria-|WCAG|hover/);
    const first = kit.app_flow.journeys[0]!.steps.join('\n');
    expect(first).toMatch(/Install Wordlink from the App Store or Google Play/);
    expect(first).not.toMatch(/sign-up|landing/i);
    // Every feature is shown somewhere, and its tasks name those screens.
    for (const f of gameBrief.features)
      expect(
        kit.frontend.screens.some((s) => s.featureIds.includes(f.id)),
        f.id,
      ).toBe(true);
  });

  it('a browser extension gets a popup, an options page and an in-page overlay, and keyboard access', () => {
    const kit = kitOf(extensionIdea, extensionBrief);
    expectValid(kit);
    expectNoWebFunnel(kit);
    expect(routes(kit)).not.toContain('/');
    expect(routes(kit)).toEqual(expect.arrayContaining(['/popup', '/options', '/content', '/report']));
    expect(kit.frontend.screens.find((s) => s.route === '/options')!.featureIds).toContain('FEAT-002');
    expect(kit.frontend.screens.find((s) => s.route === '/content')!.featureIds).toContain('FEAT-001');
    const a11y = kit.frontend.accessibility.join('\n');
    expect(a11y).toMatch(/keyboard shortcut/);
    expect(a11y).toMatch(/popup opens, focus lands/);
    const first = kit.app_flow.journeys[0]!.steps.join('\n');
    expect(first).toMatch(/Chrome Web Store/);
    expect(first).toMatch(/Pin the Gatekeep icon/);
  });

  it('an internal tool signs staff in with SSO onto the team’s work, with no landing page or sign-up', () => {
    const kit = kitOf(internalIdea, internalBrief);
    expectValid(kit);
    expectNoWebFunnel(kit);
    const signIn = kit.frontend.screens.find((s) => s.route === '/sign-in')!;
    expect(signIn.purpose).toMatch(/no public sign-up/);
    const hub = kit.frontend.screens.find((s) => s.route === '/')!;
    expect(hub.name).toBe('Today’s shifts');
    expect(kit.app_flow.screens.find((s) => s.route === '/sign-in')!.next[0]).toBe('/');
    expect(routes(kit)).toContain('/admin/people');
    expect(kit.frontend.screens.find((s) => s.route === '/admin/people')!.purpose).toMatch(/head chef/);
    expect(kit.app_flow.journeys[0]!.steps.join('\n')).toMatch(/company account/);
    // The states name the screen's entity, not a generic "item".
    expect(kit.app_flow.screens.find((s) => s.route === '/')!.states.empty).toMatch(/shifts/);
  });

  it('an API and CLI has no screens, and its documents say what replaces them', () => {
    const kit = kitOf(headlessIdea, headlessBrief);
    expectValid(kit);
    expect(kit.frontend.screens).toEqual([]);
    expect(kit.app_flow.screens).toEqual([]);
    expect(kit.frontend.noScreens).toMatch(/`licencer scan-repository`/);
    expect(kit.frontend.noScreens).toMatch(/OpenAPI/);
    for (const kind of ['frontend', 'app_flow'] as const) {
      const doc = renderDocument(kind, kit).content;
      expect(emptySectionHeadings(doc)).toEqual([]);
      expect(doc).toMatch(/has no screens/);
    }
    expect(kit.app_flow.journeys[0]!.steps.join('\n')).toMatch(/npm install -g licencer/);
    expect(kit.frontend.accessibility.join('\n')).toMatch(/NO_COLOR/);
  });

  it('a native app opens on one welcome screen that signs people in, and its accessibility is native', () => {
    const kit = kitOf(tutorIdea, tutorBrief);
    expectValid(kit);
    expectNoWebFunnel(kit);
    const welcome = kit.frontend.screens[0]!;
    expect([welcome.route, welcome.name]).toEqual(['/sign-in', 'Приветствие']);
    expect(welcome.components).toEqual(expect.arrayContaining(['AppleSignInButton', 'GoogleSignInButton']));
    expect(kit.frontend.screens[1]!.route).toBe('/home');
    const a11y = kit.frontend.accessibility.join('\n');
    expect(a11y).toMatch(/accessibilityLabel/);
    expect(a11y).toMatch(/TalkBack/);
    expect(a11y).not.toMatch(/aria-/);
  });

  it('a web marketplace keeps its landing page and sign-up, and public cakes are reachable signed out', () => {
    const kit = kitOf(marketIdea, marketBrief);
    expectValid(kit);
    expect(routes(kit).slice(0, 4)).toEqual(['/', '/sign-up', '/sign-in', '/dashboard']);
    expect(kit.app_flow.screens.find((s) => s.route === '/')!.next).toContain('/cakes');
    const a11y = kit.frontend.accessibility.join('\n');
    expect(a11y).toMatch(/aria-live/);
    expect(a11y).not.toMatch(/accessibilityLabel/);
    // Purposes come from the brief's features and fields, not one sentence for every entity.
    const cakes = kit.frontend.screens.find((s) => s.route === '/cakes')!;
    expect(cakes.purpose).toMatch(/flavour and pickup day/);
    expect(kit.frontend.screens.find((s) => s.route === '/cakes/:id')!.purpose).toMatch(/title, price and photo/);
    expect(kit.frontend.screens.map((s) => s.purpose).join('\n')).not.toMatch(/Browse, search and add/);
  });
});

describe('surfaceOf and isInternalProduct', () => {
  const game = { id: 'game' } as const;
  const saas = { id: 'saas' } as const;
  it('reads where the product runs', () => {
    expect(surfaceOf({ platforms: ['api'], archetype: saas, internal: false })).toBe('headless');
    expect(surfaceOf({ platforms: ['ios'], archetype: game, internal: false })).toBe('game');
    expect(surfaceOf({ platforms: ['extension'], archetype: saas, internal: false })).toBe('extension');
    expect(surfaceOf({ platforms: ['web'], archetype: saas, internal: true })).toBe('internal');
    expect(surfaceOf({ platforms: ['ios', 'android'], archetype: saas, internal: false })).toBe('app');
    expect(surfaceOf({ platforms: ['web', 'ios'], archetype: saas, internal: false })).toBe('web');
  });
  it('knows an internal tool from its wording, not from the word alone', () => {
    expect(isInternalProduct(['An internal tool for the warehouse team'])).toBe(true);
    expect(isInternalProduct(['Staff-only scheduling for a dental clinic'])).toBe(true);
    expect(isInternalProduct(['Внутренняя система для склада'])).toBe(true);
    expect(isInternalProduct(['A shift planner for our drivers and dispatchers'])).toBe(true);
    expect(isInternalProduct(['A CRM for agencies with internal notes on each deal'])).toBe(false);
    expect(isInternalProduct(['A marketplace for tutors with a back office for moderators'])).toBe(false);
  });
});
