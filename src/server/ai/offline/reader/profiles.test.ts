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
