import { describe, expect, it } from 'vitest';
import { brief as briefSchema, type Brief } from '../../../../shared/schemas/brief';
import { parseFields } from './entities';
import { domainNouns } from '../catalogue/domain';
import { readIdea, type ReadResult } from './index';

function briefOf(result: ReadResult): Brief {
  if (result.kind !== 'brief') throw new Error(`expected a brief, got ${result.kind}`);
  return briefSchema.parse(result.brief);
}
const entityNames = (brief: Brief) => brief.entities.map((e) => e.name);
const lower = (names: string[]) => names.map((n) => n.toLowerCase());

describe('the idea reader, in English', () => {
  const idea = 'A GDPR-compliant Android app where beekeepers log hive inspections and get Slack alerts.';

  it('puts a regulation, a service and a platform where they belong, never among entities', () => {
    const brief = briefOf(readIdea(idea));
    expect(brief.language).toBe('en');
    expect(brief.constraints.map((c) => c.name)).toContain('GDPR');
    expect(brief.integrations.map((i) => i.name)).toContain('Slack');
    expect(brief.platforms).toContain('android');
    expect(lower(entityNames(brief))).not.toEqual(expect.arrayContaining(['gdpr']));
    for (const word of ['gdpr', 'slack', 'android', 'app']) expect(lower(entityNames(brief))).not.toContain(word);
    expect(entityNames(brief)).toEqual(expect.arrayContaining(['Inspection']));
  });

  it('keeps verbs and the product itself out of entities and features', () => {
    const brief = briefOf(readIdea('A marketplace where landlords list flats and tenants pay rent online.'));
    const names = lower(entityNames(brief));
    for (const word of ['marketplace', 'list', 'pay', 'online']) expect(names).not.toContain(word);
    expect(brief.features.map((f) => f.name.toLowerCase()).join(' ')).not.toContain('marketplace');
    expect(entityNames(brief)).toEqual(expect.arrayContaining(['Landlord', 'Tenant', 'Flat', 'Payment']));
  });

  it('orders features by the entities they use: what a thing belongs to is built first', () => {
    const brief = briefOf(readIdea('Clinic software: patients book appointments and receive invoices.'));
    const featureOf = (entity: string) => brief.features.find((f) => f.entities.includes(entity));
    const patient = featureOf('Patient');
    const appointment = featureOf('Appointment');
    expect(appointment?.dependsOn).toContain(patient?.id);
  });

  it('refuses gibberish with questions and charges nothing', () => {
    for (const idea of ['hjkl uiop 6789 ???', 'zxcv bnm', '!!! ??? 000', 'q']) {
      const result = readIdea(idea);
      expect(result.kind, idea).toBe('unclear');
      expect(result.questions.length).toBeGreaterThan(0);
    }
  });

  it('keeps the name the idea gives, whatever word follows it', () => {
    const named = (idea: string) => briefOf(readIdea(idea)).productName;
    expect(named('A booking app called PawWalk where dog owners book vetted local walkers.')).toBe('PawWalk');
    expect(named('A CRM called LeadLoop for small agencies.')).toBe('LeadLoop');
    expect(named('A budgeting app named Penny with shared family wallets.')).toBe('Penny');
    expect(named('Приложение под названием УчиЛегко где ученики записываются на уроки.')).toBe('УчиЛегко');
  });

  it('accepts a bare kind of app', () => {
    expect(readIdea('habit tracker').kind).toBe('brief');
    expect(readIdea('crm').kind).toBe('brief');
  });

  it('asks about what it had to guess, and lists it', () => {
    const result = readIdea('An app to swap board games with neighbours.');
    const brief = briefOf(result);
    expect(result.questions.map((q) => q.topic)).toContain('platforms');
    expect(result.questions.length).toBeLessThanOrEqual(3);
    expect(brief.assumptions.length).toBeGreaterThan(0);
    const platforms = result.questions.find((q) => q.topic === 'platforms');
    expect(platforms?.choices.map((c) => c.value)).toEqual(expect.arrayContaining(['web', 'ios', 'android']));
  });

  it('follows the options: language and platforms', () => {
    const brief = briefOf(readIdea('A CLI that backs up Postgres databases to S3.', { platforms: ['cli'], language: 'ru' }));
    expect(brief.platforms).toEqual(['cli']);
    expect(brief.language).toBe('ru');
  });
});

