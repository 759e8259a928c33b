import { brief as briefSchema, type Brief, type BriefEntity, type BriefFeature } from '../../shared/schemas/brief';

/**
 * Confirmed briefs of six kinds of product for the kit check's tests: a mobile game, a browser
 * extension, an internal tool, a regulated product, a marketplace and a command-line tool. Each
 * has features that depend on others listed after them, so a plan that follows the list order
 * instead of `dependsOn` fails the check.
 */

type EntitySpec = [name: string, fields: string, relations?: string];

/** `['Order', 'total:money, placedAt:datetime', 'belongsTo Customer, hasMany Line']`. */
function entity([name, fields, relations = '']: EntitySpec): BriefEntity {
  return {
    name,
    fields: fields.split(',').map((field) => {
      const [fieldName, type] = field.trim().split(':') as [string, BriefEntity['fields'][number]['type']];
      return { name: fieldName, type };
    }),
    relations: relations
      .split(',')
      .map((relation) => relation.trim())
      .filter(Boolean)
      .map((relation) => {
        const [kind, target] = relation.split(' ') as [BriefEntity['relations'][number]['kind'], string];
        return { kind, entity: target };
      }),
  };
}

type FeatureSpec = [name: string, description: string, entities: string[], dependsOn?: number[], integrations?: string[]];

function features(specs: FeatureSpec[]): BriefFeature[] {
  const id = (n: number) => `FEAT-${String(n).padStart(3, '0')}`;
  return specs.map(([name, description, entities, dependsOn = [], integrations = []], index) => ({
    id: id(index + 1),
    name,
    description,
    priority: index < 3 ? 'must' : index < 5 ? 'should' : 'could',
    entities,
    integrations,
    dependsOn: dependsOn.map(id),
  }));
}

type BriefSpec = Omit<Brief, 'language' | 'entities' | 'features' | 'assumptions' | 'openQuestions'> & {
  entities: EntitySpec[];
  features: FeatureSpec[];
};

function make(spec: BriefSpec): Brief {
  return briefSchema.parse({
    ...spec,
    language: 'en',
    entities: spec.entities.map(entity),
    features: features(spec.features),
    assumptions: ['The first version ships in English only'],
    openQuestions: ['Who pays for the first year of hosting?'],
  });
}

