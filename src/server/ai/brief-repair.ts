import { dependencyCycle, type Brief, type BriefFeature } from '../../shared/schemas/brief';

/**
 * A model's brief made consistent before it is checked: a slightly-off answer (a feature naming an
 * entity the brief lacks, two features depending on each other) is repaired rather than refused,
 * and always the same way for the same answer. Only references are touched: later duplicates of a
 * name, an id or a capability's source are dropped, references that resolve to nothing are
 * dropped, and each dependency cycle loses the edge that closes it. Everything else is left for
 * the `brief` schema to judge.
 */
export function repairBrief(brief: Brief): Brief {
  const entities = uniqueBy(brief.entities, (entity) => entity.name).map((entity) => ({
    ...entity,
    fields: uniqueBy(entity.fields, (field) => field.name),
  }));
  const entityNames = new Set(entities.map((entity) => entity.name));
  const integrations = uniqueBy(brief.integrations, (integration) => integration.name.toLowerCase());
  const integrationNames = new Set(integrations.map((integration) => integration.name.toLowerCase()));
  const unique = uniqueBy(brief.features, (feature) => feature.id);
  const featureIds = new Set(unique.map((feature) => feature.id));

  const features = unique.map((feature) => ({
    ...feature,
    entities: uniqueBy(
      feature.entities.filter((name) => entityNames.has(name)),
      (name) => name,
    ),
    integrations: uniqueBy(
      feature.integrations.filter((name) => integrationNames.has(name.toLowerCase())),
      (name) => name.toLowerCase(),
    ),
    dependsOn: uniqueBy(
      feature.dependsOn.filter((id) => id !== feature.id && featureIds.has(id)),
      (id) => id,
    ),
    ...(feature.capability?.sources
      ? { capability: { ...feature.capability, sources: uniqueBy(feature.capability.sources, (name) => name.toLowerCase()) } }
      : {}),
  }));

  return {
    ...brief,
    entities: entities.map((entity) => ({
      ...entity,
      relations: entity.relations.filter((relation) => entityNames.has(relation.entity)),
    })),
    integrations,
    features: withoutCycles(features),
  };
}

/** Removes, cycle by cycle, the dependency that closes it (the last feature's edge back to the first). */
function withoutCycles(features: BriefFeature[]): BriefFeature[] {
  let result = features;
  for (let cycle = dependencyCycle(result); cycle; cycle = dependencyCycle(result)) {
    const [first] = cycle;
    const last = cycle[cycle.length - 1];
    result = result.map((feature) =>
      feature.id === last ? { ...feature, dependsOn: feature.dependsOn.filter((id) => id !== first) } : feature,
    );
  }
  return result;
}

function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
