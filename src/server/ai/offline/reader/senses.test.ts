import { describe, expect, it } from 'vitest';
import { brief as briefSchema, type Brief } from '../../../../shared/schemas/brief';
import { readIdea } from './index';
import { wordsOf } from './words';

/**
 * Reading unseen ideas by the sense of their words: what names a platform, an idiom or a format is
 * never a thing; a catalogue word takes the fields of the idea's domain; people are read in
 * irregular plurals; relations and roles follow what the idea says. Ideas of our own.
 */

function brief(idea: string): Brief {
  const result = readIdea(idea);
  if (result.kind !== 'brief') throw new Error(`expected a brief for ${idea}`);
  return briefSchema.parse(result.brief);
}
const names = (b: Brief) => b.entities.map((e) => e.name);
const entity = (b: Brief, name: string) => b.entities.find((e) => e.name === name);
const fieldsOf = (b: Brief, name: string) => entity(b, name)?.fields.map((f) => f.name) ?? [];
const belongsTo = (b: Brief, name: string) => (entity(b, name)?.relations ?? []).filter((r) => r.kind === 'belongsTo').map((r) => r.entity);

describe('platforms, idioms and file formats are never things', () => {
  it('keeps platform, operating system and store names out of integrations and features', () => {
    const b = brief('A step-count duel game on Android and the Apple Watch, with results synced to Strava.');
    const services = b.integrations.map((i) => i.name);
    expect(services).toContain('Strava');
    for (const platform of ['Android', 'Apple Watch']) expect(services).not.toContain(platform);
    expect(b.features.map((f) => f.name).join(' ')).not.toMatch(/Android|Apple Watch/);
    expect(b.platforms).toEqual(expect.arrayContaining(['android', 'ios']));
  });

  it('reads a menu bar app as a desktop app and Excel as a file format', () => {
    const b = brief('A menu bar app for Mac that logs focus time per client and exports invoices to Excel.');
    for (const word of ['Bar', 'Menu', 'Excel']) expect(names(b)).not.toContain(word);
    expect(b.integrations.map((i) => i.name)).not.toContain('Excel');
    expect(b.platforms).toContain('desktop');
  });

  it('reads an acronym with digits as a kind of business, not a service', () => {
    expect(brief('A B2B portal for florists to buy stems wholesale.').integrations.map((i) => i.name)).not.toContain('B2B');
  });

  it('reads tablets as the mobile platforms, not as a thing', () => {
    const b = brief('A colouring game for kids on tablets, with stickers to collect.');
    expect(names(b)).not.toContain('Tablet');
    expect(b.platforms).toEqual(expect.arrayContaining(['ios', 'android']));
  });

  it('reads set phrases as phrases: no entity from "in touch with", "on top of" or "in charge of"', () => {
    const b = brief('A CRM that keeps florists in touch with brides and on top of every order, with volunteers in charge of deliveries.');
    for (const word of ['Touch', 'Top', 'Charge', 'Line']) expect(names(b)).not.toContain(word);
    expect(names(b)).toEqual(expect.arrayContaining(['Florist', 'Bride', 'Volunteer']));
    expect(belongsTo(b, 'Florist')).not.toContain('Bride');
    expect(names(brief('Lab results stored in line with GDPR for small clinics'))).not.toContain('Line');
  });

  it('makes a format a property of the document next to it, and a document when used alone', () => {
    const b = brief('An API that turns bank statements in PDF into XLSX sheets for auditors.');
    for (const format of ['Pdf', 'Xlsx']) expect(names(b)).not.toContain(format);
    const statement = b.entities.find((e) => e.name.endsWith('Statement'));
    expect(statement?.fields.map((f) => f.name)).toEqual(expect.arrayContaining(['fileUrl', 'format']));
    const upload = brief('Lawyers upload PDFs and get a summary of each clause.');
    expect(names(upload)).toContain('Document');
    expect(names(upload)).not.toContain('Pdf');
  });
});

describe('irregular plurals come from the library', () => {
  it('singularises -men, -people and children, and reads them as people', () => {
    expect(wordsOf('firemen and craftspeople with their children', 'en').map((w) => w.lemma)).toEqual(
      expect.arrayContaining(['fireman', 'craftsperson', 'child']),
    );
    const b = brief('A rota app where firemen swap shifts and salespeople log visits.');
    expect(names(b)).toEqual(expect.arrayContaining(['Fireman', 'Salesperson']));
    expect(b.roles.map((r) => r.name)).toEqual(expect.arrayContaining(['fireman', 'salesperson']));
    expect(names(b)).not.toContain('SalespeopleLog');
  });
});

