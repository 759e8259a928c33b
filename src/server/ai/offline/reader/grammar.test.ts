import { describe, expect, it } from 'vitest';
import { brief as briefSchema, type Brief } from '../../../../shared/schemas/brief';
import { readIdea } from './index';

/** The reader's grammar: hyphenated words, verbs the tagger misreads, and sentences a founder would write; ideas of our own. */

function brief(idea: string): Brief {
  const result = readIdea(idea);
  if (result.kind !== 'brief') throw new Error(`expected a brief of "${idea}", got ${result.kind}`);
  return briefSchema.parse(result.brief);
}
const names = (idea: string) => brief(idea).entities.map((e) => e.name);
const said = (b: Brief) => [...b.features.map((f) => f.name), ...b.roles.flatMap((r) => r.goals)].join(' | ');

describe('hyphenated words', () => {
  it('reads a hyphenated noun as one word, with its plural on the whole word', () => {
    const b = brief('A gaming app where players unlock power-ups and report lag spikes');
    expect(b.entities.map((e) => e.name)).toContain('PowerUp');
    expect(b.entities.map((e) => e.name)).not.toContain('PowerUps');
    expect(said(b)).not.toMatch(/upses|power ups/i);
    const stock = brief('A grocery app where shelf staff log stock-outs and restock aisles');
    expect(stock.entities.map((e) => e.name)).toContain('StockOut');
    expect(stock.entities.map((e) => e.name)).not.toContain('Out');
  });

  it('matches the catalogue on a hyphenated word and on its head', () => {
    // "check-ins" is the catalogue's check-in, once; "bike-sharing" is sharing.
    const b = brief('A running club app with weekly check-ins and kudos');
    expect(b.entities.filter((e) => /^CheckIns?$/.test(e.name)).map((e) => e.name)).toEqual(['CheckIn']);
    expect(brief('A bike-sharing app for campus students').features.map((f) => f.name)).toContain('Sharing');
  });

  it('reads a hyphenated word closing on "-ing" as a qualifier, still matching its head', () => {
    const b = brief('A puzzle-solving game with weekly tournaments');
    expect(b.entities.map((e) => e.name).some((name) => /Solving|Puzzle/.test(name))).toBe(false);
    expect(brief('A tool-sharing app for a street of neighbours').features.map((f) => f.name)).toContain('Sharing');
  });

  it('reads a hyphenated qualifier as an adjective, no record of its own', () => {
    const b = brief('A dog-friendly hiking app with trail photos');
    expect(b.entities.map((e) => e.name)).not.toContain('Dog');
    expect(b.roles.map((r) => r.name)).not.toContain('dog');
  });
});

