import { describe, expect, it } from 'vitest';
import { kitCheckDto } from '../../shared/schemas/projects';
import type { KitOutputs } from '../../shared/schemas/kit';
import { composeKit } from '../ai/offline/offline-model';
import { checkKit, emptySectionHeadings, normaliseRoute } from './kit-check';

const idea = 'A booking app for independent yoga studios with class passes, reminders and Stripe payments';
const fresh = (): KitOutputs => structuredClone(composeKit(idea, {}));
const checkOf = (outputs: KitOutputs, id: string) => checkKit(outputs).checks.find((c) => c.id === id)!;

describe('checkKit', () => {
  it('passes a consistent kit with stable ids and English labels', () => {
    const result = checkKit(fresh());
    expect(kitCheckDto.parse(result)).toEqual(result);
    expect(result).toMatchObject({ passed: true, score: 100 });
    expect(result.checks.map((c) => c.id)).toEqual([
      'features_planned',
      'features_have_tasks',
      'routes_in_frontend',
      'entities_in_prd',
      'feature_ids_known',
      'no_empty_sections',
    ]);
    for (const check of result.checks) {
      expect(check.label).toMatch(/^[A-Z][a-z]/);
      expect(check.problems).toEqual([]);
    }
  });

  it('names a feature whose tasks were deleted', () => {
    const kit = fresh();
    const feature = kit.requirements.features[3]!;
    kit.tasks.tasks = kit.tasks.tasks.filter((t) => !t.featureIds.includes(feature.id));
    const check = checkOf(kit, 'features_have_tasks');
    expect(check.passed).toBe(false);
    expect(check.problems).toEqual([`${feature.id} ${feature.name} has no task`]);
    const result = checkKit(kit);
    expect(result.passed).toBe(false);
    expect(result.score).toBe(Math.round((100 * 5) / 6));
  });

  it('names a feature that no implementation phase delivers', () => {
    const kit = fresh();
    const feature = kit.requirements.features[1]!;
    for (const phase of kit.implementation.phases)
      phase.featureIds = phase.featureIds.filter((id) => id !== feature.id);
    expect(checkOf(kit, 'features_planned').problems).toEqual([
      `${feature.id} ${feature.name} is not in any implementation phase`,
    ]);
  });

  it('names an app flow route that is not a frontend screen', () => {
    const kit = fresh();
    kit.app_flow.screens.push({
      route: '/waitlist',
      name: 'Waitlist',
      states: { loading: 'Spinner', empty: 'Nobody yet', error: 'Retry' },
      next: ['/gift-cards'],
    });
    const check = checkOf(kit, 'routes_in_frontend');
    expect(check.passed).toBe(false);
    expect(check.problems).toEqual([
      'App flow screen /waitlist (Waitlist) is not a frontend screen',
      'Route /gift-cards (reached from /waitlist) is not a frontend screen',
    ]);
  });

  it('treats routes that differ only in parameter names as the same', () => {
    expect(normaliseRoute('/bookings/:bookingId/')).toBe(normaliseRoute('/bookings/:id'));
    const kit = fresh();
    const detail = kit.app_flow.screens.find((s) => s.route.includes(':id'))!;
    detail.route = detail.route.replace(':id', ':itemId');
    expect(checkOf(kit, 'routes_in_frontend').passed).toBe(true);
  });

  it('names a backend entity the PRD does not define, ignoring case', () => {
    const kit = fresh();
    kit.backend.entities.push({ name: 'GiftCard', fields: [{ name: 'id', type: 'uuid', notes: '' }], relations: [] });
    kit.backend.entities[0]!.name = kit.backend.entities[0]!.name.toLowerCase();
    expect(checkOf(kit, 'entities_in_prd').problems).toEqual(['Backend entity GiftCard is not defined in the PRD']);
  });

  it('names feature ids that are referenced but not defined', () => {
    const kit = fresh();
    kit.frontend.screens[0]!.featureIds.push('FEAT-099');
    kit.tasks.tasks[0]!.featureIds.push('FEAT-099');
    kit.quality.testCases[0]!.featureId = 'FEAT-098';
    const check = checkOf(kit, 'feature_ids_known');
    expect(check.passed).toBe(false);
    expect(check.problems).toEqual([
      `FEAT-099 is referenced by frontend screen ${kit.frontend.screens[0]!.route}, task T-01 but is not a PRD feature`,
      'FEAT-098 is referenced by test case QA-001 but is not a PRD feature',
    ]);
  });

  it('finds an empty section and blank text', () => {
    const kit = fresh();
    kit.requirements.goals = [];
    kit.overview.problem = '   ';
    const check = checkOf(kit, 'no_empty_sections');
    expect(check.passed).toBe(false);
    expect(check.problems).toContain('Product Requirements: section "Goals" is empty');
    expect(check.problems).toContain('Project Overview: section "Problem" is empty');
    expect(check.problems).toContain('Project Overview: problem is blank');
  });

  it('requires a prompt for every platform and a task board', () => {
    const kit = fresh();
    kit.prompts.prompts = kit.prompts.prompts.filter((p) => p.platform !== 'lovable');
    kit.prompts.prompts[0]!.content = ' ';
    const problems = checkOf(kit, 'no_empty_sections').problems;
    expect(problems).toContain('Prompts: no prompt for Lovable');
    expect(problems).toContain('Prompts: the Cursor prompt is empty');
  });

  it('accepts a kit without a backend document when none is required', () => {
    const kit = structuredClone(composeKit('A tip calculator that works offline', {}));
    expect(kit.overview.backendRequired).toBe(false);
    const partial = { ...kit, backend: undefined } as unknown as KitOutputs;
    expect(checkKit(partial).passed).toBe(true);
  });
});

describe('emptySectionHeadings', () => {
  it('ignores headings inside fenced code and counts tables and lists as content', () => {
    const markdown = '# T\n\n## A\n\n```md\n## Inside\n```\n\n## B\n\n- [ ] \n\n## C\n\n| x |\n| --- |\n\n## D\n';
    expect(emptySectionHeadings(markdown)).toEqual(['B', 'D']);
  });
});
