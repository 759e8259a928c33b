import { describe, expect, it } from 'vitest';
import { brief as briefSchema, type Brief } from '../../../../shared/schemas/brief';
import { readIdea } from './index';

/** Features are what the idea says people do with each thing, on ideas of our own. */

function briefOf(idea: string): Brief {
  const result = readIdea(idea);
  if (result.kind !== 'brief') throw new Error(`expected a brief, got ${result.kind}`);
  return briefSchema.parse(result.brief);
}
const featureNames = (b: Brief) => b.features.map((f) => f.name);
const feature = (b: Brief, name: string) => b.features.find((f) => f.name === name);
const goals = (b: Brief, role: string) => b.roles.find((r) => r.name === role)?.goals ?? [];
const generic = /^Manage |^Учёт |Create, view, update and archive|Создание, просмотр, изменение/;

describe("features are named by the idea's verb phrases", () => {
  const game = briefOf('An Android and iPhone word game where puzzlers collect gems, climb a worldwide ranking and unlock bonus levels.');

  it('names each thing by what people do with it, in their words', () => {
    expect(featureNames(game)).toEqual(expect.arrayContaining(['Collect gems', 'Climb a worldwide ranking']));
    for (const f of game.features) expect(`${f.name} ${f.description}`).not.toMatch(generic);
  });

  it('says who does it and what is kept, from the relations', () => {
    expect(feature(game, 'Collect gems')?.description).toMatch(/^Puzzlers collect gems; each gem is recorded with its amount/);
    const shifts = briefOf('Site foremen log hours worked per site and supervisors approve time-off requests.');
    expect(featureNames(shifts)).toEqual(expect.arrayContaining(['Log hours worked per site', 'Approve time-off requests']));
    expect(feature(shifts, 'Approve time-off requests')?.description).toMatch(/^Supervisors approve time-off requests; .*linked to its foreman/);
  });

  it('keeps the entities, priorities and dependencies of each feature', () => {
    const collect = feature(game, 'Collect gems');
    expect(collect?.entities).toHaveLength(1);
    expect(collect?.priority).toBe('must');
    expect(collect?.id).toMatch(/^FEAT-\d{3}$/);
  });

  it('reads Russian verbs in their dictionary form', () => {
    const b = briefOf('Арендаторы подают заявки на уборку, а администраторы назначают клинеров.');
    expect(featureNames(b)).toContain('Подавать заявки на уборку');
    expect(feature(b, 'Подавать заявки на уборку')?.description).toMatch(/^Арендаторы могут подавать заявки на уборку/);
    for (const f of b.features) expect(`${f.name} ${f.description}`).not.toMatch(generic);
  });

  it('gives one phrase to the thing the verb acts on, not to every thing in it', () => {
    const b = briefOf('Жильцы подают заявки на ремонт, а управляющая компания выставляет счета.');
    expect(featureNames(b).filter((name) => name === 'Подавать заявки на ремонт')).toHaveLength(1);
  });

  it('names no feature by a verb without an object, a pronoun or a noun repeated as its verb', () => {
    const b = briefOf('A marketplace where cat sitters offer home stays and cat owners book and pay for them in the app, chat and leave reviews.');
    const names = featureNames(b);
    expect(names).toEqual(expect.arrayContaining(['Offer home stays', 'Leave reviews', 'Pay in the app']));
    for (const name of names) expect(name).not.toMatch(/\b(and|them)$|^Book bookings$/);
  });

  it('reads a participle before a noun and a clause after a verb as no action', () => {
    const b = briefOf('Owners hire approved babysitters and pay once the evening is over.');
    for (const name of featureNames(b)) expect(name).not.toMatch(/^Approve|once/);
    expect(featureNames(b)).toContain('Make payments');
  });

  it('does not read a list of things as actions', () => {
    const b = briefOf('Inventory tool for a bike shop: spare parts, suppliers, purchase orders.');
    expect(featureNames(b)).not.toContain('Purchase orders');
  });
});