describe('verbs the tagger reads as nouns, and nouns it reads as verbs', () => {
  it('reads an idea opening with a verb and its object as an action, not a music track', () => {
    const b = brief('Track eczema flare-ups and the creams that calm them');
    expect(b.entities.map((e) => e.name)).not.toContain('Song');
    expect(b.entities.map((e) => e.name).some((name) => /^Track/.test(name))).toBe(false);
    expect(said(b)).not.toMatch(/listen to/i);
    expect(b.features.map((f) => f.name)).toContain('Track eczema flare-ups');
    // A noun phrase opening the idea stays one.
    expect(names('Budget tracker for shared flats')).not.toEqual([]);
    expect(brief('Book club app where members vote on the next novel').features.map((f) => f.name).join(' ')).not.toMatch(/^Book club app/);
  });

  it('reads an "-s" word after "and" as the verb the sentence already uses', () => {
    const b = brief('A study app that prompts pupils with weekly questions and tracks reading levels');
    expect(said(b)).not.toMatch(/listen to/i);
    expect(b.entities.map((e) => e.name)).not.toContain('Song');
    expect(b.features.map((f) => f.name)).toContain('Track reading levels');
  });

  it('reads an "-s" word closing a verb\'s object as its head, and a business naming the product as no subject', () => {
    const b = brief('A bakery app that takes cake orders and tracks flour batches');
    expect(b.entities.map((e) => e.name)).toContain('FlourBatch');
    // The phrase ends where the idea's phrase ends ("take cake orders", not "…and").
    expect(b.roles.flatMap((r) => r.goals)).toEqual(expect.arrayContaining(['Take cake orders', 'Track flour batches']));
  });

  it('reads an "-s" word closing a noun after a preposition as its head ("for boot camps")', () => {
    const b = brief('A surf school app where students sign up for beach camps and rent boards');
    expect(b.entities.map((e) => e.name)).toContain('BeachCamp');
    expect(b.features.map((f) => f.name)).toEqual(expect.arrayContaining(['Sign up for beach camps', 'Rent boards']));
  });

  it('reads a bare verb the dictionary knows after "and" and a bare verb as a verb ("register… and log splits")', () => {
    const b = brief('A running app where members register for trail races and log splits');
    expect(b.features.map((f) => f.name)).toContain('Log splits');
    expect(b.entities.map((e) => e.name)).not.toContain('LogSplit');
  });

  it('names no action cut short on an adjective ("book hot" desks)', () => {
    expect(said(brief('A co-working app where freelancers book hot desks and phone booths'))).not.toMatch(/Book hot( \||$)/);
  });

  it('reads staff as people who act, and what they act on as a thing', () => {
    expect(brief('A hotel app where housekeeping staff log damages and request supplies').features.map((f) => f.name)).toContain('Log damages');
  });

  it('reads an unknown word after "and" as a noun, not a verb the dictionary does not know', () => {
    const b = brief('Log daily walks and carb counts, and share monthly charts with my coach');
    expect(b.entities.map((e) => e.name)).toContain('CarbCount');
    expect(b.features.map((f) => f.name)).toContain('Log carb counts');
  });

  it('ends a verb phrase on a noun, never on "into a"', () => {
    const b = brief('A Safari extension that clips articles from news sites into a reading list');
    expect(b.features.map((f) => f.name).join(' | ')).not.toMatch(/ (into|a|the)( \||$)/);
  });

  it('reads an "-s" word after a bare verb and its object as a second object', () => {
    const b = brief('A CRM to keep supplier contacts and notes for our buyers');
    expect(b.entities.map((e) => e.name)).toContain('Note');
    expect(said(b)).not.toMatch(/^Note for|\| Note for/);
    expect(b.entities.map((e) => e.name)).not.toContain('OurBuyer');
  });
});

describe('words that name no record', () => {
  it('reads a verb\'s particle as no verb, so a phrasal verb makes no scene', () => {
    const b = brief('A family sticker chart where grandparents give out rewards');
    expect(b.roles.map((r) => r.name)).toContain('grandparent');
  });

  it('reads "every night", "by the hour" and "twice a day" as times, not records', () => {
    expect(names('A script that archives old invoices to cold storage every night')).not.toContain('Night');
    expect(names('A kayak rental app that charges by the hour')).not.toContain('Hour');
    expect(names('A hydration bot that nudges office workers twice a day')).not.toContain('Day');
  });

  it('reads the nouns after "like" and "such as" as examples of the noun before', () => {
    const b = brief('Log asthma symptoms like wheezing and coughs, with inhaler reminders');
    expect(b.entities.map((e) => e.name)).not.toContain('Cough');
    expect(b.features.map((f) => f.name).join(' | ')).not.toMatch(/like/);
    expect(names('A gym app for combat sports such as judo and boxing')).not.toContain('Judo');
  });
});

describe('people who act on people, and content that is played', () => {
  it('reads a person\'s profile as that person\'s own record', () => {
    const b = brief('An internal tool to keep patient profiles and visit notes for our front desk');
    expect(b.entities.map((e) => e.name)).not.toContain('PatientProfile');
    expect(names('A gym app where coaches update member accounts')).not.toContain('MemberAccount');
  });

  it('reads a verb after "and" whose object the tagger misread as a verb ("and log sends")', () => {
    const b = brief('Plan routes at a bouldering wall and log tops');
    expect(b.features.map((f) => f.name)).toContain('Log tops');
    expect(b.entities.map((e) => e.name)).not.toContain('Log');
  });

  it('reads a trade that is also a verb as the verb between two kinds of people', () => {
    const b = brief('A platform where retired nurses coach new parents over video');
    expect(b.roles.map((r) => r.name)).not.toContain('coach');
    expect(b.features.map((f) => f.name)).toContain('Coach new parents over video');
  });

  it('plays sounds rather than keeping track of them', () => {
    expect(brief('A sleep app with ocean sounds and a bedtime timer').features.map((f) => f.name).join(' | ')).toMatch(/^Play|\| Play/);
  });

  it('writes a café\'s plural as cafés, not caves', () => {
    expect(brief('A loyalty card app for cafes and their regulars').features.map((f) => f.name).join(' | ')).not.toMatch(/caves/);
  });
});

