import { describe, expect, it } from 'vitest';
import { brief as briefSchema, type Brief } from '../../../../shared/schemas/brief';
import { readIdea } from './index';

/** Readings a careful reader makes, each on ideas of our own (not the benchmark's). */

function brief(idea: string): Brief {
  const result = readIdea(idea);
  if (result.kind !== 'brief') throw new Error(`expected a brief of "${idea}", got ${result.kind}`);
  return briefSchema.parse(result.brief);
}
const names = (idea: string) => brief(idea).entities.map((e) => e.name);
const belongs = (b: Brief, name: string) =>
  b.entities.find((e) => e.name === name)?.relations.filter((r) => r.kind === 'belongsTo').map((r) => r.entity) ?? [];

describe('records named by what people do', () => {
  it('reads time off as a request an employee makes, whatever the words', () => {
    for (const idea of ['A rota app where nurses request time off and ward managers approve it', 'Leave requests and vacation approvals for a 20-person agency']) {
      expect(names(idea), idea).toContain('TimeOffRequest');
    }
    const b = brief('A rota app where nurses request time off and ward managers approve it');
    expect(belongs(b, 'TimeOffRequest')).toEqual(['Nurse']);
  });

  it('reads "check someone in" as a check-in, done by the one who checks', () => {
    const b = brief('A climbing gym app: members book sessions and staff check climbers in at the counter.');
    expect(b.entities.map((e) => e.name)).toContain('CheckIn');
    expect(b.features.some((f) => /^Check climbers in/.test(f.name))).toBe(true);
    // A person named in two words is the subject of the verb after them.
    const desk = brief('A hostel app: guests book beds and the front desk checks guests in with QR codes.');
    expect(desk.features.find((f) => f.entities.includes('CheckIn'))?.description).toMatch(/^Front desks check guests in; each check-in/);
    expect(names('A museum tool where guides check in visitors for tours')).toContain('CheckIn');
    // A preposition is no particle.
    expect(names('Warehouse staff check stock in the cold room')).not.toContain('CheckIn');
  });

  it('names a thing after itself, not after the people who take part in it', () => {
    const b = brief('A chess app with daily puzzles and friend duels');
    expect(b.entities.map((e) => e.name)).toEqual(expect.arrayContaining(['Puzzle', 'Duel']));
    expect(b.entities.map((e) => e.name)).not.toContain('FriendDuel');
  });
});

describe('services are named after the service, never after a record of the idea', () => {
  it('names email delivery Email when the idea opens with a newsletter', () => {
    const b = brief('Newsletter app for yoga studios with paid plans');
    expect(b.integrations.map((i) => i.name)).not.toContain('Newsletter');
    expect(b.integrations.map((i) => i.name)).toContain('Email');
    expect(brief('Newsletter tool for bakeries with Mailchimp sync').integrations.map((i) => i.name)).toContain('Mailchimp');
  });

  it('reads no carrier in "sign-ups"', () => {
    expect(brief('A running club app with race sign-ups').integrations.map((i) => i.name)).not.toContain('Shipping');
    expect(brief('Parcel tracking for shops shipping with UPS').integrations.map((i) => i.name)).toContain('Shipping');
  });
});

