import { describe, expect, it } from 'vitest';
import type { Brief } from '../../../../shared/schemas/brief';
import { briefOf as brief } from '../../../../../tests/support/brief-fixtures';

/** Ideas written for these tests: who gets a profile, which words are one record, what says how money is made. */
const names = (b: Brief) => b.features.map((f) => f.name);
const entities = (b: Brief) => b.entities.map((e) => e.name);

describe('a person who belongs to another', () => {
  it('is that person’s record to add, in both languages', () => {
    const b = brief("An app where parents log their kids' vaccinations and doctor visits");
    const kids = b.features.find((f) => f.entities[0] === 'Kid');
    expect(kids?.name).toBe('Add kids');
    expect(kids?.description).toBe('Parents add their kids and keep their details up to date.');
    expect(b.roles.find((r) => r.name === 'parent')?.goals).toContain('Add kids');
    const ru = brief('Приложение, где родители детей записывают прививки и визиты к врачу');
    expect(ru.features.find((f) => f.entities[0] === 'Child')?.name).toBe('Добавлять детей');
  });

  it('keeps a profile when others choose them, and when the idea speaks of profiles', () => {
    expect(names(brief('A site where pet owners book vetted cat sitters for weekends'))).toContain('Sitter profiles');
    expect(names(brief("An app where parents keep profiles of their kids' vaccinations and doctor visits"))).not.toContain('Add kids');
  });
});

describe('a person who only uses the product', () => {
  it('shares one account feature with the other people who only use it, in both languages', () => {
    const b = brief("An app where dog owners track their dog's walks with live GPS and share the route with the walker's family");
    expect(names(b)).not.toContain('Dog owner profiles');
    const accounts = b.features.find((f) => f.name === 'Sign up and sign in');
    expect(accounts?.entities).toContain('DogOwner');
    expect(accounts?.description).toBe('Dog owners sign up, sign in and keep their own profile.');
    expect(entities(b)).toContain('DogOwner');
    const ru = brief('Приложение, где бегуны записывают пробежки, а тренеры ставят им цели на месяц и смотрят их прогресс');
    expect(names(ru).some((name) => /^Профили/.test(name))).toBe(false);
    expect(ru.features[0]).toMatchObject({ name: 'Регистрация и вход', entities: ['Runner', 'Trainer'] });
  });

  it('merges the users’ profiles into one sign-in feature, unless the idea works without a server', () => {
    const online = brief('An app where tutors plan lessons and parents see their kids homework');
    expect(online.features[0]).toMatchObject({ name: 'Sign up and sign in', entities: ['Tutor', 'Parent'] });
    expect(names(online)).toContain('Add kids');
    const offline = brief('A desktop app that works offline where tutors plan lessons and parents see their kids homework');
    expect(names(offline)).not.toContain('Sign up and sign in');
    expect(names(offline)).toEqual(expect.arrayContaining(['Tutor profiles', 'Parent profiles']));
  });

  it('keeps the only kind of user’s profile: no one may sign in at all', () => {
    expect(names(brief('An app where cyclists record their rides, plan routes and compare weekly distances with friends'))).toContain('Cyclist profiles');
  });

  it('keeps the profile of someone others book, even when they are the only person named', () => {
    expect(names(brief('Приложение для записи к массажисту онлайн с оплатой картой'))).toContain('Профили массажистов');
    expect(names(brief('A site where pet owners book vetted cat sitters for weekends'))).not.toContain('Pet owner profiles');
  });

  it('keeps the people a product is for, and their clients, as the records they are', () => {
    const tool = brief('A tool for dog trainers: clients sign up for classes and trainers note each dog’s progress.');
    expect(names(tool)).toContain('Client profiles');
    const place = brief('Software for climbing gyms where members check in, buy day passes and book belay lessons.');
    expect(names(place).some((name) => /^Member profiles$|members/i.test(name))).toBe(true);
  });

  it('keeps the profile when the idea says only one other thing', () => {
    expect(names(brief('An app where knitters share patterns'))).toEqual(['Knitter profiles', 'Share patterns']);
  });

  it('keeps the profile of people a capability names as what others act on', () => {
    const b = brief('Parents watch the school bus drivers live on a map on the way to school, and drivers log each stop.');
    expect(names(b).some((name) => /^Driver profiles$/.test(name))).toBe(true);
    expect(names(b).some((name) => /^Parent profiles$/.test(name))).toBe(false);
  });
});

describe('one record under two names', () => {
  it('reads a compound and its last word as one record', () => {
    const b = brief("An app where runners log heart rate readings and see the week's readings on a chart");
    expect(entities(b)).toContain('RateReading');
    expect(entities(b)).not.toContain('Reading');
  });

  it('keeps two compounds with the same last word apart, and the bare word with them', () => {
    const b = brief('An app to log water readings and energy readings, and compare the readings each month');
    expect(entities(b)).toEqual(expect.arrayContaining(['WaterReading', 'EnergyReading', 'Reading']));
  });

  it('reads what a figure is counted by as a unit, not a record', () => {
    expect(entities(brief('A loyalty app where members earn stamps for each haircut and swap them for a free trim'))).not.toContain('Haircut');
    expect(entities(brief('Приложение пекарни: клиенты копят баллы за каждую булочку и обменивают их на кофе'))).not.toContain('Bun');
    // A record the catalogue knows stays one: a delivery is kept whatever it is counted by.
    expect(entities(brief('An app where drivers earn points for each delivery they finish on time'))).toContain('Delivery');
  });
});

describe('named services and money', () => {
  it('reads a capitalised name before a catalogue word as one service, which sells nothing', () => {
    const b = brief('A dashboard that imports our TikTok Ads and Snapchat Ads results every morning for the marketing team');
    expect(b.integrations.map((i) => i.name)).toEqual(expect.arrayContaining(['TikTok Ads', 'Snapchat Ads']));
    expect(b.integrations.map((i) => i.name)).not.toContain('Ads');
    expect(b.monetisation).not.toMatch(/^Ads/);
    // Ads the product itself shows still make its money.
    expect(brief('A free trivia app with ads and a paid plan that removes them').monetisation).toMatch(/^Ads/);
  });

  it('reads the platform’s own cut as a commission, not a discount', () => {
    expect(brief('A site where hobbyists rent out telescopes to stargazers and we take 12% of each rental').monetisation).toMatch(/commission/i);
    expect(brief('Сервис, где мастера продают вязаные вещи, а мы оставляем себе 8% от продажи').monetisation).toMatch(/Комиссия/);
    expect(brief('A shop for vintage lamps where buyers take 10% off their first order').monetisation).not.toMatch(/commission/i);
  });

  it('takes a marketplace’s commission even when the idea names its own things', () => {
    expect(brief('A marketplace where gardeners swap and sell seedlings').monetisation).toMatch(/commission/i);
  });
});

describe('what the idea says people do', () => {
  it('is a must even for a record that is a document', () => {
    const b = brief('A tool for drama clubs to keep scripts and track rehearsal attendance');
    expect(b.features.find((f) => f.entities.includes('Attendance'))?.priority).toBe('must');
  });
});
