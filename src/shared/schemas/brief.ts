import { z } from 'zod';
import { briefCapability, ownRecords, type BriefCapability } from '../capabilities';
import { messageKeys } from '../message-keys';
import { plainString, singleLineString } from './text';

/**
 * The brief: what the engine understood from an idea, shown to the founder to correct before a kit
 * is paid for, then the single source every document is written from (ADR 0022). Both engines
 * propose it on this schema (the AI engine as structured output), so keep descriptions short and
 * concrete: they are sent to the models as instructions. Identifiers (entity, field and feature
 * ids) stay ASCII whatever the language; names and texts are in the brief's language.
 */

export const briefMessages = {
  entityNameInvalid: 'Entity names start with a capital Latin letter and use only Latin letters and digits (e.g. WorkOrder).',
  fieldNameInvalid: 'Field names start with a lower-case Latin letter and use only Latin letters and digits (e.g. dueDate).',
  nameRequired: 'Please enter a name.',
  textTooLong: 'This text is too long.',
  duplicateEntity: 'Two entities have the same name.',
  duplicateField: 'Two fields of this entity have the same name.',
  duplicateFeature: 'Two features have the same id.',
  unknownEntity: 'This refers to an entity the brief does not have.',
  unknownIntegration: 'This refers to an integration the brief does not have.',
  unknownFeature: 'This depends on a feature the brief does not have.',
  selfDependency: 'A feature cannot depend on itself.',
  dependencyCycle: 'These features depend on each other in a circle.',
  platformRequired: 'Choose at least one platform.',
  featureRequired: 'Add at least one feature.',
} as const;
export const briefMessageKeys = messageKeys('briefs.messages', briefMessages);

export const BRIEF_LIMITS = {
  name: 80,
  text: 600,
  summary: 1500,
  roles: 10,
  goals: 10,
  entities: 30,
  fields: 30,
  relations: 15,
  features: 30,
  integrations: 20,
  constraints: 20,
  notes: 20,
} as const;

const name = (description: string) =>
  singleLineString({ error: briefMessageKeys.nameRequired })
    .trim()
    .min(1, briefMessageKeys.nameRequired)
    .max(BRIEF_LIMITS.name, briefMessageKeys.textTooLong)
    .describe(description);
const text = (description: string, max: number = BRIEF_LIMITS.text) =>
  plainString({ error: briefMessageKeys.nameRequired })
    .trim()
    .min(1, briefMessageKeys.nameRequired)
    .max(max, briefMessageKeys.textTooLong)
    .describe(description);
const texts = (description: string, max: number) => z.array(text(description)).max(max).describe(description);

export const briefLanguages = ['en', 'ru'] as const;
export const briefLanguage = z.enum(briefLanguages);
export type BriefLanguage = z.infer<typeof briefLanguage>;

export const briefPlatforms = ['web', 'ios', 'android', 'desktop', 'browser-extension', 'api', 'cli'] as const;
export const briefPlatform = z.enum(briefPlatforms);
export type BriefPlatform = z.infer<typeof briefPlatform>;

export const fieldTypes = [
  'string',
  'text',
  'integer',
  'number',
  'money',
  'boolean',
  'date',
  'datetime',
  'email',
  'phone',
  'url',
  'enum',
  'image',
  'file',
  'location',
  'reference',
  'json',
] as const;
export const fieldType = z.enum(fieldTypes);
export type FieldType = z.infer<typeof fieldType>;

export const relationKinds = ['belongsTo', 'hasMany', 'hasOne', 'manyToMany'] as const;
export const constraintKinds = ['compliance', 'security', 'privacy', 'performance', 'platform', 'legal', 'other'] as const;
export const constraintKind = z.enum(constraintKinds);
export type ConstraintKind = z.infer<typeof constraintKind>;
export const featurePriorities = ['must', 'should', 'could'] as const;

export const ENTITY_NAME = /^[A-Z][A-Za-z0-9]*$/;
export const FIELD_NAME = /^[a-z][A-Za-z0-9]*$/;
export const FEATURE_ID = /^FEAT-\d{3}$/;

const entityName = z
  .string()
  .trim()
  .regex(ENTITY_NAME, briefMessageKeys.entityNameInvalid)
  .max(40, briefMessageKeys.textTooLong)
  .describe('Entity name in English PascalCase, e.g. WorkOrder');