describe('what the idea refuses', () => {
  it('reads no capability the idea says it goes without', () => {
    const features = (idea: string) => brief(idea).features.map((f) => f.name);
    expect(features('A flashcard app for nurses with no login')).not.toContain('Sign-up and sign-in');
    expect(features('A tip calculator for waiters, without sign-up')).not.toContain('Sign-up and sign-in');
    expect(features('Список покупок для семьи без регистрации')).not.toContain('Регистрация и вход');
    expect(features('A flashcard app for nurses with a login')).toContain('Sign-up and sign-in');
  });
});

describe('the summary is a sentence a founder would write', () => {
  it('ends the idea as a sentence and names no default user', () => {
    const b = brief('a packing list app for hikers');
    expect(b.summary).toBe(`${b.productName}: A packing list app for hikers.`);
    const carpool = brief('A carpool app where parents share school runs');
    expect(carpool.summary).toBe(`${carpool.productName}: A carpool app where parents share school runs.`);
  });

  it('says who it is for, in the plural, only when the idea does not', () => {
    const b = brief('A trivia game with weekly leagues');
    expect(b.summary).toBe(`${b.productName}: A trivia game with weekly leagues. For players.`);
    expect(brief('Scheduling for dog groomers and their customers.').summary).not.toMatch(/ For /);
  });
});

describe('a scene is no product', () => {
  it('refuses poetry even when a word of it is one the catalogue knows', () => {
    for (const idea of ['a calm evening song for the sleepy harbour under the stars', 'my dog and the breeze drift over the golden valley', 'an old violin plays for the empty pier at midnight']) {
      expect(readIdea(idea).kind, idea).toBe('unclear');
      expect(readIdea(idea).questions.length, idea).toBeGreaterThan(0);
    }
  });

  it('still accepts products about the weather, the sky and the sea', () => {
    for (const idea of ['Tide tables for harbours', 'moon phase calendar', 'rain alerts for farmers', 'A meditation timer', 'a song request app for weddings']) {
      expect(readIdea(idea).kind, idea).toBe('brief');
    }
  });
});

describe('a relative clause’s verb the tagger reads as a plural noun', () => {
  it('keeps the verb of "a tool that checks …" before a participle and its object', () => {
    const images = brief('A CLI that checks broken images in HTML pages and prints a list');
    expect(said(images)).toMatch(/Check broken images/);
    expect(images.entities.map((e) => e.name)).not.toContain('Check');
    const packages = brief('A CLI that checks outdated packages in a project');
    expect(said(packages)).toMatch(/Check outdated packages/);
    expect(packages.entities.map((e) => e.name)).not.toContain('Check');
  });
});

describe('what a developer tool works on is no service it connects to', () => {
  it('reads a programming language or a file format as the material, not an integration', () => {
    const generator = brief('A code generator that reads a GraphQL schema and writes a typed Kotlin client');
    expect(generator.integrations.map((i) => i.name)).not.toEqual(expect.arrayContaining(['GraphQL']));
    expect(generator.integrations.map((i) => i.name)).not.toContain('Kotlin');
    const sdk = brief('An SDK for Ruby and PHP that lets shops charge cards through one API');
    expect(sdk.integrations.map((i) => i.name)).not.toContain('Ruby');
    expect(sdk.entities.map((e) => e.name)).not.toContain('Ruby');
  });

  it('reads a capitalised word right after a service as that service’s feature', () => {
    const action = brief('A GitHub Action that labels stale pull requests and closes them after a month');
    expect(action.integrations.map((i) => i.name)).toEqual(['GitHub']);
  });
});
