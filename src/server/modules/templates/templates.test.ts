import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../../tests/support/databases';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { templateCategories, type TemplateDto, type TemplatesDto } from '../../../shared/schemas/templates';

describe.each(databaseKinds)('the public template library on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('lists the templates without a session, by category then name, cacheable for an hour', async () => {
    const response = await t.app.request('/api/templates');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const { templates } = (await response.json()) as TemplatesDto;
    const [row] = await t.database.query<{ count: number }>('select count(*)::int as count from templates');
    expect(templates).toHaveLength(row!.count);
    expect(templates.length).toBeGreaterThanOrEqual(12);
    const collator = new Intl.Collator('en', { numeric: true });
    const sorted = [...templates].sort(
      (a, b) => collator.compare(a.category, b.category) || collator.compare(a.name, b.name),
    );
    expect(templates.map((tpl) => tpl.id)).toEqual(sorted.map((tpl) => tpl.id));
    expect(new Set(templates.map((tpl) => tpl.category)).size).toBeGreaterThan(3);
    for (const template of templates) {
      expect(Object.keys(template).sort()).toEqual(['category', 'description', 'id', 'name', 'slug']);
      expect(templateCategories).toContain(template.category);
    }
  });

  it('shows one template with its idea and guide', async () => {
    const { templates } = (await (await t.app.request('/api/templates')).json()) as TemplatesDto;
    const summary = templates[0]!;
    const response = await t.app.request(`/api/templates/${summary.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const template = (await response.json()) as TemplateDto;
    expect(template).toMatchObject(summary);
    const [row] = await t.database.query<{ idea: string; content: string }>(
      'select idea, content from templates where id = $1',
      [summary.id],
    );
    expect(template.idea).toBe(row!.idea);
    expect(template.content).toBe(row!.content);
    expect(new Date(template.updatedAt).toString()).not.toBe('Invalid Date');
  });

  it('answers 404 for an unknown template and 400 for an id that is not one', async () => {
    const missing = await t.app.request('/api/templates/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ code: 'NOT_FOUND', message: 'Template not found.' });
    expect(missing.headers.get('cache-control')).not.toBe('public, max-age=3600');
    expect((await t.app.request('/api/templates/saas-dashboard')).status).toBe(400);
  });
});
