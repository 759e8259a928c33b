import type { CompositionModel, ModelEntity, ModelFeature } from './types';

/**
 * The order features are built in. A feature waits for the features the founder said it depends
 * on, and also for what it uses: the feature that builds each entity it touches, the features that
 * build the entities those belong to, and the accounts an integration needs (a payment needs a
 * customer). A record a feature's capability plan adds belongs to the record that feature works on
 * (ADR 0041), even when the brief names it too: the feature building it then builds on the plan's
 * feature (certificates are issued for a course), never the other way round. The founder's `dependsOn` can never form a cycle (the brief refuses it); the inferred
 * links can, so each is kept only when it closes no cycle, strongest kind first, which makes the
 * result the same for the same brief.
 */

export type Priority = ModelFeature['priority'];

export interface FeatureGraph {
  /** Features in build order: every feature after everything it needs. */
  order: ModelFeature[];
  /** Feature id → ids of the features it needs (the founder's and the inferred ones), in build order. */
  needs: Map<string, string[]>;
  /** The priority a feature is planned with: its own, or that of the most urgent feature needing it. */
  planned: Map<string, Priority>;
}

const rank: Record<Priority, number> = { must: 0, should: 1, could: 2 };

/** Integrations that act for a person (charge them, read their bank or calendar), so need their account first. */
const personalIntegrations = new Set(['stripe', 'stripe_connect', 'revenuecat', 'plaid', 'calendar', 'push']);

/** Every integration key a feature calls. */
export function integrationsOf(feature: ModelFeature): string[] {
  return feature.integrations ?? (feature.integration ? [feature.integration] : []);
}

/** Every entity a feature reads or writes, its main one first. */
export function entitiesOf(feature: ModelFeature): string[] {
  const all = feature.entity ? [feature.entity, ...feature.entities] : feature.entities;
  return [...new Set(all)];
}

/** The entities an entity's records point to. Models read from text only carry "X belongs to Y" sentences. */
export function parentsOf(entity: ModelEntity): string[] {
  if (entity.parents) return entity.parents;
  return entity.relations.flatMap((r) => /\bbelongs to (\w+)/.exec(r)?.[1] ?? []).filter((p) => p !== entity.name);
}

/**
 * The feature that builds an entity: the first whose main entity it is and that creates it (has a
 * POST on it), else the first whose main entity it is, else the first that touches it.
 */
function buildersOf(features: readonly ModelFeature[], entities: readonly ModelEntity[]): Map<string, string> {
  const builders = new Map<string, string>();
  for (const entity of entities) {
    const route = entity.route;
    // A feature written from its capability's plan posts to its record (points of a walk) but never creates it.
    const creates = (f: ModelFeature) => !f.plan && f.api.some((a) => a.method === 'POST' && a.path.includes(route));
    const builder =
      features.find((f) => f.entity === entity.name && creates(f)) ??
      features.find((f) => f.entity === entity.name) ??
      features.find((f) => entitiesOf(f).includes(entity.name));
    if (builder) builders.set(entity.name, builder.id);
  }
  return builders;
}

/** The links a feature's use of entities and integrations implies, strongest kind first. */
function inferredLinks(model: CompositionModel): Array<[string, string]> {
  const { features, entities } = model;
  const builders = buildersOf(features, entities);
  const byName = new Map(entities.map((e) => [e.name, e]));
  const accounts = features.find((f) => f.key === 'accounts');
  const personal: Array<[string, string]> = [];
  const relations: Array<[string, string]> = [];
  const uses: Array<[string, string]> = [];
  for (const feature of features) {
    for (const record of feature.plan?.records ?? []) {
      const builder = builders.get(record.name);
      if (builder && builder !== feature.id) relations.push([builder, feature.id]);
    }
    if (accounts && feature !== accounts && integrationsOf(feature).some((key) => personalIntegrations.has(key)))
      personal.push([feature.id, accounts.id]);
    for (const name of entitiesOf(feature)) {
      const entity = byName.get(name);
      for (const parent of entity ? parentsOf(entity) : []) {
        const builder = builders.get(parent);
        if (builder && builder !== feature.id) relations.push([feature.id, builder]);
      }
      const builder = builders.get(name);
      if (builder && builder !== feature.id) uses.push([feature.id, builder]);
    }
  }
  return [...personal, ...relations, ...uses];
}