export const briefField = z.object({
  name: z
    .string()
    .trim()
    .regex(FIELD_NAME, briefMessageKeys.fieldNameInvalid)
    .max(40, briefMessageKeys.textTooLong)
    .describe('Field name in English camelCase, e.g. dueDate'),
  type: fieldType.describe('The kind of value the field holds'),
});
export type BriefField = z.infer<typeof briefField>;

export const briefRelation = z.object({
  kind: z.enum(relationKinds).describe('belongsTo: each record points to one target; hasMany: the target points back'),
  entity: entityName.describe('The related entity'),
});
export type BriefRelation = z.infer<typeof briefRelation>;

export const briefEntity = z.object({
  name: entityName,
  /** The thing's name in the brief's language ("урок"); absent when it equals the name in words. */
  label: name('What the founder calls it, in the brief language, e.g. "work order" or "урок"').optional(),
  fields: z.array(briefField).max(BRIEF_LIMITS.fields).describe('The fields the entity needs (no id or timestamps)'),
  relations: z.array(briefRelation).max(BRIEF_LIMITS.relations).describe('How it relates to other entities of the brief'),
  /** The engine was unsure of it: the review shows it first and marked (ADR 0046). */
  guessed: z.boolean().optional().describe('true when the idea does not clearly name it and it was inferred'),
});
export type BriefEntity = z.infer<typeof briefEntity>;

export const briefFeature = z.object({
  id: z.string().regex(FEATURE_ID).describe('Feature id such as FEAT-001'),
  name: name('Short feature name, e.g. "Book a walk"'),
  description: text('What the feature lets a user do'),
  priority: z.enum(featurePriorities).describe('must for the first version, should soon after, could later'),
  entities: z.array(entityName).max(10).describe('Names of the entities the feature reads or writes'),
  integrations: z.array(name('Integration name')).max(10).describe('Names of the integrations the feature calls'),
  dependsOn: z.array(z.string().regex(FEATURE_ID)).max(10).describe('Ids of the features that must exist first'),
  /** Absent means own records (`capabilityOf`): briefs stored before capabilities, and features that only keep records. */
  capability: briefCapability.optional().describe('What the feature does beyond keeping records'),
});
export type BriefFeature = z.infer<typeof briefFeature>;

/** A feature's capability; one stored without any keeps records. */
export const capabilityOf = (feature: Pick<BriefFeature, 'capability'>): BriefCapability => feature.capability ?? ownRecords;

export const briefRole = z.object({
  name: name('A kind of user, e.g. "dog owner"'),
  goals: texts('What this user comes to do', BRIEF_LIMITS.goals),
});
export type BriefRole = z.infer<typeof briefRole>;

export const briefIntegration = z.object({
  name: name('The service or capability, e.g. "Stripe" or "SMS"'),
  purpose: text('What the product uses it for'),
});
export type BriefIntegration = z.infer<typeof briefIntegration>;

export const briefConstraint = z.object({
  kind: constraintKind,
  name: name('Short name, e.g. "HIPAA"'),
  text: text('What it demands of the product'),
});
export type BriefConstraint = z.infer<typeof briefConstraint>;

const briefShape = z.object({
  language: briefLanguage.describe('The language the kit is written in'),
  productName: name('The product name: the one in the idea, or a short memorable one'),
  summary: text('Two or three sentences: what it does, for whom', BRIEF_LIMITS.summary),
  platforms: z.array(briefPlatform).min(1, briefMessageKeys.platformRequired).max(briefPlatforms.length),
  roles: z.array(briefRole).min(1).max(BRIEF_LIMITS.roles).describe('The kinds of users'),
  entities: z.array(briefEntity).max(BRIEF_LIMITS.entities).describe('The things the product stores and people manage'),
  features: z
    .array(briefFeature)
    .min(1, briefMessageKeys.featureRequired)
    .max(BRIEF_LIMITS.features)
    .describe('Features, ids FEAT-001 upwards'),
  integrations: z.array(briefIntegration).max(BRIEF_LIMITS.integrations).describe('Outside services and capabilities'),
  constraints: z
    .array(briefConstraint)
    .max(BRIEF_LIMITS.constraints)
    .describe('Regulations, standards and hard limits: never entities'),
  monetisation: text('How the product makes money'),
  assumptions: texts('What was guessed and the founder should confirm', BRIEF_LIMITS.notes),
  openQuestions: texts('What could not be decided from the idea', BRIEF_LIMITS.notes),
});

type BriefShape = z.infer<typeof briefShape>;