describe('a catalogue word takes the fields of the idea’s domain', () => {
  it('reads coins in a game as its currency, and in finance as a holding', () => {
    const game = brief('A card battle game where players win gems in ranked duels.');
    expect(fieldsOf(game, 'Gem')).toEqual(expect.arrayContaining(['amount', 'reason']));
    expect(fieldsOf(game, 'Gem')).not.toContain('costBasis');
    expect(belongsTo(game, 'Gem')).toContain('Player');
    expect(fieldsOf(game, 'Player')).toContain('gemBalance');
    const crypto = brief('A tracker of crypto coins with price alerts for investors.');
    expect(crypto.entities.find((e) => e.name.endsWith('Coin'))?.fields.map((f) => f.name)).toContain('symbol');
  });

  it('reads a plan as a price plan only where plans are sold', () => {
    const rehab = brief('A clinic app where physiotherapists assign rehab plans to patients.');
    const plan = rehab.entities.find((e) => e.name.endsWith('Plan'));
    expect(plan?.fields.map((f) => f.name)).not.toContain('renewsOn');
    expect(plan && belongsTo(rehab, plan.name)).toContain('Patient');
    // "a free tier and paid plans": two words for the one price plan, one record.
    const saas = brief('A SaaS for bakeries with a free tier and paid plans.');
    const pricePlans = saas.entities.filter((e) => e.fields.some((f) => f.name === 'renewsOn'));
    expect(pricePlans.map((e) => e.name)).toEqual(['Tier']);
  });

  it('reads a job as repair work where tradespeople are hired, and as a vacancy on a job board', () => {
    const repairs = brief('Homeowners post jobs and roofers send quotes.');
    expect(fieldsOf(repairs, 'Job')).toEqual(expect.arrayContaining(['address', 'status']));
    expect(fieldsOf(repairs, 'Job')).not.toContain('salary');
    const board = brief('A job board where employers post jobs and candidates apply with a CV.');
    expect(fieldsOf(board, 'Job')).toContain('salary');
  });

  it('reads a note on a patient as a clinical note, and quiz questions as content', () => {
    const therapy = brief('Counsellors run online sessions with clients and write session notes.');
    expect(fieldsOf(therapy, 'SessionNote')).toContain('body');
    expect(fieldsOf(therapy, 'SessionNote')).not.toContain('publishedAt');
    const quiz = brief('A pub quiz app where teams answer questions in timed rounds.');
    expect(fieldsOf(quiz, 'Question')).toEqual(expect.arrayContaining(['options', 'correctAnswer']));
  });
});

describe('entities, roles and relations the idea states', () => {
  it('invents no marketplace listings or orders when the idea names its own things', () => {
    const b = brief('A marketplace where parents hire babysitters for evenings, with bookings and reviews.');
    for (const invented of ['Listing', 'Order']) expect(names(b)).not.toContain(invented);
    expect(b.roles.map((r) => r.name)).toEqual(expect.arrayContaining(['parent', 'babysitter']));
  });

  it('gives an internal tool staff roles, with the hours worked kept per site', () => {
    const b = brief('An internal tool for a 30-person moving company to plan crews and log hours worked per job site.');
    const roles = b.roles.map((r) => r.name);
    expect(roles).toEqual(expect.arrayContaining(['manager', 'crew member']));
    expect(names(b)).toEqual(expect.arrayContaining(['TimeEntry', 'Shift']));
    expect(belongsTo(b, 'TimeEntry')).toContain('JobSite');
  });

  it('keeps the record a capability implies unless its own phrase names one', () => {
    const b = brief('Coaches send weekly training plans and chat with their athletes.');
    expect(names(b)).toContain('Message');
  });

  it('reads a Russian internal tool the same way: crews are teams, clients are no users', () => {
    const b = brief('Внутренняя система для службы уборки: бригады по сменам, отработанные часы по адресам клиентов.');
    const roles = b.roles.map((r) => r.name);
    expect(roles).toContain('менеджер');
    expect(roles).not.toContain('клиент');
    expect(names(b)).toContain('TimeEntry');
  });

  it('never makes a report belong to what it reports on', () => {
    const b = brief('Freelancers send invoices and get a monthly report of overdue invoices.');
    expect(belongsTo(b, 'Report')).not.toContain('Invoice');
  });

  it('reads a verb after "that" as a verb, a known company as a brand and a trade as a person', () => {
    expect(names(brief('A browser plugin that highlights broken links on news sites.'))).not.toContain('Highlight');
    expect(brief('A dashboard that imports trades from Coinbase for tax season.').integrations.map((i) => i.name)).toContain('Coinbase');
    expect(names(brief('A pantry app for cafes that warns staff when beans run low.'))).not.toContain('Run');
    const speech = brief('Scheduling for speech therapists and their young patients.');
    expect(speech.integrations.map((i) => i.name)).not.toContain('Speech recognition');
  });

  it('names a compound by its head: a customer garden is a garden the customer owns', () => {
    const b = brief('Gardeners log visits to customer gardens.');
    expect(fieldsOf(b, 'CustomerGarden')).not.toContain('email');
    expect(names(b)).toContain('Customer');
  });
});