/** The feature graph of a model: the founder's `dependsOn` plus every inferred link that closes no cycle. */
export function featureGraph(model: CompositionModel): FeatureGraph {
  const { features } = model;
  const ids = new Set(features.map((f) => f.id));
  const needs = new Map(features.map((f) => [f.id, new Set<string>()]));
  /** Does `from` need `to`, directly or through others? */
  const reaches = (from: string, to: string): boolean => {
    const stack = [from];
    const seen = new Set<string>();
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (id === to) return true;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...needs.get(id)!);
    }
    return false;
  };
  const link = (feature: string, needed: string) => {
    if (feature === needed || !ids.has(needed) || needs.get(feature)!.has(needed)) return;
    if (reaches(needed, feature)) return;
    needs.get(feature)!.add(needed);
  };
  for (const feature of features) for (const id of feature.dependsOn) link(feature.id, id);
  for (const [feature, needed] of inferredLinks(model)) link(feature, needed);

  const planned = plannedPriority(features, needs);
  const order = topologicalOrder(features, needs, planned);
  const position = new Map(order.map((f, i) => [f.id, i]));
  const sorted = new Map(
    order.map((f) => [f.id, [...needs.get(f.id)!].sort((a, b) => position.get(a)! - position.get(b)!)]),
  );
  return { order, needs: sorted, planned };
}

/** Raises each feature to the priority of the most urgent feature that needs it, directly or not. */
function plannedPriority(features: readonly ModelFeature[], needs: Map<string, Set<string>>): Map<string, Priority> {
  const planned = new Map(features.map((f) => [f.id, f.priority]));
  let changed = true;
  while (changed) {
    changed = false;
    for (const feature of features) {
      const own = planned.get(feature.id)!;
      for (const id of needs.get(feature.id)!) {
        if (rank[own] < rank[planned.get(id)!]) {
          planned.set(id, own);
          changed = true;
        }
      }
    }
  }
  return planned;
}

/**
 * Kahn's algorithm: of the features whose needs are all built, the most urgent comes next, ties in
 * the brief's order. A planned priority is never more urgent than that of a feature it needs, so
 * musts come first without breaking a dependency.
 */
function topologicalOrder(
  features: readonly ModelFeature[],
  needs: Map<string, Set<string>>,
  planned: Map<string, Priority>,
): ModelFeature[] {
  const order: ModelFeature[] = [];
  const done = new Set<string>();
  const index = new Map(features.map((f, i) => [f.id, i]));
  const key = (f: ModelFeature) => rank[planned.get(f.id)!] * 10_000 + index.get(f.id)!;
  while (order.length < features.length) {
    const ready = features.filter((f) => !done.has(f.id) && [...needs.get(f.id)!].every((id) => done.has(id)));
    // Unreachable with the cycle check above; kept so a broken model still yields every feature.
    const pool = ready.length > 0 ? ready : features.filter((f) => !done.has(f.id));
    const next = pool.reduce((best, f) => (key(f) < key(best) ? f : best));
    done.add(next.id);
    order.push(next);
  }
  return order;
}

/** The features in build order by their `dependsOn` alone (a model's features, as given). */
export function dependencyOrder(features: readonly ModelFeature[]): ModelFeature[] {
  const needs = new Map(features.map((f) => [f.id, new Set(f.dependsOn.filter((id) => id !== f.id))]));
  const ids = new Set(features.map((f) => f.id));
  for (const set of needs.values()) for (const id of set) if (!ids.has(id)) set.delete(id);
  const planned = new Map(features.map((f) => [f.id, 'must' as Priority]));
  return topologicalOrder(features, needs, planned);
}
