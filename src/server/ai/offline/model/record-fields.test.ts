import { describe, expect, it } from 'vitest';
import { brief as briefSchema } from '../../../../shared/schemas/brief';
import type { KitOutputs } from '../../../../shared/schemas/kit';
import { composeKit } from '../offline-model';

/**
 * A kit names a record's own fields where a template would say "fields" or "input": in the skeletons
 * of its screens, the schemas and checks of its API and the criteria of its screens, so two products
 * built from the same stack do not read alike.
 */

const briefIn = (language: 'en' | 'ru') =>
  briefSchema.parse({
    language,
    productName: 'KilnLog',
    summary: 'KilnLog lets pottery studios log every kiln firing so glazes come out the same next time.',
    platforms: ['web'],
    roles: [{ name: language === 'ru' ? 'Гончар' : 'Potter', goals: ['Repeat a good firing'] }],
    entities: [
      {
        name: 'Firing',
        ...(language === 'ru' ? { label: 'обжиг' } : {}),
        fields: [
          { name: 'peakTemperature', type: 'integer' },
          { name: 'cone', type: 'string' },
          { name: 'glazeNotes', type: 'text' },
        ],
        relations: [],
      },
    ],
    features: [
      {
        id: 'FEAT-001',
        name: language === 'ru' ? 'Журнал обжигов' : 'Firing log',
        description: 'Potters log each firing with its peak temperature, cone and glaze notes.',
        priority: 'must',
        entities: ['Firing'],
        integrations: [],
        dependsOn: [],
      },
    ],
    integrations: [],
    constraints: [],
    monetisation: 'A monthly subscription per studio.',
    assumptions: [],
    openQuestions: [],
  });

const kitIn = (language: 'en' | 'ru'): KitOutputs => composeKit('A firing log for pottery studios', {}, 1, briefIn(language));
const taskText = (kit: KitOutputs) =>
  kit.tasks.tasks.flatMap((t) => [t.description, ...t.acceptanceCriteria, ...t.subtasks.map((s) => s.title)]).join('\n');
const statesOf = (kit: KitOutputs) => JSON.stringify(kit.app_flow);

describe('a record’s own fields in the kit', () => {
  it('names them in English: skeletons, schemas, the invalid request, the empty state and the create endpoint', () => {
    const kit = kitIn('en');
    const tasks = taskText(kit);
    expect(statesOf(kit)).toContain('Five skeleton rows shaped like firings (peak temperature, cone and glaze notes)');
    expect(statesOf(kit)).toContain('The firing header and its peak temperature, cone and glaze notes appear as skeletons');
    expect(tasks).toContain('Write the zod schemas for Firing (peak temperature, cone and glaze notes)');
    // The number is the field a request gets wrong, so the 400 is tested on it.
    expect(tasks).toContain('with no peak temperature or an invalid one, then the API answers 400 naming the peak temperature field');
    expect(tasks).toContain('an empty state offers to add the first firing with its peak temperature, cone and glaze notes');
    expect(tasks).toContain('the peak temperature, cone and glaze notes they typed are kept for a retry');
    const api = kit.tasks.tasks.find((t) => t.featureIds.includes('FEAT-001') && /POST \/api\/firings/.test(t.description))!;
    expect(api.testStrategy).toContain('DELETE /api/firings/:id with a firing’s peak temperature, cone and glaze notes, 400 for invalid input');
    expect(JSON.stringify(kit.frontend)).toContain('Every field of the firing form (peak temperature, cone and glaze notes) has a label');
    const create = kit.backend.endpoints.find((e) => e.method === 'POST' && e.path === '/api/firings');
    expect(create?.description).toBe('Create a firing from its peak temperature, cone and glaze notes (validated with the shared schema)');
  });

  it('names them by their identifiers in a Russian kit', () => {
    const kit = kitIn('ru');
    const tasks = taskText(kit);
    expect(statesOf(kit)).toContain('Пять строк-заглушек с местом для `peakTemperature`, `cone` и `glazeNotes`');
    expect(tasks).toContain('Написать zod-схемы для Firing (`peakTemperature`, `cone` и `glazeNotes`)');
    expect(tasks).toContain('без поля `peakTemperature` или с неверным значением в нём');
    expect(tasks).toContain('введённые `peakTemperature`, `cone` и `glazeNotes` остаются для повторной попытки');
    expect(kit.tasks.tasks.map((t) => t.testStrategy).join('\n')).toContain('с заполненными `peakTemperature`, `cone` и `glazeNotes`, 400 на неверные данные');
    const create = kit.backend.endpoints.find((e) => e.method === 'POST' && e.path === '/api/firings');
    expect(create?.description).toContain('с полями `peakTemperature`, `cone` и `glazeNotes`');
  });
});
