import { describe, expect, it } from 'vitest';
import { capabilityIds } from '../../shared/capabilities';
import { fieldTypes } from '../../shared/schemas/brief';
import { capabilityCatalogue } from './catalogue';
import { capabilityPlan } from './plan';
import type { Localised } from './types';

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
    for (const criterion of entry.criteria) {
      expect(criterion.en).toMatch(/^Given .+, when .+, then .+/);
      expect(criterion.ru).toMatch(/^Дано: .+; когда .+, тогда .+/);
    }
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
    for (const record of entry.records) {
      expect(record.name).toMatch(/^(\{Entity\})?[A-Z]?[A-Za-z]*$/);
      for (const pair of record.fields.split(',')) {
        const [name, type] = pair.trim().split(':');
        expect(name).toMatch(/^[a-z][A-Za-z0-9]*$/);
        expect(fieldTypes).toContain(type);
      }
    }
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
});
