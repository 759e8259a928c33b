import { describe, expect, it } from 'vitest';
import {
  documentSteps,
  kitStepNames,
  kitSteps,
  platforms,
  type KitOutputs,
} from '../../../shared/schemas/kit';
import { sampleBrief } from '../../../../tests/support/brief-fixtures';
import { checkKit } from '../../kit/kit-check';
import { renderDocument } from '../../kit/render';
import { completeStep } from '../../kit/write-step';
import type { KitOptions } from '../../../shared/schemas/kit';
import { composeStep } from './compose';
import { briefForIdea, ideaText } from './model/brief-for-idea';
import { clearModelCache, modelFromBrief } from './model/from-brief';
import { composeKit, createOfflineModel } from './offline-model';
import { testIdeas } from './test-ideas';

/** Words that betray filler text. TODO is checked case-sensitively (a "todo" list is a real thing). */
const filler = /\blorem\b|\bipsum\b|\bTBD\b|placeholder|\[insert|\bTODO\b/i;
const unfilled = /\{[A-Za-z]+\}/;

function routesOf(kit: KitOutputs) {
  return {
    frontend: kit.frontend.screens.map((s) => s.route),
    flow: kit.app_flow.screens.map((s) => s.route),
  };
}

describe.each(testIdeas)('the offline kit for "$label"', ({ idea, options = {}, named = [], name, backend }) => {
  const kit = composeKit(idea, options);

  it('passes every step schema', () => {
    for (const step of kitStepNames) expect(() => kitSteps[step].schema.parse(kit[step]), step).not.toThrow();
  });

  it('passes the kit check at 100%', () => {
    const result = checkKit(kit);
    expect(result.checks.filter((c) => !c.passed)).toEqual([]);
    expect(result).toMatchObject({ passed: true, score: 100 });
  });

  it('names the product in every rendered document', () => {
    const product = kit.overview.productName;
    for (const kind of documentSteps) expect(renderDocument(kind, kit).content, kind).toContain(product);
    if (name) expect(product).toBe(name);
  });

  it('keeps the features the idea names', () => {
    const features = kit.requirements.features.map((f) => f.name.toLowerCase());
    for (const feature of named)
      expect(
        features.some((f) => f.includes(feature.toLowerCase())),
        `${feature} in ${features.join(', ')}`,
      ).toBe(true);
  });

  it('plans every feature of the brief read from the idea, with 2 to 4 acceptance criteria each, ids in order', () => {
    const features = kit.requirements.features;
    expect(features.map((f) => f.name)).toEqual(briefForIdea(idea, options).features.map((f) => f.name));
    features.forEach((feature, index) => {
      expect(feature.id).toBe(`FEAT-${String(index + 1).padStart(3, '0')}`);
      expect(feature.acceptanceCriteria.length).toBeGreaterThanOrEqual(2);
      expect(feature.acceptanceCriteria.length).toBeLessThanOrEqual(4);
    });
  });

  it('decides the backend and keeps the backend document consistent with it', () => {
    if (backend !== undefined) expect(kit.overview.backendRequired).toBe(backend);
    expect(kit.backend.required).toBe(kit.overview.backendRequired);
    if (!kit.backend.required) {
      expect(kit.backend.entities).toEqual([]);
      expect(kit.backend.endpoints).toEqual([]);
      expect(kit.backend.note.length).toBeGreaterThan(40);
    } else {
      expect(kit.backend.endpoints.length).toBeGreaterThan(0);
      for (const entity of kit.backend.entities) expect(entity.fields.every((f) => f.type.length > 0)).toBe(true);
    }
  });

  it('writes no filler text and leaves no template variables', () => {
    const text = JSON.stringify(kit);
    expect(text).not.toMatch(filler);
    expect(text).not.toMatch(unfilled);
    expect(text).not.toMatch(/\bundefined\b|\bNaN\b|\[object Object\]/);
  });

  it('plans hours that add up and tasks that depend only on earlier tasks', () => {
    const { phases, totalHours } = kit.implementation;
    expect(totalHours).toBe(phases.reduce((sum, p) => sum + p.estimateHours, 0));
    const seen = new Set<string>();
    for (const task of kit.tasks.tasks) {
      for (const dependency of task.dependsOn)
        expect(seen.has(dependency), `${task.ref} depends on ${dependency}`).toBe(true);
      seen.add(task.ref);
    }
    const priority = new Map(kit.requirements.features.map((f) => [f.id, f.priority]));
    for (const task of kit.tasks.tasks.filter((t) => t.featureIds.length === 1)) {
      const expected = { must: 'high', should: 'medium', could: 'low' }[priority.get(task.featureIds[0]!)!];
      expect(task.priority, task.ref).toBe(expected);
    }
  });

  it('gives every task Given/When/Then criteria and its own test strategy, and cuts no task or phase short', () => {
    // The plan writes its criteria in the kit's language; a feature's own criteria come from the requirements.
    const own = briefForIdea(idea, options).language === 'ru' ? /^Дано: .+; когда .+, тогда .+/ : /^Given .+, when .+, then .+/;
    const fromRequirements = new Set(kit.requirements.features.flatMap((f) => f.acceptanceCriteria));
    for (const task of kit.tasks.tasks) {
      for (const criterion of task.acceptanceCriteria)
        expect(criterion, task.ref).toMatch(fromRequirements.has(criterion) ? /^Given .+, when .+, then .+|^Дано: .+; когда .+, тогда .+/ : own);
      expect(task.testStrategy.length, task.ref).toBeGreaterThan(40);
    }
    expect(new Set(kit.tasks.tasks.map((t) => t.testStrategy)).size).toBe(kit.tasks.tasks.length);
    const plan = JSON.stringify([kit.implementation, kit.tasks]);
    expect(plan).not.toMatch(/\band \d+ more\b|\band more\b|…|\.\.\.|the other screens/);
  });

  it('writes one prompt per platform, in order, each naming the product', () => {
    expect(kit.prompts.prompts.map((p) => p.platform)).toEqual([...platforms]);
    for (const prompt of kit.prompts.prompts) expect(prompt.content).toContain(kit.overview.productName);
    expect(new Set(kit.prompts.prompts.map((p) => p.content)).size).toBe(platforms.length);
  });

  it('writes AGENTS.md, CLAUDE.md and a Cursor rules file for the product', () => {
    const paths = kit.ai_rules.files.map((f) => f.path);
    expect(paths).toEqual(['AGENTS.md', 'CLAUDE.md', expect.stringMatching(/^\.cursor\/rules\/[a-z0-9-]+\.mdc$/)]);
    const agents = kit.ai_rules.files[0]!.content;
    for (const entity of kit.requirements.entities) expect(agents).toContain(entity.name);
    expect(kit.ai_rules.files[2]!.content.startsWith('---\n')).toBe(true);
  });

  it('is deterministic, also without the memoised brief', () => {
    clearModelCache();
    expect(composeKit(idea, options)).toEqual(kit);
  });

  it('writes a different version for a regeneration, keeping ids, entities and routes', () => {
    const again = composeKit(idea, options, 2);
    expect(again).not.toEqual(kit);
    expect(again.overview.productName).toBe(kit.overview.productName);
    expect(again.requirements.features.map((f) => [f.id, f.name])).toEqual(
      kit.requirements.features.map((f) => [f.id, f.name]),
    );
    expect(again.requirements.entities.map((e) => e.name)).toEqual(kit.requirements.entities.map((e) => e.name));
    expect(routesOf(again)).toEqual(routesOf(kit));
    expect(again.tasks.tasks.map((t) => [t.ref, t.featureIds])).toEqual(
      kit.tasks.tasks.map((t) => [t.ref, t.featureIds]),
    );
    for (const step of [
      'overview',
      'requirements',
      'backend',
      'app_flow',
      'prompts',
      'tech_stack',
      'frontend',
      'quality',
      'ai_rules',
      'implementation',
      'what_next',
    ] as const) {
      expect(again[step], `${step} differs`).not.toEqual(kit[step]);
    }
    expect(checkKit(again).passed).toBe(true);
  });
});

/** The model of a kit made before briefs: its idea read into a brief, as the composer does. */
const oldKitModel = (idea: string, options: KitOptions = {}) =>
  modelFromBrief(briefForIdea(idea, options), ideaText(idea, options), options);

describe('a kit made before briefs', () => {
  it('takes the name the idea gives, however it gives it', () => {
    expect(oldKitModel('A budgeting app called PennyPal for students').productName).toBe('PennyPal');
    expect(oldKitModel('Build "Green Thumb", a plant care reminder app').productName).toBe('Green Thumb');
    expect(oldKitModel('Fetchly is a marketplace for dog walkers and owners').productName).toBe('Fetchly');
    expect(oldKitModel('Сервис «Стрижка» для записи к барберу').productName).toBe('Стрижка');
    expect(oldKitModel('This is a marketplace for dog walkers').productName).not.toBe('This');
  });

  it('proposes a short name from the idea’s key words when none is given', () => {
    const model = oldKitModel('A dog-walking app for busy owners');
    expect(model.productName).toBe('PawBase');
    expect(model.slug).toBe('paw-base');
  });

  it('lets the wizard’s answers win: audience, platforms, backend and must-have features', () => {
    const model = oldKitModel('A habit tracker with streaks', {
      audience: 'Night-shift nurses',
      platforms: ['android'],
      backend: 'yes',
      mustHaveFeatures: 'Shift-aware reminders\nSleep log',
    });
    expect(model.audience[0]).toBe('Night-shift nurses');
    expect(model.platforms).toEqual(['android']);
    expect(model.backendRequired).toBe(true);
    expect(model.features.slice(0, 2).map((f) => f.name)).toEqual(['Shift-aware reminders', 'Sleep log']);
    expect(model.features[0]!.priority).toBe('must');
    expect(model.features.map((f) => f.id)).toEqual(model.features.map((_, i) => `FEAT-${String(i + 1).padStart(3, '0')}`));
    expect(oldKitModel('A marketplace for renting camping gear with payments', { backend: 'no' }).backendRequired).toBe(
      false,
    );
  });

  it('infers the backend from what the product does', () => {
    expect(oldKitModel('A marketplace where neighbours rent out tools, with payments and reviews').backendRequired).toBe(
      true,
    );
    expect(oldKitModel('A tip calculator that works offline').backendRequired).toBe(false);
    expect(oldKitModel('A personal landing page for my photography').backendRequired).toBe(false);
  });

  it('reads platforms, monetisation and integrations from the idea', () => {
    const model = oldKitModel(
      'An iPhone and Android app for booking yoga classes with Stripe payments, Google Calendar sync and a monthly subscription',
    );
    expect(model.platforms).toEqual(['ios', 'android']);
    expect(model.monetisation.model).toBe('subscription');
    expect(model.integrations.map((i) => i.name)).toEqual(expect.arrayContaining(['Stripe', 'Google Calendar']));
    expect(oldKitModel('A Chrome extension that blocks ads').platforms).toEqual(['extension']);
  });

  it('scores the idea against the archetypes', () => {
    expect(oldKitModel('A marketplace connecting freelance tutors with students').archetype.id).toBe('marketplace');
    expect(oldKitModel('Appointment booking for physiotherapy clinics').archetype.id).toBe('booking');
    expect(oldKitModel('A CRM for real estate agents to track leads and deals').archetype.id).toBe('crm');
    expect(oldKitModel('A browser extension that saves highlights').archetype.id).toBe('extension');
    expect(oldKitModel('A habit tracker').archetype.id).toBe('tracker');
    expect(oldKitModel('A platformer game with levels').archetype.id).toBe('game');
  });

  it('names entities in PascalCase with the idea’s own words', () => {
    const names = oldKitModel('Appointment booking for hair salons with reminders').entities.map((e) => e.name);
    expect(names).toContain('Appointment');
    for (const name of names) expect(name).toMatch(/^[A-Z][A-Za-z0-9]*$/);
  });

  it('still composes a kit from an idea the reader finds unclear', () => {
    const model = oldKitModel('something cool');
    expect(model.productName.length).toBeGreaterThan(0);
    expect(model.features.length).toBeGreaterThan(0);
    const kit = composeKit('something cool');
    for (const step of kitStepNames) expect(() => kitSteps[step].schema.parse(kit[step]), step).not.toThrow();
  });
});

describe('composeStep', () => {
  it('keeps the product name of an overview it is given', () => {
    const idea = 'A recipe sharing app for students';
    const overview = {
      ...composeStep('overview', { idea, options: {}, variant: 1, outputs: {} }),
      productName: 'Cheap Eats',
    };
    const requirements = composeStep('requirements', { idea, options: {}, variant: 1, outputs: { overview } });
    const context = { idea, options: {}, variant: 1, outputs: { overview, requirements } };
    const aiRules = completeStep('ai_rules', context, composeStep('ai_rules', context));
    expect(aiRules.files[0]!.content).toContain('Cheap Eats');
  });
});

describe('createOfflineModel', () => {
  it('returns validated outputs with zero token usage', async () => {
    const model = createOfflineModel();
    expect(model.name).toBe('offline');
    const result = await model.generateStep('overview', {
      idea: 'A plant watering reminder app',
      options: {},
      variant: 1,
      outputs: {},
    });
    expect(result.usage).toEqual({ inputTokens: 0, outputTokens: 0, totalTokens: 0 });
    expect(result.output.productName.length).toBeGreaterThan(0);
    const evaluation = await model.evaluate('A clinic tool', sampleBrief());
    expect(evaluation.output.score).toBeGreaterThanOrEqual(0);
  });

  it('stops when the signal is already aborted', async () => {
    const model = createOfflineModel();
    await expect(model.evaluate('An idea', sampleBrief(), AbortSignal.abort())).rejects.toThrow();
  });
});