describe('what people do with a record, and who does it', () => {
  it('records an event that has no start ahead instead of scheduling it', () => {
    const b = brief('A trivia game where players answer daily quizzes and get three attempts per question');
    const attempts = b.features.find((f) => f.entities.includes('Attempt'));
    expect(attempts?.name).toBe('Record attempts');
    expect(b.features.map((f) => f.name).join(' | ')).not.toMatch(/Answer get|Schedule attempts/);
  });

  it('lets the one who writes a plan write it, not the one it is for', () => {
    const stated = brief('Telehealth for physiotherapists: video sessions, and therapists assign exercise plans that patients follow at home');
    expect(stated.features.find((f) => f.entities.includes('ExercisePlan'))?.description).toMatch(/^Therapists assign exercise plans/);
    const unstated = brief('Telehealth for physiotherapists with video sessions and home exercise plans for patients');
    expect(unstated.features.find((f) => f.entities.includes('ExercisePlan'))?.description).not.toMatch(/^Patients/);
  });

  it('keeps the people an internal tool serves as records its staff keep', () => {
    const b = brief('An internal tool for a 12-person accounting firm to track clients and their tax filings');
    const clients = b.features.find((f) => f.entities.includes('Client'));
    expect(clients?.name).toBe('Client records');
    expect(clients?.description).not.toMatch(/sign up/);
    expect(b.roles.map((r) => r.name)).not.toContain('client');
    expect(b.features.find((f) => f.entities.includes('TaxFiling'))?.name).toBe('Track tax filings');
    // Outside an internal tool, clients sign up themselves.
    expect(brief('A booking app where clients book massages').features.find((f) => f.entities.includes('Client'))?.description).toMatch(/sign up/);
  });
});

describe('words that are not what they look like', () => {
  it('reads hives as hive, knives as knife', () => {
    expect(names('An app for beekeepers to log inspections of their hives')).toContain('Hive');
    expect(names('A shop where chefs sell knives')).toContain('Knife');
  });

  it('reads "take part" as a verb, not a part', () => {
    const found = names('An app where kids take part in weekly spelling contests');
    expect(found).not.toContain('Part');
    expect(found).toContain('SpellingContest');
  });

  it('reads Whisper as a service only where it is named as one', () => {
    expect(readIdea('the river whispers to the stones').kind).toBe('unclear');
    expect(brief('A podcast tool that transcribes episodes with Whisper').integrations.map((i) => i.name)).toContain('Speech recognition');
  });

  it('accepts a small tool named by its kind', () => {
    expect(brief('meditation timer').entities.map((e) => e.name)).toEqual(['MeditationSession']);
    expect(readIdea('таймер для медитаций').kind).toBe('brief');
  });
});

describe('who the product is for, where it runs, what a booking is of', () => {
  it('gives a product for families a role: the family member', () => {
    const b = brief('A chore planner for families');
    expect(b.roles.map((r) => r.name)).toEqual(['family member']);
    expect(belongs(b, 'Chore')).toEqual(['FamilyMember']);
  });

  it('reads Mac as where the product runs, not a service', () => {
    const b = brief('A journaling app that runs on Windows and Mac');
    expect(b.integrations).toEqual([]);
    expect(b.platforms).toEqual(['desktop']);
    expect(b.entities.map((e) => e.name)).toEqual(['JournalEntry']);
    expect(b.entities.map((e) => e.name)).not.toContain('Run');
  });

  it('books what the idea offers: a seat booking belongs to the trip and the rider, not the driver', () => {
    const b = brief('Ride-share app for commuters: drivers offer trips and riders book seats');
    expect(belongs(b, 'Trip')).toEqual(['Driver']);
    expect(belongs(b, 'Booking')).toEqual(['Trip', 'Rider']);
  });
});

describe('a role does what the idea says it does', () => {
  it('gives plural people no goal from a verb whose subject is the product', () => {
    const b = brief('Time tracker for dog walkers that runs on desktop and phones');
    expect(b.roles.find((r) => r.name === 'dog walker')?.goals.join(' | ')).not.toMatch(/runs on/i);
  });
});

describe('people at the start of a phrase are its subject', () => {
  it('reads "coaches run classes" as coaches who run classes', () => {
    const b = brief('Climbing gym app: members buy day passes, coaches run beginner courses');
    expect(b.roles.map((r) => r.name)).toContain('coach');
    expect(b.roles.find((r) => r.name === 'coach')?.goals[0]).toMatch(/^Run beginner courses/);
  });
});

describe('Russian words read as words, not abbreviations', () => {
  it('reads "к" as the preposition, never as "к." for a candidate', () => {
    for (const idea of ['Запись к врачу онлайн', 'Бронирование к массажисту с напоминаниями']) {
      expect(names(idea), idea).not.toContain('Candidate');
      expect(names(idea), idea).toContain('Booking');
    }
  });
});
