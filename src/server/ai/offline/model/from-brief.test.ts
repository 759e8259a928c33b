import { describe, expect, it } from 'vitest';
import { brief as briefSchema, type Brief } from '../../../../shared/schemas/brief';
import { documentSteps, kitStepNames, kitSteps, type KitOutputs } from '../../../../shared/schemas/kit';
import { checkKit } from '../../../kit/kit-check';
import { renderDocument } from '../../../kit/render';
import { composeKit } from '../offline-model';
import { composeViability } from '../viability';
import { clearModelCache, modelFromBrief } from './from-brief';
import { dentalBrief, dentalIdea, tutorBrief, tutorIdea } from './test-briefs';

/** Everything a founder or a coding agent reads: the rendered documents, the task board and the prompts. */
function everything(kit: KitOutputs): string {
  return [
    ...documentSteps.map((kind) => renderDocument(kind, kit).content),
    JSON.stringify(kit.tasks),
    JSON.stringify(kit.prompts),
  ].join('\n');
}

/** The lines of a kit that mention a word: none, when the word is gone. */
const linesWith = (text: string, word: RegExp) => text.split('\n').filter((line) => word.test(line));

/** A brief edited the way the review form edits it: one JSON rewrite, every reference included. */
const edited = (brief: Brief, edit: (copy: Brief) => void): Brief => {
  const copy = structuredClone(brief);
  edit(copy);
  return briefSchema.parse(copy);
};

/** The position of each task on the board, and the tasks of each feature. */
function taskIndex(kit: KitOutputs) {
  const index = new Map(kit.tasks.tasks.map((t, i) => [t.ref, i]));
  const ofFeature = (id: string) => kit.tasks.tasks.filter((t) => t.featureIds.length === 1 && t.featureIds[0] === id);
  return { index, ofFeature };
}