export const checkBriefs: Array<{ kind: string; idea: string; brief: Brief }> = [
  {
    kind: 'mobile game',
    idea: 'A puzzle game for phones where players slide coloured tiles through hand-made levels and race friends on weekly boards',
    brief: make({
      productName: 'TileRush',
      summary: 'TileRush is a sliding-tile puzzle game for iPhone and Android with weekly boards against friends.',
      platforms: ['ios', 'android'],
      roles: [{ name: 'Player', goals: ['Clear a level in few moves', 'Beat friends this week'] }],
      entities: [
        ['Player', 'nickname:string, avatar:image, coins:integer', 'hasMany Run'],
        ['Level', 'title:string, difficulty:enum, par:integer', 'hasMany Run'],
        ['Run', 'moves:integer, seconds:integer, finishedAt:datetime', 'belongsTo Player, belongsTo Level'],
        ['WeeklyBoard', 'weekStart:date', 'hasMany Run'],
      ],
      features: [
        ['Weekly boards', 'Players see this week’s best runs of their friends and of everyone.', ['WeeklyBoard', 'Run'], [3]],
        ['Coin shop', 'Players spend coins on hints and buy coin packs in the store.', ['Player'], [4], ['In-app purchases']],
        ['Play levels', 'Players slide tiles until the exit is clear; each finished level records a run.', ['Level', 'Run', 'Player'], [4]],
        ['Player profile', 'A nickname and avatar, with coins and progress kept across phones.', ['Player']],
      ],
      integrations: [{ name: 'In-app purchases', purpose: 'Sell coin packs through the App Store and Google Play' }],
      constraints: [
        { kind: 'privacy', name: 'COPPA', text: 'Players under 13 get no chat and no personal data is collected from them.' },
      ],
      monetisation: 'Free to play with coin packs from $0.99.',
    }),
  },
  {
    kind: 'browser extension',
    idea: 'A Chrome add-on that lets researchers highlight passages on any page, tag them and export the highlights as citations',
    brief: make({
      productName: 'Marginalia',
      summary: 'Marginalia keeps highlights from any web page, tagged and ready to cite.',
      platforms: ['browser-extension'],
      roles: [{ name: 'Researcher', goals: ['Keep quotes with their source', 'Cite them in a paper'] }],
      entities: [
        ['Highlight', 'quote:text, pageUrl:url, pageTitle:string, savedAt:datetime', 'manyToMany Tag'],
        ['Tag', 'label:string, colour:string', 'manyToMany Highlight'],
      ],
      features: [
        ['Export citations', 'Researchers export tagged highlights as BibTeX or APA references.', ['Highlight', 'Tag'], [2, 3]],
        ['Highlight passages', 'Select text on a page and save it with the page address and title.', ['Highlight']],
        ['Tag highlights', 'Give highlights coloured tags and filter the list by tag in the popup.', ['Tag', 'Highlight'], [2]],
      ],
      integrations: [],
      constraints: [
        { kind: 'platform', name: 'Manifest V3', text: 'Runs as a Manifest V3 extension with the fewest permissions it needs.' },
      ],
      monetisation: 'Free, with a $3 monthly plan for unlimited exports.',
    }),
  },
  {
    kind: 'internal tool',
    idea: 'An internal tool for a print shop: staff log incoming jobs, assign presses and track each job until it is picked up',
    brief: make({
      productName: 'PressBoard',
      summary: 'PressBoard is the print shop’s own job board: every job from intake to pickup, with the press it runs on.',
      platforms: ['web'],
      roles: [
        { name: 'Counter clerk', goals: ['Log a job while the customer waits'] },
        { name: 'Press operator', goals: ['Know what to print next'] },
      ],
      entities: [
        ['PrintJob', 'customerName:string, copies:integer, paper:string, dueOn:date, status:enum', 'belongsTo Press'],
        ['Press', 'name:string, maxSheetSize:string, inService:boolean', 'hasMany PrintJob'],
      ],
      features: [
        ['Assign presses', 'Operators take the next job and put it on a free press that fits its paper.', ['PrintJob', 'Press'], [2, 3]],
        ['Log jobs', 'Clerks record a job with copies, paper and the day it is due.', ['PrintJob']],
        ['Press list', 'The presses the shop owns, their sheet sizes and whether each is in service.', ['Press']],
        ['Pickup tracking', 'Jobs move from printed to picked up, and overdue ones stand out.', ['PrintJob'], [1]],
      ],
      integrations: [{ name: 'Slack', purpose: 'Tell the counter when a job is ready for pickup' }],
      constraints: [],
      monetisation: 'None: it is built for the shop’s own staff.',
    }),
  },
  {
    kind: 'regulated product',
    idea: 'Software for home-care nurses to record visits, vital signs and medication given, kept to HIPAA',
    brief: make({
      productName: 'CareRound',
      summary: 'CareRound lets home-care nurses record each visit at the bedside and keeps the record to HIPAA.',
      platforms: ['web', 'ios'],
      roles: [
        { name: 'Nurse', goals: ['Record a visit in two minutes'] },
        { name: 'Care coordinator', goals: ['See which visits are late'] },
      ],
      entities: [
        ['Client', 'fullName:string, address:location, dateOfBirth:date', 'hasMany Visit'],
        ['Visit', 'scheduledAt:datetime, arrivedAt:datetime, notes:text', 'belongsTo Client, hasMany VitalSign'],
        ['VitalSign', 'kind:enum, value:number, takenAt:datetime', 'belongsTo Visit'],
        ['MedicationDose', 'drug:string, dose:string, givenAt:datetime', 'belongsTo Visit'],
      ],
      features: [
        ['Record vitals', 'Nurses enter blood pressure, pulse and temperature during a visit.', ['VitalSign', 'Visit'], [3]],
        ['Medication log', 'Each dose given is logged with the drug, amount and time.', ['MedicationDose', 'Visit'], [3]],
        ['Visit schedule', 'Coordinators plan visits for each client and nurses see their day.', ['Visit', 'Client'], [4]],
        ['Client files', 'Coordinators keep each client’s details and address.', ['Client']],
      ],
      integrations: [{ name: 'SMS', purpose: 'Tell families when the nurse is on the way' }],
      constraints: [
        { kind: 'compliance', name: 'HIPAA', text: 'Health records are encrypted, every read is logged and vendors sign a BAA.' },
      ],
      monetisation: 'Per nurse per month, billed to the agency.',
    }),
  },
  {
    kind: 'marketplace',
    idea: 'A marketplace where neighbours rent out garden tools to each other by the day, paying through the app',
    brief: make({
      productName: 'ShedShare',
      summary: 'ShedShare lets neighbours lend garden tools by the day, with payment and a deposit held in the app.',
      platforms: ['web', 'ios', 'android'],
      roles: [
        { name: 'Owner', goals: ['Earn from tools that sit in the shed'] },
        { name: 'Renter', goals: ['Borrow a tool nearby for a weekend'] },
      ],
      entities: [
        ['Listing', 'title:string, dailyPrice:money, deposit:money, photo:image, pickupArea:location', 'hasMany Rental'],
        ['Rental', 'startsOn:date, endsOn:date, status:enum', 'belongsTo Listing, hasOne Review'],
        ['Review', 'stars:integer, comment:text', 'belongsTo Rental'],
      ],
      features: [
        ['Rent a tool', 'Renters pick days on a listing and pay the price and deposit.', ['Rental', 'Listing'], [2], ['Stripe']],
        ['List tools', 'Owners list a tool with photos, a daily price and a deposit.', ['Listing']],
        ['Reviews', 'After the tool is back, each side rates the other.', ['Review', 'Rental'], [1]],
      ],
      integrations: [{ name: 'Stripe', purpose: 'Take rental payments, hold deposits and pay owners out' }],
      constraints: [],
      monetisation: 'A 12% fee on each rental.',
    }),
  },
  {
    kind: 'command-line tool',
    idea: 'A command-line tool that checks a folder of markdown files for broken links and reports them in CI',
    brief: make({
      productName: 'linksweep',
      summary: 'A terminal command that finds broken links in markdown files and fails the CI build when there are any.',
      platforms: ['cli'],
      roles: [{ name: 'Developer', goals: ['Catch dead links before a docs release'] }],
      entities: [
        ['LinkCheck', 'url:url, sourceFile:string, line:integer, statusCode:integer', 'belongsTo CheckRun'],
        ['CheckRun', 'startedAt:datetime, folder:string, broken:integer', 'hasMany LinkCheck'],
      ],
      features: [
        ['CI report', 'Exit with an error and print a table of broken links when run in CI.', ['CheckRun', 'LinkCheck'], [2]],
        ['Scan links', 'Read every markdown file under a folder and request each link once.', ['LinkCheck', 'CheckRun']],
      ],
      integrations: [{ name: 'GitHub', purpose: 'Annotate pull requests with the broken links found' }],
      constraints: [],
      monetisation: 'Open source; a paid hosted dashboard later.',
    }),
  },
];
