import { describe, expect, it } from 'vitest';
import { brief as briefSchema, type Brief, type BriefFeature } from '../../../../shared/schemas/brief';
import { viabilityOutput, type ViabilityOutput } from '../../../../shared/schemas/kit';
import { composeViability } from '.';

/** Briefs written for these tests: each as an engine would propose it, in words of our own. */

const feature = (n: number, name: string, description: string, entities: string[] = []): BriefFeature => ({
  id: `FEAT-${String(n).padStart(3, '0')}`,
  name,
  description,
  priority: n <= 3 ? 'must' : 'should',
  entities,
  integrations: [],
  dependsOn: [],
});

const entity = (name: string) => ({ name, fields: [{ name: 'title', type: 'string' as const }], relations: [] });

function brief(overrides: Partial<Brief>): Brief {
  return briefSchema.parse({
    language: 'en',
    productName: 'Product',
    summary: 'A product.',
    platforms: ['web'],
    roles: [{ name: 'user', goals: ['Use it'] }],
    entities: [],
    features: [feature(1, 'Use it', 'Use the product.')],
    integrations: [],
    constraints: [],
    monetisation: 'A monthly subscription per account.',
    assumptions: [],
    openQuestions: [],
    ...overrides,
  });
}

/** Home visits logged by a field worker for the people they visit: the same product in two trades. */
function visitLog(trade: { product: string; worker: string; visited: string; record: string; what: string }, extra: Partial<Brief> = {}) {
  return brief({
    productName: trade.product,
    summary: `${trade.product} lets ${trade.worker}s plan their rounds, log each visit to a ${trade.visited} and keep ${trade.what} between visits.`,
    roles: [
      { name: trade.worker, goals: ['Plan the day’s rounds'] },
      { name: 'office manager', goals: ['See every visit'] },
    ],
    entities: [entity('Visit'), entity(trade.record), entity('Round')],
    features: [
      feature(1, 'Plan rounds', 'Order the day’s visits on a route.', ['Round', 'Visit']),
      feature(2, 'Log a visit', `Record what was done at each ${trade.visited}’s home.`, ['Visit']),
      feature(3, `Keep ${trade.what}`, `Write ${trade.what} the next worker reads.`, [trade.record]),
      feature(4, 'Weekly report', 'A summary of visits for the office.', ['Visit']),
    ],
    monetisation: 'A monthly subscription per worker.',
    ...extra,
  });
}

const nursing = { product: 'CareRound', worker: 'visiting nurse', visited: 'patient', record: 'CareNote', what: 'medication and wound-care notes' };
const cleaning = { product: 'ShineRound', worker: 'house cleaner', visited: 'household', record: 'JobNote', what: 'notes on each home' };

/** The score is the base plus the points every strength and risk shows: nothing moves it unseen. */
function shownPoints(result: ViabilityOutput): number {
  return [...result.strengths, ...result.risks].reduce((sum, line) => {
    const match = /\(([+−])(\d+)\)$/.exec(line);
    if (!match) return sum;
    return sum + (match[1] === '+' ? 1 : -1) * Number(match[2]);
  }, 0);
}

const allRisks = (result: ViabilityOutput) => result.risks.join('\n');

