import { describe, expect, it } from 'vitest';
import { brief as briefSchema, type Brief } from '../../../../shared/schemas/brief';
import { readIdea, type ReadResult } from './index';

/** The reader's principles, each on ideas of our own (not the benchmark's). */

function briefOf(result: ReadResult): Brief {
  if (result.kind !== 'brief') throw new Error(`expected a brief, got ${result.kind}`);
  return briefSchema.parse(result.brief);
}
const names = (idea: string) => briefOf(readIdea(idea)).entities.map((e) => e.name);
const integrations = (idea: string) => briefOf(readIdea(idea)).integrations.map((i) => i.name);

describe('clarity comes from the language, not the catalogue', () => {
  it('accepts bare product types and ideas about things the catalogue does not know', () => {
    for (const idea of ['A scrum board', 'Airbnb for boats', 'Figma clone', 'An API that serves tide forecasts for harbours.', 'трекер чтения книг', 'доска задач для команды']) {
      expect(readIdea(idea).kind, idea).toBe('brief');
    }
  });
  it('refuses gibberish and content-free text', () => {
    for (const idea of ['hi there', 'I want to get rich', 'my startup', 'zzz qqq', 'dolor amet consectetur', '... 123', 'мой стартап', 'ыыы жжж']) {
      expect(readIdea(idea).kind, idea).toBe('unclear');
    }
  });
});

describe("entities are named by the founder's noun; the catalogue lends fields", () => {
  it('keeps the English noun and its compounds', () => {
    const entities = briefOf(readIdea('An app where florists take wedding orders and log delivery routes, with a cafe for customers.')).entities;
    expect(entities.map((e) => e.name)).toEqual(expect.arrayContaining(['Florist', 'Cafe', 'Customer']));
    expect(entities.map((e) => e.name)).not.toContain('Seller');
    expect(entities.map((e) => e.name)).not.toContain('Restaurant');
  });
  it('translates Russian nouns with the dictionary, never into a neighbouring catalogue entry', () => {
    const list = names('Приложение для репетиторов: ученики получают оценки, родители видят дневник, питомцы не нужны.');
    expect(list).toEqual(expect.arrayContaining(['Tutor', 'Student', 'Grade', 'Gradebook']));
    expect(list).not.toContain('Inspection');
    expect(names('Сервис для учителей музыки и их питомцев')).toEqual(expect.arrayContaining(['Teacher', 'Pet']));
  });
});

describe('non-things never become entities', () => {
  it('drops verbs used as verbs, abstractions and the product itself', () => {
    const list = names('A tool for bands to sell merch and book rehearsal rooms, with status tracking and Spotify integration.');
    for (const word of ['Book', 'Status', 'Integration', 'Tool', 'Sell']) expect(list).not.toContain(word);
    expect(names('Uber for lawn mowing')).not.toContain('Uber');
  });
  it('keeps a named service as its own integration', () => {
    expect(integrations('Donations for animal shelters, payments via Mollie.')).toContain('Mollie');
    expect(integrations('Donations for animal shelters, payments via Mollie.')).not.toContain('Stripe');
  });
  it('reads the Russian instrumental case as a means, and payment methods as a field of Payment', () => {
    const brief = briefOf(readIdea('Сервис для химчистки: заказы, оплата наличными или картой, доставка курьером.'));
    const list = brief.entities.map((e) => e.name);
    for (const word of ['Nalichnye', 'Card', 'MedicalRecord', 'Karta']) expect(list).not.toContain(word);
    expect(brief.entities.find((e) => e.name === 'Payment')?.fields.map((f) => f.name)).toContain('method');
  });
});

describe('roles and implied records', () => {
  it('never takes a list for a person', () => {
    const roles = briefOf(readIdea('Clinics manage a waitlist and a checklist for nurses')).roles.map((r) => r.name);
    expect(roles).not.toContain('waitlist');
    expect(roles).not.toContain('checklist');
  });
  it('gives capabilities the records they keep', () => {
    const brief = briefOf(readIdea('A hardware shop app with inventory, expiry dates and a team chat'));
    const item = brief.entities.find((e) => e.name === 'InventoryItem');
    expect(item?.fields.map((f) => f.name)).toEqual(expect.arrayContaining(['quantity', 'expiresOn']));
    expect(brief.entities.map((e) => e.name)).toContain('Message');
  });
});

describe('product names', () => {
  it('vary between ideas and use the name the founder gives', () => {
    const ideas = ['A booking app for yoga studios', 'A CRM for wedding planners', 'Fleet tracking for bakeries', 'An app for beekeepers to log hives', 'Recipe sharing for students', 'Invoices for freelance translators'];
    const suffixes = new Set(ideas.map((idea) => briefOf(readIdea(idea)).productName.replace(/^(Go|My)/, '').replace(/^[A-Z][a-z]+/, '')));
    expect(suffixes.size).toBeGreaterThan(1);
    expect(briefOf(readIdea('A habit app called Sprout for kids')).productName).toBe('Sprout');
    expect(briefOf(readIdea('Приложение «Грядка» для дачников')).productName).toBe('Грядка');
  });
});
