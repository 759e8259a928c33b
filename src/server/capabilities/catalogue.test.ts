import { describe, expect, it } from 'vitest';
import { capabilityIds, type CapabilityId } from '../../shared/capabilities';
import { fieldTypes } from '../../shared/schemas/brief';
import { capabilityCatalogue } from './catalogue';
import { capabilityPlan } from './plan';
import type { CapabilityRecord, Localised } from './types';

const placeholders = new Set([
  'feature', 'product', 'entity', 'entities', 'anEntity', 'Entity', 'es', 'role', 'roles', 'Role', 'other', 'Other',
  'source', 'sources', 'channel', 'schedule', 'reviewer',
]);

/** Whether `text` names `name` as itself, not as the start of a longer path or name ("/drafts/:draftId" inside "/drafts/:draftId/approve"). */
function names(text: string, name: string): boolean {
  const literal = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\w/-])${literal}(?![\\w/-]|[.:]\\w)`).test(text);
}

function texts(value: unknown): Localised[] {
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === 'object') {
    if ('en' in value && 'ru' in value) return [value as Localised];
    return Object.values(value).flatMap(texts);
  }
  return [];
}

/** Capabilities a device carries alone: what they keep, compute, schedule, read or draw stays on it. */
const onDevice: readonly CapabilityId[] = ['notify', 'advice', 'analytics', 'offline', 'import-export', 'device', 'media', 'maps', 'lessons'];
/** Capabilities that need other people, money, outside services or secrets: no device carries them alone. */
const needServer: readonly CapabilityId[] = ['game', 'payouts', 'chat', 'billing', 'checkout', 'booking', 'realtime', 'sync', 'live', 'public-api', 'bot', 'ai-draft'];

function expectRecords(id: string, records: readonly CapabilityRecord[]) {
  for (const record of records) {
    expect(record.name, id).toMatch(/^(\{Entity\})?[A-Z]?[A-Za-z]*$/);
    for (const pair of record.fields.split(',')) {
      const [name, type] = pair.trim().split(':');
      expect(name, `${id}: ${record.name}`).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(fieldTypes, `${id}: ${record.name}.${name}`).toContain(type);
    }
  }
}

function expectCriteria(id: string, criteria: readonly Localised[]) {
  for (const criterion of criteria) {
    expect(criterion.en, id).toMatch(/^Given .+, when .+, then .+/);
    expect(criterion.ru, id).toMatch(/^Дано: .+; когда .+, тогда .+/);
  }
}

describe('the capability catalogue', () => {
  it.each(capabilityIds)('%s is complete in both languages', (id) => {
    const entry = capabilityCatalogue[id];
    expect(entry.id).toBe(id);
    expect(entry.howItWorks.length).toBeGreaterThanOrEqual(2);
    expect(entry.endpoints.length + entry.jobs.length).toBeGreaterThanOrEqual(1);
    expect(entry.choices.length).toBeGreaterThanOrEqual(1);
    expect(entry.tasks.length).toBeGreaterThanOrEqual(2);
    expect(entry.criteria.length).toBeGreaterThanOrEqual(3);
    expect(entry.qa.length).toBeGreaterThanOrEqual(2);
    expect(entry.risks.length).toBeGreaterThanOrEqual(1);
    expect(entry.questions.length).toBeGreaterThanOrEqual(1);
    expectCriteria(id, entry.criteria);
    for (const text of texts(entry)) {
      for (const language of ['en', 'ru'] as const) {
        expect(text[language].trim().length, `${id}: an empty ${language} text`).toBeGreaterThan(0);
        // The kit check reads an ellipsis as a text cut short.
        expect(text[language], `${id}: an ellipsis`).not.toMatch(/…|\.\.\./);
        for (const [, key] of text[language].matchAll(/\{([A-Za-z]+)\}/g)) expect(placeholders, `${id}: {${key}}`).toContain(key);
      }
    }
    const sentences = [entry.howItWorks, entry.criteria, entry.qa, entry.risks, entry.questions, entry.tasks.map((t) => t.detail)];
    for (const text of sentences.flat()) expect(text.ru, `${id}: "${text.ru}" is not Russian`).toMatch(/[а-яё]/i);
    expectRecords(id, entry.records);
    for (const endpoint of entry.endpoints) expect(endpoint.path).toMatch(/^\/api\//);
    for (const job of entry.jobs) expect(job.name).toMatch(/^[a-z{][a-z0-9{}-]*$/);
    for (const task of entry.tasks) expect(task.hours).toBeGreaterThan(0);
  });

  it('fills every placeholder for a feature with a record, in both languages', () => {
    for (const id of capabilityIds) {
      for (const language of ['en', 'ru'] as const) {
        const plan = capabilityPlan({
          language,
          product: 'Pawtrail',
          feature: { name: 'Live walk tracking', capability: { id, sources: ['Shopify'], channel: 'push', schedule: 'nightly', reviewer: 'editor' } },
          entity: { name: 'Walk', label: 'walk', labelPlural: 'walks', founderLabel: language === 'ru' ? 'прогулка' : undefined },
          role: 'dog owner',
          other: 'walker',
          platforms: ['web', 'ios', 'android'],
        });
        expect(JSON.stringify(plan), `${id} (${language})`).not.toMatch(/\{[A-Za-z]+\}/);
      }
    }
  });

  // A coding agent builds what its tasks say: an endpoint or a job no task names is a gap in the kit.
  it.each(capabilityIds)('%s has a task naming each of its endpoints and jobs, in both languages', (id) => {
    for (const language of ['en', 'ru'] as const) {
      const plan = capabilityPlan({
        language,
        product: 'Harbourline',
        feature: { name: 'Berth bookings', capability: { id } },
        entity: { name: 'BerthSlot', label: 'berth slot', labelPlural: 'berth slots', founderLabel: language === 'ru' ? 'стоянка' : undefined },
        role: 'skipper',
        other: 'harbour master',
        platforms: ['web', 'ios'],
      });
      const tasks = plan.tasks.map((t) => `${t.title}\n${t.detail}`).join('\n');
      const built = [...plan.endpoints.map((e) => e.path), ...plan.jobs.map((j) => j.name)];
      expect(built.filter((name) => !names(tasks, name)), `${id} (${language}): built by no task`).toEqual([]);
    }
  });

  it('names a record after the feature’s, unless the feature’s record already is that thing', () => {
    const plan = (entity: string) =>
      capabilityPlan({
        language: 'en',
        product: 'Lectio',
        feature: { name: 'Ask about the lecture', capability: { id: 'content-qa' } },
        entity: { name: entity, label: entity.toLowerCase(), labelPlural: `${entity.toLowerCase()}s` },
        role: 'student',
        platforms: ['web'],
      }).records.map((r) => r.name);
    const templates = capabilityCatalogue['content-qa'].records.map((r) => r.name).filter((n) => n.startsWith('{Entity}'));
    expect(templates.length).toBeGreaterThan(0);
    for (const template of templates) {
      const rest = template.slice('{Entity}'.length);
      expect(plan('Lecture')).toContain(`Lecture${rest}`);
      expect(plan(rest)).toContain(rest);
      expect(plan(rest)).not.toContain(`${rest}${rest}`);
    }
  });

  it('names those records so in its texts too', () => {
    for (const server of [true, false]) {
      const plan = capabilityPlan({
        language: 'en',
        product: 'Tidewell',
        feature: { name: 'Watering advice', capability: { id: 'advice' } },
        entity: { name: 'Advice', label: 'advice', labelPlural: 'advice' },
        role: 'gardener',
        platforms: ['web'],
        server,
      });
      expect(plan.records.map((r) => r.name)).toContain('Advice');
      const tasks = JSON.stringify(plan.tasks);
      expect(tasks).toMatch(/\bAdvice\b/);
      expect(tasks).not.toContain('AdviceAdvice');
    }
  });

  it.each(onDevice)('%s has an on-device variant, complete in both languages', (id) => {
    const variant = capabilityCatalogue[id].onDevice;
    expect(variant, `${id}: no on-device variant`).toBeDefined();
    if (!variant) return;
    expect(variant.howItWorks.length).toBeGreaterThanOrEqual(2);
    expect(variant.screens.length).toBeGreaterThanOrEqual(1);
    expect(variant.choices.length).toBeGreaterThanOrEqual(1);
    expect(variant.tasks.length).toBeGreaterThanOrEqual(3);
    expect(variant.criteria.length).toBeGreaterThanOrEqual(3);
    expect(variant.qa.length).toBeGreaterThanOrEqual(2);
    expect(variant.risks.length).toBeGreaterThanOrEqual(2);
    expect(variant.questions.length).toBeGreaterThanOrEqual(1);
    expectCriteria(id, variant.criteria);
    expectRecords(id, variant.records);
    for (const task of variant.tasks) expect(task.hours).toBeGreaterThan(0);
    const sentences = [variant.howItWorks, variant.criteria, variant.qa, variant.risks, variant.questions, variant.tasks.map((t) => t.detail)];
    for (const text of sentences.flat()) expect(text.ru, `${id}: "${text.ru}" is not Russian`).toMatch(/[а-яё]/i);
    // Nothing on the device calls the product's own API.
    for (const text of texts(variant)) for (const language of ['en', 'ru'] as const) expect(text[language], id).not.toMatch(/\/api\//);
    // The honest parts of working without a server: it works with no network, the data stays on this
    // device (and so may be lost), and the founder learns when a server becomes necessary.
    expect(variant.criteria.some((c) => /no network|airplane mode|offline|on the device/i.test(c.en)), `${id}: no criterion without a network`).toBe(true);
    expect(variant.risks.some((r) => /only on this device/.test(r.en) && /только на этом устройстве/.test(r.ru)), `${id}: no risk about the data living on one device`).toBe(true);
    expect(variant.questions.some((q) => /needs a server/.test(q.en) && /нужен сервер/.test(q.ru)), `${id}: no question on when a server is needed`).toBe(true);
  });

  it.each(needServer)('%s has no on-device variant: it needs other people, money or secrets', (id) => {
    expect(capabilityCatalogue[id].onDevice).toBeUndefined();
  });

  it.each(onDevice)('%s is planned as its on-device variant without a server, and as the server plan with one', (id) => {
    const entry = capabilityCatalogue[id];
    for (const language of ['en', 'ru'] as const) {
      const plan = (server: boolean) =>
        capabilityPlan({
          language,
          product: 'Seedling',
          feature: { name: 'Plant care', capability: { id } },
          entity: { name: 'Plant', label: 'plant', labelPlural: 'plants', founderLabel: language === 'ru' ? 'растение' : undefined },
          role: 'gardener',
          platforms: ['web', 'ios', 'android'],
          server,
        });
      const local = plan(false);
      expect(local.onDevice).toBe(true);
      expect(local.endpoints).toEqual([]);
      expect(local.jobs).toEqual([]);
      expect(local.tasks.length).toBe(entry.onDevice!.tasks.length);
      expect(local.screens.map((s) => s.route).join(' '), `${id} (${language})`).not.toMatch(/\{|\}/);
      expect(JSON.stringify(local), `${id} (${language})`).not.toMatch(/\{[A-Za-z]+\}/);
      const served = plan(true);
      expect(served.onDevice).toBe(false);
      expect(served.endpoints.length).toBe(entry.endpoints.length);
      expect(served.jobs.length).toBe(entry.jobs.length);
      expect(served.tasks.length).toBe(entry.tasks.length);
    }
  });
});
