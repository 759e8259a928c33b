import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../../../tests/support/databases';
import { seedTemplates } from './templates.seed';
import { listTemplates } from './templates.repo';

const sections = [
  'Overview',
  'Target users',
  'Core features',
  'Key screens',
  'Data model',
  'Suggested tech stack',
  'Monetisation',
  'MVP scope vs later',
  'Risks and pitfalls',
  'Prompt to start',
];

describe.each(databaseKinds)('the template library on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.destroy());

  it('is seeded with at least 12 complete templates across the main kinds of product', async () => {
    const templates = await listTemplates(database.db);
    expect(templates.length).toBeGreaterThanOrEqual(12);
    for (const template of templates) {
      expect(template.name.length, template.slug).toBeGreaterThan(3);
      expect(template.description.length, template.slug).toBeGreaterThan(40);
      expect(template.idea.length, template.slug).toBeGreaterThan(80);
      for (const section of sections) expect(template.content, `${template.slug}: ${section}`).toContain(`## ${section}`);
      expect(template.content).not.toMatch(/lorem ipsum|\bTBD\b|TODO/i);
    }
    const categories = new Set(templates.map((t) => t.category));
    for (const category of ['saas', 'marketplace', 'mobile', 'ai', 'ecommerce', 'internal']) expect(categories).toContain(category);
  });

  it('seeds idempotently: a restart keeps ids and writes nothing new', async () => {
    const before = await listTemplates(database.db);
    await seedTemplates(database.db);
    const after = await listTemplates(database.db);
    expect(after.map((t) => [t.id, t.updatedAt.toISOString()])).toEqual(before.map((t) => [t.id, t.updatedAt.toISOString()]));
  });
});