describe('role goals come from the same phrases', () => {
  it('gives each person the actions the idea says they do', () => {
    const b = briefOf('Site foremen log hours worked per site and supervisors approve time-off requests.');
    expect(goals(b, 'foreman')).toEqual(['Log hours worked per site']);
    expect(goals(b, 'supervisor')).toEqual(['Approve time-off requests']);
    const game = briefOf('An Android and iPhone word game where puzzlers collect gems, climb a worldwide ranking and unlock bonus levels.');
    expect(goals(game, 'puzzler')).toEqual(expect.arrayContaining(['Collect gems', 'Climb a worldwide ranking']));
  });

  it('writes Russian goals with the verb in its dictionary form and no "в одном месте"', () => {
    const b = briefOf('Ученики сдают домашние задания и получают оценки.');
    expect(goals(b, 'ученик')).toEqual(expect.arrayContaining(['Сдавать домашние задания', 'Получать оценки']));
    expect(b.roles.flatMap((r) => r.goals).join(' ')).not.toMatch(/в одном месте/);
  });

  it('gives a person the idea names without a verb what is done with the records, not another person’s actions', () => {
    const b = briefOf('A tool where freelancers track expenses and send monthly reports to their accountant.');
    expect(goals(b, 'freelancer')).toEqual(expect.arrayContaining(['Track expenses']));
    const accountant = goals(b, 'accountant');
    expect(accountant.length).toBeGreaterThan(0);
    expect(accountant.join(' ')).not.toMatch(/in one place/);
  });
});

describe('things named without a verb get what is done with such a record', () => {
  it('books appointments, writes reviews and sends invoices', () => {
    const b = briefOf('A portal for a vet practice with appointments, reviews and invoices.');
    expect(featureNames(b)).toEqual(expect.arrayContaining(['Book appointments', 'Write reviews', 'Send invoices']));
    // The idea does not say who books: the owner of the record is no safe guess.
    expect(feature(b, 'Book appointments')?.description).toMatch(/^Users book appointments/);
  });

  it('puts a Russian thing in the accusative after the verb', () => {
    const b = briefOf('Электронный дневник для школы: домашние задания и оценки.');
    expect(featureNames(b)).toContain('Сдавать домашние задания');
  });

  it('keeps "Manage" for records an administrator maintains', () => {
    const b = briefOf('A workshop tool for a bike repair shop: spare parts and equipment.');
    expect(featureNames(b)).toEqual(expect.arrayContaining(['Manage parts', 'Manage equipment']));
  });

  it('falls back by kind for things the catalogue does not know', () => {
    const b = briefOf('A hive journal for beekeepers.');
    expect(featureNames(b)).toContain('Keep track of hive journals');
  });
});

describe('money and notices read as the idea says them', () => {
  it('keeps "get paid" with the one who is paid, never turning it into their paying', () => {
    const b = briefOf('A web app where violin teachers plan lessons and get paid by card');
    expect(featureNames(b)).toContain('Get paid by card');
    expect(feature(b, 'Get paid by card')?.description).toMatch(/^Teachers get paid by card;/);
    expect(goals(b, 'teacher')).not.toContain('Pay by card');
    const sellers = briefOf('A marketplace where potters sell bowls to collectors and get paid through Stripe');
    expect(goals(sellers, 'potter')).toContain('Get paid through Stripe');
    expect(featureNames(sellers)).not.toContain('Pay through Stripe');
    // Being paid needs no object: only how or when the money comes.
    const weekly = briefOf('A site where dog trainers sell courses and get paid weekly');
    expect(goals(weekly, 'trainer')).toContain('Get paid weekly');
    const after = briefOf('A marketplace for mural painters where clients book walls and painters get paid after the job');
    expect(feature(after, 'Get paid')?.description).toMatch(/^Painters get paid;/);
  });

  it('names reminders in the idea’s words, with the condition that sets them off', () => {
    const b = briefOf('An app for pond keepers to log fish and get reminders when the filter needs rinsing');
    expect(featureNames(b)).toContain('Get reminders when the filter needs rinsing');
    expect(featureNames(b).join(' | ')).not.toMatch(/reminder items/);
    const alerts = briefOf('A dashboard for pharmacies to count stock and get alerts when a medicine runs low');
    expect(featureNames(alerts)).toContain('Get alerts when a medicine runs low');
  });
});

describe('the goals of people the idea names only as others’ objects', () => {
  it('are never a capability’s noun ("Sharing"): the payer of a "get paid" pays', () => {
    const b = briefOf('A web app where guitar teachers plan lessons, share tabs with pupils and get paid online');
    expect(goals(b, 'pupil')).not.toContain('Sharing');
    expect(goals(b, 'pupil')).toContain('Make payments');
  });
});

describe('verbs the tagger reads as nouns, by where they stand', () => {
  it('reads a bare word opening a list item before a gerund or a "when" clause as its verb, never a record', () => {
    const b = briefOf('An app for orchid growers to log repottings, track misting and see when each orchid last bloomed');
    expect(b.entities.map((e) => e.name)).not.toContain('Song');
    expect(featureNames(b).join(' | ')).not.toMatch(/tracks/i);
  });

  it('reads a plural opening a "when" clause as its subject', () => {
    const b = briefOf('An app for allotment holders to log sowings and get reminders when plants need water');
    expect(featureNames(b)).toContain('Get reminders when plants need water');
    expect(featureNames(b)).not.toContain('Plant need water');
  });
});
