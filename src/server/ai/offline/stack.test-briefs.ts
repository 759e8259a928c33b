import { brief as briefSchema, type Brief, type BriefEntity, type BriefFeature } from '../../../shared/schemas/brief';

/**
 * Hand-written briefs of products whose platform, kind or constraints change the stack: a phone
 * game, a browser extension, a staff-only tool, an API with its CLI, a regulated health product and
 * a public marketplace. Each is phrased for these tests only.
 */

const feature = (
  id: number,
  name: string,
  description: string,
  entities: string[],
  extra: Partial<BriefFeature> = {},
): BriefFeature => ({
  id: `FEAT-${String(id).padStart(3, '0')}`,
  name,
  description,
  priority: 'must',
  entities,
  integrations: [],
  dependsOn: [],
  ...extra,
});

const entity = (
  name: string,
  fields: BriefEntity['fields'],
  relations: BriefEntity['relations'] = [],
): BriefEntity => ({
  name,
  fields,
  relations,
});

const base = {
  language: 'en' as const,
  constraints: [],
  assumptions: ['The first release ships in English only'],
  openQuestions: [],
};

export const gameIdea =
  'A colourful phone puzzle game where players slide gears to power tiny factories, with a worldwide leaderboard and gem packs to buy';
export const gameBrief: Brief = briefSchema.parse({
  ...base,
  productName: 'Gearworks',
  summary: 'Gearworks is a casual puzzle game for phones: slide gears, finish levels, climb the worldwide leaderboard.',
  platforms: ['ios', 'android'],
  roles: [{ name: 'Player', goals: ['Solve levels in short sessions', 'Beat friends on the leaderboard'] }],
  entities: [
    entity('Level', [
      { name: 'number', type: 'integer' },
      { name: 'layout', type: 'json' },
    ]),
    entity(
      'Run',
      [
        { name: 'score', type: 'integer' },
        { name: 'finishedAt', type: 'datetime' },
      ],
      [{ kind: 'belongsTo', entity: 'Level' }],
    ),
    entity('LeaderboardEntry', [
      { name: 'nickname', type: 'string' },
      { name: 'bestScore', type: 'integer' },
    ]),
  ],
  features: [
    feature(1, 'Play levels', 'Players slide gears until every machine in the level turns.', ['Level', 'Run']),
    feature(
      2,
      'Worldwide leaderboard',
      'The best scores of every player, ranked across the world.',
      ['LeaderboardEntry', 'Run'],
      {
        dependsOn: ['FEAT-001'],
      },
    ),
    feature(3, 'Gem shop', 'Players buy gem packs to unlock hint boosters.', [], {
      integrations: ['In-app purchases'],
      priority: 'should',
    }),
  ],
  integrations: [{ name: 'In-app purchases', purpose: 'Sell gem packs and an ad-free upgrade' }],
  monetisation: 'Free to play with gem packs from $1.99.',
});

export const extensionIdea =
  'A Chrome extension that underlines legal jargon on any page and explains it in plain words, keeping a personal glossary';
export const extensionBrief: Brief = briefSchema.parse({
  ...base,
  productName: 'PlainTerms',
  summary: 'PlainTerms underlines legal jargon on the page you read and explains each term in plain words.',
  platforms: ['browser-extension'],
  roles: [{ name: 'Reader', goals: ['Understand contracts without a lawyer'] }],
  entities: [
    entity('Term', [
      { name: 'phrase', type: 'string' },
      { name: 'explanation', type: 'text' },
    ]),
  ],
  features: [
    feature(1, 'Highlight jargon', 'Underlines known legal terms on the current page.', ['Term']),
    feature(2, 'Explain a term', 'Explains a selected phrase in plain words.', ['Term'], {
      integrations: ['LLM'],
      dependsOn: ['FEAT-001'],
    }),
  ],
  integrations: [{ name: 'LLM', purpose: 'Writes the plain-language explanation of a term' }],
  constraints: [
    { kind: 'platform', name: 'Chrome Web Store policy', text: 'Passes Chrome Web Store review under Manifest V3.' },
  ],
  monetisation: 'A one-time purchase of $9.',
});

export const internalIdea =
  'An internal tool for our warehouse staff to sign out equipment such as scanners and forklifts and log when they come back';
export const internalBrief: Brief = briefSchema.parse({
  ...base,
  productName: 'GearLog',
  summary:
    'GearLog is an internal tool for our warehouse staff: who took which piece of equipment, and when it came back.',
  platforms: ['web'],
  roles: [
    { name: 'Warehouse clerk', goals: ['Sign out equipment in seconds'] },
    { name: 'Shift lead', goals: ['See what is still out at the end of a shift'] },
    { name: 'Admin', goals: ['Manage staff and equipment'] },
  ],
  entities: [
    entity('Equipment', [
      { name: 'label', type: 'string' },
      { name: 'serialNumber', type: 'string' },
    ]),
    entity(
      'Checkout',
      [
        { name: 'takenAt', type: 'datetime' },
        { name: 'returnedAt', type: 'datetime' },
      ],
      [{ kind: 'belongsTo', entity: 'Equipment' }],
    ),
  ],
  features: [
    feature(1, 'Equipment register', 'Admins keep the list of equipment with serial numbers.', ['Equipment']),
    feature(2, 'Sign out equipment', 'A clerk records who took which item.', ['Checkout', 'Equipment'], {
      dependsOn: ['FEAT-001'],
    }),
  ],
  integrations: [],
  monetisation: 'None: an internal cost centre.',
});