describe('the offline viability, from the brief', () => {
  it('charges a regulated domain its cost: HIPAA is named with BAAs and audits, and scores below the same product unregulated', () => {
    const regulated = composeViability(
      visitLog(nursing, { constraints: [{ kind: 'compliance', name: 'HIPAA', text: 'Visit notes are protected health information.' }] }),
    );
    const plain = composeViability(visitLog(cleaning));
    expect(allRisks(regulated)).toMatch(/HIPAA: .*BAA/);
    expect(allRisks(regulated)).toMatch(/audit logs/);
    expect(allRisks(plain)).not.toMatch(/HIPAA|GDPR|regulation/);
    expect(regulated.score).toBeLessThan(plain.score - 5);
  });

  it('names the regulation health data falls under even when the brief names none', () => {
    const unnamed = composeViability(visitLog(nursing));
    expect(allRisks(unnamed)).toMatch(/Health data, but the brief names no regulation: HIPAA/);
    expect(unnamed.score).toBeLessThan(composeViability(visitLog(cleaning)).score);
  });

  it('counts GDPR over children’s data as more work than GDPR over ordinary accounts', () => {
    const gdpr = { kind: 'privacy' as const, name: 'GDPR', text: 'Members in the EU.' };
    const club = (who: string, summary: string) =>
      composeViability(
        brief({
          productName: 'ClubTrack',
          summary,
          roles: [{ name: 'coach', goals: ['Mark attendance'] }, { name: who, goals: ['See the schedule'] }],
          entities: [entity('Session'), entity('Attendance')],
          features: [
            feature(1, 'Sessions', 'Plan training sessions.', ['Session']),
            feature(2, 'Attendance', 'Mark who came.', ['Attendance']),
            feature(3, 'Schedule', 'See the next sessions.', ['Session']),
          ],
          constraints: [gdpr],
        }),
      );
    const adults = club('rower', 'ClubTrack keeps a rowing club’s sessions and attendance for its adult rowers.');
    const children = club('parent', 'ClubTrack keeps a junior football club’s sessions and the attendance of the children who train there.');
    expect(allRisks(children)).toMatch(/GDPR over children’s data: a data-protection impact assessment/);
    expect(allRisks(adults)).toMatch(/GDPR: consent records/);
    expect(children.score).toBeLessThan(adults.score);
  });

  it.each([
    ['a checklist of household to-dos', 'Listwise lets flatmates share one checklist of household to-dos and tick them off.', ['Todoist', 'Microsoft To Do', 'TickTick']],
    ['ride-sharing', 'Hoplift: commuters request a ride across the city and nearby drivers pick them up.', ['Uber', 'Bolt']],
    ['food delivery', 'Forkful brings takeaway food delivery from neighbourhood restaurants to office workers.', ['DoorDash', 'Uber Eats']],
    ['note-taking', 'Inkwell is a notes app where researchers keep linked notes and a daily journal.', ['Notion', 'Evernote']],
    ['telehealth', 'Clearcall offers telehealth video visits between patients and dermatologists.', ['Teladoc']],
  ])('names the real competitors of %s', (_, summary, competitors) => {
    const result = composeViability(
      brief({
        productName: summary.split(/[ :]/)[0]!,
        summary,
        roles: [{ name: 'member', goals: ['Use it every day'] }],
        entities: [entity('Item'), entity('Place')],
        features: [feature(1, 'Start', summary), feature(2, 'Browse', 'See what is there.'), feature(3, 'Share', 'Share it.')],
      }),
    );
    expect(result.competition).toEqual(expect.arrayContaining(competitors));
    expect(allRisks(result)).toContain(competitors[0]);
  });

  it('says why a crowded category is crowded, and credits a brief that says what sets it apart', () => {
    const list = (summary: string) =>
      composeViability(
        brief({
          productName: 'Listwise',
          summary,
          roles: [{ name: 'flatmate', goals: ['Share chores'] }],
          entities: [entity('Chore'), entity('Flat')],
          features: [feature(1, 'Chore list', 'Add chores.'), feature(2, 'Rota', 'Rotate chores weekly.'), feature(3, 'Nudges', 'Remind whose turn it is.')],
        }),
      );
    const plain = list('Listwise: a to-do list for flatmates’ chores.');
    const edged = list('Listwise: a to-do list for flatmates’ chores, unlike shared lists it rotates the chores fairly every week.');
    expect(allRisks(plain)).toMatch(/crowded category: .*Todoist.*nothing in the brief says why people would switch/);
    expect(edged.strengths.join('\n')).toMatch(/sets it apart: “.*unlike shared lists it rotates the chores fairly every week”/);
    expect(edged.score).toBeGreaterThan(plain.score);
  });

  it('credits a stated difference outside any known category too', () => {
    const plain = composeViability(visitLog(cleaning));
    const edged = composeViability(
      visitLog(cleaning, { summary: 'ShineRound plans cleaners’ rounds; unlike paper job sheets it keeps each home’s key codes and pet notes for the next cleaner.' }),
    );
    expect(edged.strengths.join('\n')).toMatch(/sets it apart: “unlike paper job sheets .*” \(\+4\)/);
    expect(edged.score).toBe(plain.score + 4);
  });

  it('names the cold start of a two-sided marketplace and a way to seed one side', () => {
    const result = composeViability(
      brief({
        productName: 'Shutterly',
        summary: 'Shutterly: clients book a local photographer for an event; we keep 15% of each booking.',
        roles: [{ name: 'photographer', goals: ['Get booked'] }, { name: 'client', goals: ['Book a photographer'] }],
        entities: [entity('Shoot'), entity('Portfolio')],
        features: [feature(1, 'Portfolios', 'Photographers show their work.'), feature(2, 'Book a shoot', 'Clients book and pay.'), feature(3, 'Reviews', 'Clients rate the shoot.')],
        monetisation: 'A 15% commission on every booking.',
      }),
    );
    expect(allRisks(result)).toMatch(/cold start: clients will not come until there are photographers.*chicken-and-egg/);
    expect(allRisks(result)).toMatch(/Seed one side first: sign up the first photographers by hand/);
    expect(result.verdict).toMatch(/seed photographers/);
  });

  it('prefers the specific market of a marketplace to the general one, and knows its two sides when the brief names neither', () => {
    const result = composeViability(
      brief({
        productName: 'Wheelshare',
        summary: 'Wheelshare is a peer-to-peer marketplace to rent cars from people nearby for a weekend away.',
        entities: [entity('Car'), entity('Rental')],
        features: [feature(1, 'List a car', 'Put a car up for rent.'), feature(2, 'Rent a car', 'Book and pay.'), feature(3, 'Handover', 'Check the car in and out.')],
      }),
    );
    expect(result.competition).toContain('Turo');
    expect(result.competition).not.toContain('Etsy');
    expect(allRisks(result)).toMatch(/renters will not come until there are car owners/);
  });

  it('does not call a tool for one side serving its own customers a marketplace', () => {
    const result = composeViability(
      brief({
        productName: 'Proofbox',
        summary: 'Proofbox lets photographers upload finished galleries and send them to their clients for proofing.',
        roles: [{ name: 'photographer', goals: ['Deliver galleries'] }, { name: 'client', goals: ['Pick favourite photos'] }],
        entities: [entity('Gallery'), entity('Photo')],
        features: [feature(1, 'Galleries', 'Upload a gallery.'), feature(2, 'Proofing', 'Clients pick photos.'), feature(3, 'Downloads', 'Clients download.')],
      }),
    );
    expect(allRisks(result)).not.toMatch(/cold start|chicken/);
  });

  it('scores a tiny generic idea low, praises nothing, and says what to sharpen', () => {
    const result = composeViability(
      brief({
        productName: 'ThingKeeper',
        summary: 'ThingKeeper: an app to keep things.',
        entities: [entity('Thing')],
        features: [feature(1, 'Manage things', 'Create, view, update and archive things.', ['Thing'])],
        monetisation: 'A monthly subscription (assumed)',
        assumptions: ['No business model was named: a monthly subscription is assumed.'],
      }),
    );
    expect(result.score).toBeLessThan(40);
    expect(result.verdict).toMatch(/^Sharpen it before building/);
    expect(result.strengths.some((line) => /\(\+\d+\)$/.test(line))).toBe(false);
    expect(allRisks(result)).toMatch(/tiny, generic idea/);
    expect(allRisks(result)).toMatch(/No user is named/);
    expect(allRisks(result)).toMatch(/No business model is stated/);
  });

  it('scores a focused, paid, regulated-free product for a named audience well above a generic one', () => {
    const focused = composeViability(visitLog(cleaning, { integrations: [{ name: 'Google Maps', purpose: 'Route the rounds' }] }));
    const generic = composeViability(brief({ entities: [entity('Thing')], features: [feature(1, 'Manage things', 'Things.')] }));
    expect(focused.score).toBeGreaterThanOrEqual(60);
    expect(focused.score).toBeGreaterThan(generic.score + 25);
    expect(focused.strengths.join('\n')).toMatch(/Named users: house cleaners and office managers \(\+6\)/);
    expect(focused.strengths.join('\n')).toMatch(/A business model: a monthly subscription per worker \(\+8\)/);
  });

  it('shows every point that moved the score, and is deterministic and valid', () => {
    const briefs = [visitLog(nursing), visitLog(cleaning), brief({}), visitLog(nursing, { constraints: [{ kind: 'compliance', name: 'HIPAA', text: 'PHI.' }] })];
    for (const b of briefs) {
      const result = composeViability(b);
      expect(viabilityOutput.safeParse(result).success).toBe(true);
      expect(result.score).toBe(Math.max(3, Math.min(95, 50 + shownPoints(result))));
      expect(composeViability(structuredClone(b))).toEqual(result);
    }
  });
});
