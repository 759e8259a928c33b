import { brief as briefSchema, type Brief, type BriefEntity, type FieldType } from '../../../../shared/schemas/brief';

/**
 * Six confirmed briefs of different kinds (a marketplace, a mobile game, a browser extension, an
 * internal tool, a regulated health product and a command-line tool) with the ideas they came from,
 * for the tests of the overview and the PRD. Worded for these tests only.
 */

type Relations = BriefEntity['relations'];

/** "title:string startsAt:datetime" → fields. */
const entity = (name: string, fields: string, relations: Relations = [], label?: string): BriefEntity => ({
  name,
  ...(label ? { label } : {}),
  fields: fields.split(' ').map((pair) => {
    const [field, type] = pair.split(':');
    return { name: field!, type: type as FieldType };
  }),
  relations,
});

const feature = (
  id: number,
  name: string,
  description: string,
  priority: 'must' | 'should' | 'could',
  entities: string[],
  extra: { integrations?: string[]; dependsOn?: number[] } = {},
) => ({
  id: `FEAT-${String(id).padStart(3, '0')}`,
  name,
  description,
  priority,
  entities,
  integrations: extra.integrations ?? [],
  dependsOn: (extra.dependsOn ?? []).map((d) => `FEAT-${String(d).padStart(3, '0')}`),
});

export interface BriefCase {
  kind: string;
  idea: string;
  brief: Brief;
}

const boats: BriefCase = {
  kind: 'marketplace',
  idea: 'Boat owners on the lakes rent their sailboats by the day to visitors, who pay a deposit online and leave a review after the trip.',
  brief: briefSchema.parse({
    language: 'en',
    productName: 'Moorly',
    summary:
      'Moorly lets lake boat owners rent out sailboats by the day. Renters pick a date, pay a deposit and review the trip.',
    platforms: ['web', 'ios'],
    roles: [
      { name: 'Renter', goals: ['Rent a sailboat for a day on the lake', 'Pay the deposit without cash'] },
      { name: 'Boat owner', goals: ['Fill the empty days of the season', 'Know who is taking the boat'] },
    ],
    entities: [
      entity('Boat', 'name:string berths:integer dailyRate:money harbour:location', [
        { kind: 'belongsTo', entity: 'Owner' },
        { kind: 'hasMany', entity: 'Rental' },
      ]),
      entity('Owner', 'fullName:string phone:phone', [{ kind: 'hasMany', entity: 'Boat' }], 'boat owner'),
      entity('Rental', 'startsOn:date days:integer status:enum', [
        { kind: 'belongsTo', entity: 'Boat' },
        { kind: 'hasOne', entity: 'Deposit' },
      ]),
      entity('Deposit', 'amount:money status:enum paidAt:datetime', [{ kind: 'belongsTo', entity: 'Rental' }]),
      entity('Review', 'stars:integer comment:text', [{ kind: 'belongsTo', entity: 'Boat' }]),
    ],
    features: [
      feature(1, 'Boat listings', 'Owners list each boat with its berths, daily rate and harbour.', 'must', [
        'Boat',
        'Owner',
      ]),
      feature(
        2,
        'Rent a boat',
        'Renters choose a boat and a start date and send a rental request.',
        'must',
        ['Rental', 'Boat'],
        {
          dependsOn: [1],
        },
      ),
      feature(
        3,
        'Deposit payment',
        'The renter pays the deposit by card when the owner accepts.',
        'must',
        ['Deposit', 'Rental'],
        {
          integrations: ['Stripe'],
          dependsOn: [2],
        },
      ),
      feature(4, 'Trip reviews', 'After the trip the renter rates the boat.', 'should', ['Review', 'Boat'], {
        dependsOn: [2],
      }),
      feature(5, 'Find a boat', 'Renters search boats by harbour and date.', 'must', ['Boat'], { dependsOn: [1] }),
    ],
    integrations: [{ name: 'Stripe', purpose: 'Take deposits by card and release them after the trip' }],
    constraints: [],
    monetisation: 'A 10% fee on every rental.',
    assumptions: ['Owners hand over the keys in person'],
    openQuestions: ['Who pays for damage beyond the deposit?'],
  }),
};