export const serviceIdea = 'A public holidays API for developers, with a command-line client to query it from scripts';
export const serviceBrief: Brief = briefSchema.parse({
  ...base,
  productName: 'HolidayHub',
  summary: 'HolidayHub answers which days are public holidays in a country, over an API and from the command line.',
  platforms: ['api', 'cli'],
  roles: [{ name: 'Developer', goals: ['Look up the holidays of a country for a year'] }],
  entities: [
    entity('Holiday', [
      { name: 'country', type: 'string' },
      { name: 'date', type: 'date' },
      { name: 'title', type: 'string' },
    ]),
    entity('ApiKey', [
      { name: 'label', type: 'string' },
      { name: 'lastUsedAt', type: 'datetime' },
    ]),
  ],
  features: [
    feature(1, 'Holiday lookup', 'Returns the public holidays of a country and year.', ['Holiday']),
    feature(2, 'API keys', 'Developers create and revoke their keys.', ['ApiKey']),
  ],
  integrations: [],
  monetisation: 'A free tier of 1,000 calls a month, then $19 a month.',
});

export const therapyIdea =
  'Physiotherapy practices run video sessions with their patients and send home exercise plans, under HIPAA';
export const therapyBrief: Brief = briefSchema.parse({
  ...base,
  productName: 'MoveWell',
  summary: 'MoveWell lets physiotherapists see patients over video and follow their home exercise plans.',
  platforms: ['web', 'ios'],
  roles: [
    { name: 'Physiotherapist', goals: ['Run video sessions', 'Assign exercise plans'] },
    { name: 'Patient', goals: ['Follow the exercise plan at home'] },
    { name: 'Admin', goals: ['Manage the practice’s staff'] },
  ],
  entities: [
    entity('Patient', [
      { name: 'fullName', type: 'string' },
      { name: 'dateOfBirth', type: 'date' },
      { name: 'email', type: 'email' },
    ]),
    entity(
      'TherapySession',
      [
        { name: 'startsAt', type: 'datetime' },
        { name: 'notes', type: 'text' },
      ],
      [{ kind: 'belongsTo', entity: 'Patient' }],
    ),
    entity(
      'ExercisePlan',
      [
        { name: 'exercises', type: 'json' },
        { name: 'startsOn', type: 'date' },
      ],
      [{ kind: 'belongsTo', entity: 'Patient' }],
    ),
  ],
  features: [
    feature(1, 'Patient files', 'Physiotherapists keep each patient’s details.', ['Patient']),
    feature(
      2,
      'Video sessions',
      'A session runs over video in the browser or the app.',
      ['TherapySession', 'Patient'],
      {
        integrations: ['Video calls'],
        dependsOn: ['FEAT-001'],
      },
    ),
    feature(
      3,
      'Exercise plans',
      'The physiotherapist assigns a plan and the patient ticks exercises off.',
      ['ExercisePlan'],
      {
        integrations: ['Email'],
        dependsOn: ['FEAT-001'],
      },
    ),
  ],
  integrations: [
    { name: 'Video calls', purpose: 'Live sessions between physiotherapist and patient' },
    { name: 'Email', purpose: 'Sends plan reminders to patients' },
  ],
  constraints: [
    { kind: 'compliance', name: 'HIPAA', text: 'Patient records and session notes are protected health information.' },
    { kind: 'performance', name: 'Video under 300 ms', text: 'Video latency stays under 300 ms on home broadband.' },
  ],
  monetisation: 'A subscription per practice: $99 a month.',
});

export const marketIdea =
  'A marketplace for second-hand camera gear: sellers post listings, buyers browse without an account and message sellers';
export const marketBrief: Brief = briefSchema.parse({
  ...base,
  productName: 'ShutterSwap',
  summary: 'ShutterSwap is a marketplace for used cameras and lenses where anyone can browse listings.',
  platforms: ['web'],
  roles: [
    { name: 'Seller', goals: ['List a lens in a minute'] },
    { name: 'Buyer', goals: ['Browse listings near them'] },
  ],
  entities: [
    entity('Listing', [
      { name: 'title', type: 'string' },
      { name: 'price', type: 'money' },
      { name: 'photo', type: 'image' },
    ]),
    entity('Message', [{ name: 'body', type: 'text' }], [{ kind: 'belongsTo', entity: 'Listing' }]),
  ],
  features: [
    feature(1, 'Post a listing', 'Sellers publish a camera or lens with photos and a price.', ['Listing']),
    feature(2, 'Browse listings', 'Anyone browses and filters listings without signing in.', ['Listing'], {
      dependsOn: ['FEAT-001'],
    }),
    feature(3, 'Message the seller', 'Buyers ask the seller a question about a listing.', ['Message', 'Listing'], {
      dependsOn: ['FEAT-002'],
    }),
  ],
  integrations: [{ name: 'Stripe', purpose: 'Buyers pay for the item through the platform' }],
  monetisation: 'A 6% commission on each sale.',
});
