import type { KitTask } from '../../../../shared/schemas/kit';
import type { AppPlatform } from '../catalogue/lexicon';
import { entitiesOf, parentsOf } from './plan-order';
import type { CompositionModel, ModelEntity, ModelFeature } from './types';

/**
 * How big each task is: the sum of its parts, each part sized by what it touches (entities,
 * endpoints, integrations, constraints) and screens scaled by the platform, so a payment feature
 * under HIPAA is visibly bigger than a settings page. Subtasks are the parts, so their hours always
 * add up to the task's.
 */

export interface Part {
  title: string;
  /** Unrounded hours; rounded up to whole hours, at least one, when the subtask is written. */
  hours: number;
}

export function subtasksOf(parts: readonly Part[]): KitTask['subtasks'] {
  return parts.map((p) => ({ title: p.title, estimateHours: Math.max(1, Math.ceil(p.hours - 1e-9)) }));
}

/**
 * Screens cost more off the web: device and store testing for phones, browser APIs and page
 * isolation for an extension, signing and three operating systems for a desktop app.
 */
export function screenFactor(platforms: readonly AppPlatform[]): number {
  if (platforms.includes('ios') || platforms.includes('android')) return 1.4;
  if (platforms.includes('extension')) return 1.3;
  if (platforms.includes('desktop')) return 1.2;
  return 1;
}

/** Integrations that move money or read financial data: webhooks, idempotency and reconciliation. */
const moneyIntegrations = new Set(['stripe', 'stripe_connect', 'revenuecat', 'plaid']);

/** Hours to call an integration from a feature. */
export const integrationHours = (key: string) => (moneyIntegrations.has(key) ? 4 : 2.5);
export const isMoney = (key: string) => moneyIntegrations.has(key);

/** Constraints met in the data layer before features store anything; the others are verified before launch. */
const builtInKinds = new Set(['compliance', 'security', 'privacy', 'legal']);
export type Constraint = CompositionModel['constraints'][number];
export const isBuiltIn = (c: Constraint) => builtInKinds.has(c.kind);

/** Hours to meet a built-in constraint in one feature (logging, checks, tests of them). */
export const constraintHours = (c: Constraint) => (c.kind === 'compliance' ? 2.5 : 1.5);

/**
 * The entities a built-in constraint protects: those its text names and every entity that belongs
 * to them (an appointment of a patient is patient data); all of them when it names none.
 */
export function protectedEntities(constraint: Constraint, entities: readonly ModelEntity[]): Set<string> {
  const text = `${constraint.name} ${constraint.text}`.toLowerCase();
  const named = entities.filter((e) =>
    [e.name, e.label, e.labelPlural].some((n) => n.length > 2 && text.includes(n.toLowerCase())),
  );
  if (named.length === 0) return new Set(entities.map((e) => e.name));
  const covered = new Set(named.map((e) => e.name));
  let grew = true;
  while (grew) {
    grew = false;
    for (const entity of entities) {
      if (!covered.has(entity.name) && parentsOf(entity).some((p) => covered.has(p))) {
        covered.add(entity.name);
        grew = true;
      }
    }
  }
  return covered;
}

/** The built-in constraints a feature must meet: those protecting an entity it touches. */
export function constraintsOf(feature: ModelFeature, model: CompositionModel): Constraint[] {
  const touched = entitiesOf(feature);
  return model.constraints.filter(
    (c) => isBuiltIn(c) && [...protectedEntities(c, model.entities)].some((name) => touched.includes(name)),
  );
}
