import { describe, expect, it } from 'vitest';
import type { Brief } from '../../../../shared/schemas/brief';
import { briefOf as brief } from '../../../../../tests/support/brief-fixtures';

/** Ideas written for these tests: words that look like records but say what people do, where or when. */
const entities = (b: Brief) => b.entities.map((e) => e.name);
const names = (b: Brief) => b.features.map((f) => f.name);

describe('an -ing word acting on something', () => {
  it('is an action in a list after "by", never a record of its own', () => {
    const b = brief('A phone game where kids practise fractions by slicing pizzas, earning coins and unlocking new worlds.');
    expect(entities(b)).not.toContain('Earning');
    expect(entities(b)).toEqual(expect.arrayContaining(['Coin']));
  });

  it('names its feature by the verb, as feature names do', () => {
    const b = brief('A game where knights explore castles, collecting shields and fighting dragons');
    expect(names(b).filter((name) => /^\p{Lu}\p{Ll}+ing /u.test(name))).toEqual([]);
    expect(names(b)).toContain('Fight dragons');
  });

  it('stays a noun in a plain list of things', () => {
    expect(entities(brief('A CRM with contacts, booking requests and invoices'))).toContain('BookingRequest');
  });
});

describe('where and when', () => {
  it('is no record: an unknown noun after "at" or a preposition of time', () => {
    const b = brief('An app where market traders log sales at the stall and see weekly totals');
    expect(entities(b)).not.toContain('Stall');
    expect(entities(b)).toContain('Sale');
    expect(entities(brief('A journal where patients note their questions before appointments with a therapist'))).not.toContain('ItemBefore');
  });
});

describe('a record named by two verbs', () => {
  it('takes the phrase no other record’s feature takes', () => {
    const b = brief('A site where clubs host gigs, fans buy tickets by card, and volunteers scan tickets at the entrance.');
    expect(b.features.find((f) => f.entities[0] === 'Payment')?.name).toBe('Buy tickets by card');
    expect(b.features.find((f) => f.entities[0] === 'Ticket')?.name).toBe('Scan tickets at the entrance');
  });
});

describe('a state and a service', () => {
  it('reads a word after a verb of becoming as a state, not a person', () => {
    const b = brief('An app for cheesemakers that reads cellar humidity from a sensor and warns when a wheel gets drier fast');
    expect(entities(b)).not.toContain('Drier');
    expect(b.roles.map((r) => r.name)).not.toContain('drier');
  });

  it('reads a name with a capital after a small letter as a service', () => {
    const b = brief('A notes app for Mac that keeps notebooks and backs them up to iCloud.');
    expect(b.integrations.map((i) => i.name)).toContain('iCloud');
    expect(entities(b)).not.toContain('Icloud');
  });
});

describe('a plural closing the second object after "and"', () => {
  it('is that object’s head, not a verb, so the compound is one record', () => {
    const potters = brief('A notebook for potters to log kiln firings and glaze tests');
    expect(entities(potters)).toContain('GlazeTest');
    expect(names(potters)).toContain('Log glaze tests');
    const gardens = brief('An app for gardeners to record seed sowings and tomato harvests');
    expect(entities(gardens)).toContain('TomatoHarvest');
    expect(entities(gardens)).not.toContain('Tomato');
  });
});

describe('a catalogue noun right before the noun closing its phrase', () => {
  it('says which kind of that thing it is, not a record of its own', () => {
    const tents = brief('A site for hiring party tents from local rental shops');
    expect(entities(tents)).toContain('PartyTent');
    expect(entities(tents)).not.toContain('Party');
    // A catalogue noun after it keeps its name with it ("video courses" are the courses, named so).
    const courses = brief('A platform where chefs sell video courses and recipe books');
    expect(entities(courses)).not.toContain('Video');
    expect(entities(courses)).toContain('VideoCourse');
  });

  it('stays a record when the head is a record about it, a person or a place', () => {
    expect(entities(brief('An app where vets log dog vaccinations and cat weigh-ins'))).toContain('Dog');
    expect(entities(brief('A tutoring app where mentors give feedback on homework reviews and project checks'))).toContain('Homework');
  });
});

describe('verbs and nouns the tagger swapped', () => {
  it('a word right after a preposition and before a noun is its modifier ("during work hours")', () => {
    const b = brief('A browser add-on that hides social feeds during work hours and shows how much time I gained each week');
    expect(names(b)).toContain('Hide social feeds during work hours');
    expect(b.features.find((feature) => feature.capability?.id === 'analytics')?.name).toBe('Show how much time I gained each week');
  });

  it('after "and", a bare verb and its plural object are the verb and the object ("and ask questions")', () => {
    const b = brief('An app where gardeners photograph their seedlings and ask questions about them');
    expect(names(b)).toContain('Ask questions');
    expect(entities(b)).not.toContain('AskQuestion');
  });

  it('after "and", an -s word before "the" is the verb, even one the dictionary knows only as a noun', () => {
    const b = brief('A kitchen gadget that weighs flour over Bluetooth and waters the sourdough starter every morning');
    expect(names(b)).toContain('Water the sourdough starter every morning');
    expect(entities(b)).not.toContain('Water');
  });
});

describe('words that are no record', () => {
  it('a day of the week, "minus" and "aloud" say when, how much or how', () => {
    const trainers = entities(brief('A marketplace where dog owners book trainers for Saturday sessions and trainers get paid minus a 10% fee'));
    expect(trainers).toContain('Session');
    expect(trainers).not.toContain('SaturdaySession');
    expect(trainers).not.toContain('Minus');
    const poems = entities(brief('An app where children read poems aloud and get stars'));
    expect(poems).toContain('Poem');
    expect(poems).not.toContain('PoemsAloud');
    expect(entities(brief('Приложение для рынка: фермеры привозят заказы в пункт выдачи по субботам'))).not.toContain('Subbota');
  });

  it('a reminder said a day before a visit is a notification, in Russian', () => {
    const b = brief('Бот для стоматологии: пациенты выбирают время, бот напоминает за день до приёма');
    expect(b.features.some((feature) => feature.capability?.id === 'notify')).toBe(true);
  });
});

describe('a Russian genitive saying which kind of place', () => {
  it('is part of the place, not a record; the place the product is for is set up once', () => {
    const dance = brief('Сервис для школы танцев: ученики покупают абонементы, тренеры отмечают посещаемость');
    expect(entities(dance)).not.toContain('Tanets');
    expect(names(dance)).toContain('Настроить школу');
    expect(entities(brief('Бот для салона красоты: клиенты выбирают мастера и время'))).not.toContain('Krasota');
    // A genitive that is a record stays one («история поездок»).
    expect(entities(brief('Приложение для велопроката: клиенты видят историю поездок'))).toContain('Trip');
  });

  it('an adjective the dictionary reads as a noun («малого») qualifies the noun after it', () => {
    expect(entities(brief('Сервис для малого бизнеса: каждую ночь сверяет платежи со счетами')).some((name) => /^Mal/.test(name))).toBe(false);
    expect(entities(brief('Сервис учёта рабочего времени для кафе: сотрудники отмечают смены'))).not.toContain('Worker');
  });
});