describe.each([
  { label: 'English dental clinic', idea: dentalIdea, brief: dentalBrief },
  { label: 'Russian tutor app', idea: tutorIdea, brief: tutorBrief },
])('a kit composed from the confirmed brief ($label)', ({ idea, brief }) => {
  const kit = composeKit(idea, {}, 1, briefSchema.parse(brief));

  it('passes every step schema and the kit check at 100%', () => {
    for (const step of kitStepNames) expect(() => kitSteps[step].schema.parse(kit[step]), step).not.toThrow();
    const result = checkKit(kit, briefSchema.parse(brief));
    expect(result.checks.filter((c) => !c.passed)).toEqual([]);
    expect(result.score).toBe(100);
  });

  it('has exactly the brief’s entities, in the PRD and in the data model', () => {
    const names = brief.entities.map((e) => e.name);
    expect(kit.requirements.entities.map((e) => e.name)).toEqual(names);
    expect(kit.backend.entities.map((e) => e.name)).toEqual(names);
    for (const entity of brief.entities) {
      const stored = kit.backend.entities.find((e) => e.name === entity.name)!;
      for (const field of entity.fields) expect(stored.fields.map((f) => f.name)).toContain(field.name);
      for (const relation of entity.relations.filter((r) => r.kind === 'belongsTo'))
        expect(stored.fields.map((f) => f.name)).toContain(
          `${relation.entity.charAt(0).toLowerCase()}${relation.entity.slice(1)}Id`,
        );
    }
  });

  it('has exactly the brief’s features, and every feature has tasks', () => {
    expect(kit.requirements.features.map((f) => [f.id, f.name, f.priority])).toEqual(
      brief.features.map((f) => [f.id, f.name, f.priority]),
    );
    // The founder's description comes first and whole; the PRD may add what the feature's records hold.
    for (const feature of brief.features) {
      const written = kit.requirements.features.find((f) => f.id === feature.id)!.description;
      expect(written.startsWith(feature.description), feature.id).toBe(true);
    }
    const ids = new Set(brief.features.map((f) => f.id));
    const tasked = new Set(kit.tasks.tasks.flatMap((t) => t.featureIds));
    expect(tasked).toEqual(ids);
    expect(new Set(kit.implementation.phases.flatMap((p) => p.featureIds))).toEqual(ids);
  });

  it('builds no feature before a feature it depends on', () => {
    const { index, ofFeature } = taskIndex(kit);
    const phaseOf = (id: string) => kit.implementation.phases.findIndex((p) => p.featureIds.includes(id));
    for (const feature of brief.features) {
      const first = ofFeature(feature.id)[0]!;
      for (const dependency of feature.dependsOn) {
        const last = ofFeature(dependency).at(-1)!;
        expect(index.get(last.ref)!, `${dependency} before ${feature.id}`).toBeLessThan(index.get(first.ref)!);
        expect(first.dependsOn, `${feature.id} waits for ${dependency}`).toContain(last.ref);
        expect(phaseOf(dependency)).toBeLessThanOrEqual(phaseOf(feature.id));
      }
    }
  });

  it('takes the name, platforms, roles, integrations, monetisation and summary from the brief', () => {
    expect(kit.overview.productName).toBe(brief.productName);
    expect(kit.overview.summary.startsWith(brief.summary)).toBe(true);
    expect(kit.overview.monetisation).toBe(brief.monetisation);
    expect(kit.requirements.users.map((u) => u.role)).toEqual(brief.roles.map((r) => r.name));
    expect(kit.requirements.users.map((u) => u.needs)).toEqual(brief.roles.map((r) => r.goals));
    expect(kit.tech_stack.integrations.map(({ name, purpose }) => ({ name, purpose }))).toEqual(brief.integrations);
  });

  it('lists the constraints, assumptions and open questions where the documents have a place for them', () => {
    for (const constraint of brief.constraints) {
      expect(kit.overview.summary).toContain(constraint.name);
      for (const list of [kit.requirements.goals, kit.tech_stack.notes, kit.quality.nonFunctional, kit.ai_rules.rules])
        expect(list.some((line) => line.includes(constraint.name) && line.includes(constraint.text))).toBe(true);
    }
    const agents = kit.ai_rules.files.find((f) => f.path === 'AGENTS.md')!.content;
    for (const note of [...brief.assumptions, ...brief.openQuestions]) {
      expect(agents).toContain(note);
      // The plan does not restate them: one risk counts what is still unsettled.
      expect(kit.implementation.risks.some((risk) => risk.includes(note))).toBe(false);
    }
    if (brief.openQuestions.length > 0)
      expect(kit.implementation.risks.at(-1)).toMatch(new RegExp(`${brief.openQuestions.length} open question|открытые вопросы \\(${brief.openQuestions.length}\\)`, 'i'));
    // The first tip sends the founder to the overview's open questions without restating them.
    for (const question of brief.openQuestions) {
      expect(kit.overview.openQuestions).toContain(question);
      expect(kit.what_next.tips[0]!.body).not.toContain(question);
    }
    if (brief.openQuestions.length > 0) expect(kit.what_next.tips[0]!.body).toMatch(/overview ends with|Обзор заканчивается/);
  });

  it('is deterministic, also without the memoised models', () => {
    clearModelCache();
    expect(composeKit(idea, {}, 1, brief)).toEqual(kit);
  });
});