/** References between parts of the brief must resolve: what the form edits cannot leave dangling ids. */
function checkReferences(brief: BriefShape, ctx: z.core.$RefinementCtx<BriefShape>) {
  const issue = (message: string, path: (string | number)[]) => ctx.addIssue({ code: 'custom', message, path });
  const entities = new Set<string>();
  brief.entities.forEach((entity, i) => {
    if (entities.has(entity.name)) issue(briefMessageKeys.duplicateEntity, ['entities', i, 'name']);
    entities.add(entity.name);
    const fields = new Set<string>();
    entity.fields.forEach((field, j) => {
      if (fields.has(field.name)) issue(briefMessageKeys.duplicateField, ['entities', i, 'fields', j, 'name']);
      fields.add(field.name);
    });
  });
  brief.entities.forEach((entity, i) =>
    entity.relations.forEach((relation, j) => {
      if (!entities.has(relation.entity)) issue(briefMessageKeys.unknownEntity, ['entities', i, 'relations', j, 'entity']);
    }),
  );
  const integrations = new Set(brief.integrations.map((integration) => integration.name.toLowerCase()));
  const ids = new Set<string>();
  brief.features.forEach((feature, i) => {
    if (ids.has(feature.id)) issue(briefMessageKeys.duplicateFeature, ['features', i, 'id']);
    ids.add(feature.id);
  });
  brief.features.forEach((feature, i) => {
    feature.entities.forEach((entity, j) => {
      if (!entities.has(entity)) issue(briefMessageKeys.unknownEntity, ['features', i, 'entities', j]);
    });
    feature.integrations.forEach((integration, j) => {
      if (!integrations.has(integration.toLowerCase())) {
        issue(briefMessageKeys.unknownIntegration, ['features', i, 'integrations', j]);
      }
    });
    feature.dependsOn.forEach((id, j) => {
      if (id === feature.id) issue(briefMessageKeys.selfDependency, ['features', i, 'dependsOn', j]);
      else if (!ids.has(id)) issue(briefMessageKeys.unknownFeature, ['features', i, 'dependsOn', j]);
    });
  });
  const cycle = dependencyCycle(brief.features);
  if (cycle) issue(briefMessageKeys.dependencyCycle, ['features', brief.features.findIndex((f) => f.id === cycle[0]), 'dependsOn']);
}

/** The ids of one cycle in the features' `dependsOn`, or null when they form a DAG. */
export function dependencyCycle(features: readonly Pick<BriefFeature, 'id' | 'dependsOn'>[]): string[] | null {
  const byId = new Map(features.map((feature) => [feature.id, feature]));
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (id: string): string[] | null => {
    if (state.get(id) === 'done') return null;
    if (state.get(id) === 'open') return path.slice(path.indexOf(id));
    state.set(id, 'open');
    path.push(id);
    for (const next of byId.get(id)?.dependsOn ?? []) {
      if (!byId.has(next) || next === id) continue;
      const found = visit(next);
      if (found) return found;
    }
    path.pop();
    state.set(id, 'done');
    return null;
  };
  for (const feature of features) {
    const found = visit(feature.id);
    if (found) return found;
  }
  return null;
}

export const brief = briefShape.superRefine(checkReferences);
export type Brief = z.infer<typeof brief>;
/** The same shape without the cross-reference rules, for providers' structured output (checked after). */
export const briefObject = briefShape;

/**
 * A question the engine asks when the idea leaves something open. Each answer changes the brief in a
 * known way (`applyAnswer`): a question's topic says which part of the brief it fills in. A
 * `capability` question is about one feature, whose id ends the question's (`capability-feat-003`);
 * its choices' values are capability ids.
 */
export const questionTopics = ['platforms', 'monetisation', 'roles', 'features', 'integrations', 'constraints', 'capability', 'other'] as const;
export const briefQuestion = z.object({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/).max(40),
  topic: z.enum(questionTopics),
  text: text('The question, in the brief language'),
  /** Suggested answers; `value` is a platform id for the platforms topic, a capability id for the capability topic, else the text to use. */
  choices: z
    .array(z.object({ value: name('Answer value'), label: name('Answer shown to the founder') }))
    .max(8),
  multiple: z.boolean(),
});
export type BriefQuestion = z.infer<typeof briefQuestion>;
export const MAX_QUESTIONS = 3;

export const briefProposal = z.object({
  brief,
  questions: z.array(briefQuestion).max(MAX_QUESTIONS),
});
export type BriefProposal = z.infer<typeof briefProposal>;