const rhythm: BriefCase = {
  kind: 'game',
  idea: 'A rhythm game for phones: tap along to short songs, unlock new tracks with stars and beat your friends on a weekly chart.',
  brief: briefSchema.parse({
    language: 'en',
    productName: 'TapTempo',
    summary:
      'TapTempo is a tapping rhythm game. Each song is a level; stars unlock new songs and a weekly chart ranks everyone.',
    platforms: ['ios', 'android'],
    roles: [{ name: 'Player', goals: ['Beat my best score on each song', 'Climb the weekly chart'] }],
    entities: [
      entity('Song', 'title:string bpm:integer difficulty:enum', [{ kind: 'hasMany', entity: 'Run' }]),
      entity('Run', 'score:integer stars:integer playedAt:datetime', [{ kind: 'belongsTo', entity: 'Song' }]),
      entity('Chart', 'week:date score:integer rank:integer'),
    ],
    features: [
      feature(1, 'Play a song', 'The player taps along to a song and gets a score and up to three stars.', 'must', [
        'Run',
        'Song',
      ]),
      feature(2, 'Song unlocks', 'Stars earned unlock the next songs.', 'must', ['Song'], { dependsOn: [1] }),
      feature(3, 'Weekly chart', 'Everyone’s best score of the week, ranked.', 'should', ['Chart'], { dependsOn: [1] }),
      feature(4, 'Remove ads', 'A one-off purchase removes the adverts.', 'could', [], {
        integrations: ['RevenueCat'],
      }),
    ],
    integrations: [{ name: 'RevenueCat', purpose: 'Sell the ad-free upgrade in both app stores' }],
    constraints: [{ kind: 'privacy', name: 'COPPA', text: 'No personal data is collected from players under 13.' }],
    monetisation: 'Adverts between songs, and a one-off purchase to remove them.',
    assumptions: ['Songs ship with the app; no streaming'],
    openQuestions: ['Do friends need accounts to compare scores?'],
  }),
};

const clipper: BriefCase = {
  kind: 'extension',
  idea: 'A Chrome add-on that grabs the ingredients of any recipe page into a shopping list you can tick off on your phone.',
  brief: briefSchema.parse({
    language: 'en',
    productName: 'Basketful',
    summary: 'Basketful saves the ingredients of a recipe page in one click and turns them into a shopping list.',
    platforms: ['browser-extension', 'web'],
    roles: [{ name: 'Home cook', goals: ['Save a recipe without copying it by hand', 'Shop with one list'] }],
    entities: [
      entity('Recipe', 'title:string sourceUrl:url servings:integer', [{ kind: 'hasMany', entity: 'Ingredient' }]),
      entity('Ingredient', 'name:string quantity:number unit:string bought:boolean', [
        { kind: 'belongsTo', entity: 'Recipe' },
      ]),
    ],
    features: [
      feature(1, 'Clip a recipe', 'One click on a recipe page saves its title and ingredients.', 'must', [
        'Recipe',
        'Ingredient',
      ]),
      feature(
        2,
        'Shopping list',
        'Ingredients of the saved recipes, merged and ticked off while shopping.',
        'must',
        ['Ingredient'],
        {
          dependsOn: [1],
        },
      ),
      feature(3, 'Export the list', 'Send the list as a file to share it.', 'could', ['Ingredient'], {
        dependsOn: [2],
      }),
    ],
    integrations: [],
    constraints: [
      {
        kind: 'platform',
        name: 'Manifest V3',
        text: 'The extension uses only the permissions it needs on recipe pages.',
      },
    ],
    monetisation: 'Free, with a paid plan for shared family lists later.',
    assumptions: ['Most recipe pages mark up their ingredients'],
    openQuestions: [],
  }),
};

const bakery: BriefCase = {
  kind: 'internal',
  idea: 'An internal tool for our three bakeries to plan each night’s baking runs, count flour and butter stock, and note waste at closing.',
  brief: briefSchema.parse({
    language: 'en',
    productName: 'Crumb',
    summary: 'Crumb plans the night baking runs for three bakeries and keeps flour, butter and waste counted.',
    platforms: ['web'],
    roles: [
      { name: 'Head baker', goals: ['Plan tonight’s baking runs', 'See what stock is running low'] },
      { name: 'Shop manager', goals: ['Record waste at closing'] },
    ],
    entities: [
      entity(
        'BakingRun',
        'bakeOn:date product:string trays:integer',
        [{ kind: 'belongsTo', entity: 'Shop' }],
        'baking run',
      ),
      entity('Shop', 'name:string address:string', [
        { kind: 'hasMany', entity: 'BakingRun' },
        { kind: 'hasMany', entity: 'StockItem' },
      ]),
      entity(
        'StockItem',
        'ingredient:string quantity:number reorderLevel:number',
        [{ kind: 'belongsTo', entity: 'Shop' }],
        'stock item',
      ),
      entity(
        'WasteEntry',
        'product:string units:integer loggedOn:date',
        [{ kind: 'belongsTo', entity: 'Shop' }],
        'waste entry',
      ),
    ],
    features: [
      feature(1, 'Plan baking runs', 'The head baker plans tonight’s runs for each shop.', 'must', [
        'BakingRun',
        'Shop',
      ]),
      feature(
        2,
        'Stock counts',
        'Counts of flour, butter and the rest, with a warning below the reorder level.',
        'must',
        ['StockItem', 'Shop'],
      ),
      feature(3, 'Waste log', 'Shop managers note what was thrown away at closing.', 'should', ['WasteEntry', 'Shop']),
      feature(4, 'Weekly waste report', 'Waste per shop and product, week by week.', 'could', ['WasteEntry'], {
        dependsOn: [3],
      }),
    ],
    integrations: [{ name: 'Google sign-in', purpose: 'Staff sign in with their work Google accounts' }],
    constraints: [],
    monetisation: 'None: an internal tool for the owner’s bakeries.',
    assumptions: ['Each shop has one tablet in the bakehouse'],
    openQuestions: ['Should stock be counted per shop or centrally?'],
  }),
};