describe('editing the brief', () => {
  it('renames an entity in every document, and the old name is gone', () => {
    // The founder renames Patient to Client everywhere in the form; the idea still says "patient".
    const renamed = briefSchema.parse(
      JSON.parse(JSON.stringify(dentalBrief).replaceAll('Patient', 'Client').replaceAll('patient', 'client')),
    );
    const before = everything(composeKit(dentalIdea, {}, 1, dentalBrief));
    const kit = composeKit(dentalIdea, {}, 1, renamed);
    const text = everything(kit);
    expect(before).toMatch(/\bPatient\b/);
    expect(linesWith(text, /patient/i)).toEqual([]);
    expect(kit.requirements.entities.map((e) => e.name)).toContain('Client');
    for (const kind of ['requirements', 'backend', 'ai_rules'] as const)
      expect(renderDocument(kind, kit).content, kind).toMatch(/\bClient\b/);
    expect(kit.frontend.screens.map((s) => s.route)).toContain('/clients');
    expect(kit.backend.entities.find((e) => e.name === 'Appointment')!.fields.map((f) => f.name)).toContain('clientId');
    expect(checkKit(kit, renamed).passed).toBe(true);
  });

  it('leaves a removed entity out of every document', () => {
    const removed = edited(dentalBrief, (brief) => {
      brief.entities = brief.entities.filter((e) => e.name !== 'Claim');
      for (const entity of brief.entities) entity.relations = entity.relations.filter((r) => r.entity !== 'Claim');
      brief.features = brief.features.filter((f) => !f.entities.includes('Claim'));
    });
    expect(everything(composeKit(dentalIdea, {}, 1, dentalBrief))).toMatch(/claim/i);
    const kit = composeKit(dentalIdea, {}, 1, removed);
    expect(linesWith(everything(kit), /claim/i)).toEqual([]);
    expect(kit.requirements.entities.map((e) => e.name)).toEqual(['Patient', 'Appointment', 'Dentist']);
    expect(checkKit(kit, removed).passed).toBe(true);
  });

  it('plans accounts, settings and onboarding after the features they depend on', () => {
    const withOnboarding = edited(dentalBrief, (brief) => {
      brief.features.push({
        id: 'FEAT-007',
        name: 'Onboarding',
        description: 'A new clinic adds its dentists and books a first appointment in a guided tour.',
        priority: 'must',
        entities: ['Dentist', 'Appointment'],
        integrations: [],
        dependsOn: ['FEAT-002'],
      });
    });
    const kit = composeKit(dentalIdea, {}, 1, withOnboarding);
    const { index, ofFeature } = taskIndex(kit);
    expect(index.get(ofFeature('FEAT-007')[0]!.ref)!).toBeGreaterThan(index.get(ofFeature('FEAT-002').at(-1)!.ref)!);
    expect(index.get(ofFeature('FEAT-002')[0]!.ref)!).toBeGreaterThan(index.get(ofFeature('FEAT-005').at(-1)!.ref)!);
  });

  it('composes a valid kit from a sparse brief: a command-line tool, no entities, no must feature', () => {
    const sparse = briefSchema.parse({
      language: 'en',
      productName: 'Tidy',
      summary: 'Tidy renames photo files by the date they were taken.',
      platforms: ['cli'],
      roles: [{ name: 'Photographer', goals: [] }],
      entities: [],
      features: [
        {
          id: 'FEAT-001',
          name: 'Rename photos by date',
          description: 'Renames every photo in a folder to the date and time it was taken.',
          priority: 'should',
          entities: [],
          integrations: [],
          dependsOn: [],
        },
      ],
      integrations: [],
      constraints: [],
      monetisation: 'Free and open source.',
      assumptions: [],
      openQuestions: [],
    });
    const kit = composeKit('A command-line tool that renames photos by date', { backend: 'no' }, 1, sparse);
    expect(kit.requirements.features.map((f) => f.id)).toEqual(['FEAT-001']);
    expect(kit.overview.platforms).toEqual(['Command line']);
    expect(checkKit(kit, sparse).passed).toBe(true);
  });
});

describe('modelFromBrief', () => {
  it('reads the archetype from the idea, the competitors from the market category, and everything the founder edits from the brief', () => {
    const model = modelFromBrief(tutorBrief, tutorIdea);
    expect(model.platforms).toEqual(['ios', 'android']);
    expect(model.integrations.map((i) => i.name)).toEqual(['Telegram']);
    expect(model.entities.map((e) => [e.name, e.route])).toEqual([
      ['Student', '/students'],
      ['Lesson', '/lessons'],
      ['Homework', '/homework'],
    ]);
    // A Russian brief describes the entity in Russian by the founder's word; the identifier stays English.
    expect(model.entities[1]!.description).toMatch(/^Урок в \S+ с полями `/);
    expect(model.entities[1]!.founderLabel).toBe('урок');
    expect(model.entities[1]!.label).toBe('lesson');
    expect(model.archetype.id).toBe('content');
    const dental = modelFromBrief(dentalBrief, dentalIdea);
    expect(dental.archetype.id).toBe('booking');
    // The overview names the category's incumbents and its problem, as the evaluation does.
    expect(dental.competitors).toEqual(composeViability(dentalBrief).competition);
    expect(dental.competitors[0]).toBe('SimplePractice');
    expect(dental.problem).toMatch(/patient/i);
  });

  it('maps the brief’s platforms to the engine’s and keeps the integration the stack knows', () => {
    const model = modelFromBrief(
      edited(dentalBrief, (brief) => {
        brief.platforms = ['browser-extension', 'api'];
      }),
      dentalIdea,
    );
    expect(model.platforms).toEqual(['extension', 'api']);
    expect(model.backendRequired).toBe(true);
    expect(model.integrations[0]).toMatchObject({ key: 'sms', name: 'SMS' });
  });

  it('memoises on the brief’s content, not on the object', () => {
    expect(modelFromBrief(structuredClone(dentalBrief), dentalIdea)).toBe(modelFromBrief(dentalBrief, dentalIdea));
    const other = edited(dentalBrief, (brief) => {
      brief.productName = 'ToothDesk';
    });
    expect(modelFromBrief(other, dentalIdea).productName).toBe('ToothDesk');
  });
});