describe('the idea reader, in Russian', () => {
  const idea = 'Мобильное приложение для фитнес-клубов: тренеры ведут абонементы клиентов, оплата через ЮKassa, данные по 152-ФЗ.';

  it('puts a regulation, a service and a platform where they belong, never among entities', () => {
    const brief = briefOf(readIdea(idea));
    expect(brief.language).toBe('ru');
    expect(brief.constraints.map((c) => c.name)).toContain('152-ФЗ');
    expect(brief.integrations.map((i) => i.name)).toContain('ЮKassa');
    expect(brief.platforms).toEqual(expect.arrayContaining(['ios', 'android']));
    expect(entityNames(brief)).toEqual(expect.arrayContaining(['Trainer', 'Customer', 'Membership']));
    for (const name of entityNames(brief)) expect(name).toMatch(/^[A-Z][A-Za-z0-9]*$/);
  });

  it('names things in Russian and identifiers in English', () => {
    const brief = briefOf(readIdea('Сервис для школ: учителя задают домашние задания, ученики сдают их, родители видят оценки.'));
    const homework = brief.entities.find((e) => e.name === 'Homework');
    expect(homework?.label).toBe('домашнее задание');
    expect(brief.roles.map((r) => r.name)).toEqual(expect.arrayContaining(['учитель', 'ученик', 'родитель']));
    expect(brief.features.some((f) => /[а-я]/i.test(f.name))).toBe(true);
    for (const word of ['Servis', 'Сервис', 'Zadavat', 'Sdavat']) expect(entityNames(brief)).not.toContain(word);
  });

  it('keeps verbs and the product out of entities', () => {
    const brief = briefOf(readIdea('Платформа, где фермеры продают овощи, а покупатели заказывают доставку.'));
    const names = lower(entityNames(brief));
    for (const word of ['platforma', 'prodavat', 'zakazyvat', 'platform']) expect(names).not.toContain(word);
    expect(entityNames(brief)).toEqual(expect.arrayContaining(['Farmer', 'Customer', 'Delivery']));
  });

  it('refuses gibberish', () => {
    for (const idea of ['ывапролд', 'ааа ооо 555 ???', 'йцукен фывапр', 'привет']) expect(readIdea(idea).kind, idea).toBe('unclear');
  });

  it('asks its questions in Russian', () => {
    const result = readIdea('Приложение для учёта домашних растений и полива');
    expect(result.kind).toBe('brief');
    for (const question of result.questions) expect(question.text).toMatch(/[а-я]/i);
  });
});

describe('the reader as a function', () => {
  const ideas = [
    'A Chrome extension that tags bookmarks with AI and syncs them to Notion.',
    'Сервис для автосервиса: заказ-наряды, запчасти и SMS клиентам.',
    'An API for sending invoices, PCI DSS compliant, with Stripe webhooks.',
  ];

  it('answers the same idea the same way', () => {
    for (const idea of ideas) expect(readIdea(idea)).toEqual(readIdea(idea));
  });

  it('hands out copies: changing one answer does not change the next', () => {
    const first = readIdea(ideas[0] ?? '');
    if (first.kind === 'brief') first.brief.entities.length = 0;
    const second = readIdea(ideas[0] ?? '');
    expect(second.kind === 'brief' && second.brief.entities.length).toBeGreaterThan(0);
  });

  it('returns briefs that pass the schema', () => {
    for (const idea of ideas) expect(() => briefOf(readIdea(idea))).not.toThrow();
  });
});

describe('the domain catalogue', () => {
  it('has PascalCase names unique within a domain sense, and valid field types', () => {
    // One name may have several senses ("plan": a price plan where plans are sold, a plan of something elsewhere).
    const senses = domainNouns.map((noun) => `${noun.name}@${noun.when ?? ''}`);
    expect(new Set(senses).size).toBe(senses.length);
    for (const noun of domainNouns) {
      expect(noun.name).toMatch(/^[A-Z][A-Za-z0-9]*$/);
      const declared = (noun.fields ?? '').split(',').filter(Boolean).length;
      expect(parseFields(noun.fields ?? '').length, noun.name).toBe(declared);
    }
  });
});

describe('a made-up product name', () => {
  const nameOf = (idea: string) => briefOf(readIdea(idea)).productName;

  it('is never a bare generic record word: it comes from the domain the idea qualifies it with, or its people', () => {
    const generic = /^(?:Inspection|Item|Record|Entry|Log|Note|Reminder|Task|Event)$/;
    const qualified = nameOf('A mobile app for falconers to log mews inspections and weigh their birds');
    expect(qualified).not.toMatch(generic);
    expect(qualified).toMatch(/Mew/);
    for (const idea of ['An app for stonemasons to log inspections', 'A tablet app for lifeguards to record entries during a shift']) {
      expect(nameOf(idea)).not.toMatch(generic);
    }
  });
});

describe('times of day are when things happen, never records', () => {
  it('keeps mornings, evenings and nights out of the entities, in English and Russian', () => {
    for (const idea of [
      'Parents book tutors for weekend mornings and pay online.',
      'Dog owners book walkers for weekday evenings and rate each walk.',
      'Приложение каждую ночь сверяет продажи кофейни с поступлениями на счёт.',
      'Сервис записи на утро выходного дня к грумеру для собак.',
    ]) {
      const result = readIdea(idea);
      if (result.kind !== 'brief') throw new Error(`expected a brief for ${idea}`);
      expect(result.brief.entities.map((e) => e.name).join(' '), idea).not.toMatch(/Morning|Evening|Night|Weekend|Weekday|Noch|Utro|Vecher|Vyhodn/i);
    }
  });
});