const therapy: BriefCase = {
  kind: 'regulated',
  idea: 'Online therapy practice software: therapists hold video sessions, keep session notes that must stay HIPAA compliant, and bill clients by card.',
  brief: briefSchema.parse({
    language: 'en',
    productName: 'Quietroom',
    summary: 'Quietroom runs a small therapy practice online: video sessions, private session notes and card billing.',
    platforms: ['web'],
    roles: [
      { name: 'Therapist', goals: ['Run sessions without switching tools', 'Keep notes private and findable'] },
      { name: 'Client', goals: ['Book a session at a time that suits me', 'Pay by card'] },
    ],
    entities: [
      entity('Client', 'fullName:string email:email dateOfBirth:date', [{ kind: 'hasMany', entity: 'Session' }]),
      entity('Session', 'startsAt:datetime minutes:integer status:enum', [
        { kind: 'belongsTo', entity: 'Client' },
        { kind: 'hasOne', entity: 'SessionNote' },
      ]),
      entity('SessionNote', 'body:text mood:enum', [{ kind: 'belongsTo', entity: 'Session' }], 'session note'),
      entity('Invoice', 'amount:money dueOn:date status:enum', [{ kind: 'belongsTo', entity: 'Client' }]),
    ],
    features: [
      feature(1, 'Session booking', 'Clients book a session in the therapist’s open hours.', 'must', [
        'Session',
        'Client',
      ]),
      feature(
        2,
        'Session notes',
        'Therapists write a private note after each session.',
        'must',
        ['SessionNote', 'Session'],
        {
          dependsOn: [1],
        },
      ),
      feature(3, 'Video sessions', 'The session happens by video in the browser.', 'must', ['Session'], {
        integrations: ['Daily'],
        dependsOn: [1],
      }),
      feature(4, 'Card billing', 'Each session is invoiced and paid by card.', 'should', ['Invoice', 'Client'], {
        integrations: ['Stripe'],
        dependsOn: [1],
      }),
    ],
    integrations: [
      { name: 'Daily', purpose: 'Host the video sessions in the browser' },
      { name: 'Stripe', purpose: 'Charge clients for sessions' },
    ],
    constraints: [
      {
        kind: 'compliance',
        name: 'HIPAA',
        text: 'Session notes and client details are encrypted, every access is logged, and vendors sign a BAA.',
      },
    ],
    monetisation: 'A monthly subscription per therapist.',
    assumptions: ['Therapists practise alone, not in groups'],
    openQuestions: ['Are clients in more than one US state?'],
  }),
};

const logs: BriefCase = {
  kind: 'cli',
  idea: 'A terminal tool that watches server log files, groups repeated errors and posts a digest to the team chat.',
  brief: briefSchema.parse({
    language: 'en',
    productName: 'Logsift',
    summary:
      'Logsift reads log files in the terminal, groups the same errors together and sends a daily digest to the team chat.',
    platforms: ['cli'],
    roles: [
      { name: 'Developer', goals: ['See which errors are new today', 'Stop reading the same stack trace twice'] },
    ],
    entities: [
      entity('ErrorGroup', 'fingerprint:string message:text count:integer firstSeenAt:datetime', [], 'error group'),
      entity('Digest', 'sentOn:date groups:integer', [], 'digest'),
    ],
    features: [
      feature(1, 'Group errors', 'Reads a log file and folds repeated errors into groups with a count.', 'must', [
        'ErrorGroup',
      ]),
      feature(
        2,
        'Daily digest',
        'Posts the new and growing error groups to the team chat once a day.',
        'should',
        ['Digest', 'ErrorGroup'],
        {
          integrations: ['Slack'],
          dependsOn: [1],
        },
      ),
    ],
    integrations: [{ name: 'Slack', purpose: 'Post the daily digest to a channel' }],
    constraints: [{ kind: 'performance', name: 'Large files', text: 'A 1 GB log file is grouped in under a minute.' }],
    monetisation: 'Free and open source.',
    assumptions: ['Logs are plain text, one event per line'],
    openQuestions: ['Which log formats beyond plain text come first?'],
  }),
};

export const prdCases: readonly BriefCase[] = [boats, rhythm, clipper, bakery, therapy, logs];
