import { capabilityOf, fieldTypes, type Brief, type BriefEntity, type BriefFeature, type FieldType } from '../../../../shared/schemas/brief';
import type { BackendOutput } from '../../../../shared/schemas/kit';
import { capabilityCatalogue } from '../../../capabilities/catalogue';
import { capabilityPlan, type CapabilityPlan } from '../../../capabilities/plan';
import { pascalCase, unique } from '../text';
import type { CompositionModel, ModelEntity, ModelFeature, ModelScreen } from './types';

/**
 * A feature's capability made part of the composition model (ADR 0041): the catalogue's plan filled
 * in for the feature, the records it adds to the data model, the screens it adds to the app and the
 * jobs the server runs for it. The composer writes every document of such a feature from its plan;
 * a feature that keeps records has no plan and keeps its CRUD.
 */

/** What the plan of one feature is filled in with: the feature's record, its people and the product. */
export interface PlanInputs {
  brief: Pick<Brief, 'language' | 'productName' | 'platforms'>;
  feature: Pick<BriefFeature, 'name' | 'capability'>;
  /** The feature's main record (its first entity), when it has one. */
  entity?: Pick<ModelEntity, 'name' | 'label' | 'labelPlural' | 'founderLabel'>;
  role: string;
  other?: string;
  /** Whether the product has a server; without one only a capability a device can carry alone is planned. */
  server: boolean;
}

/**
 * The plan of a feature that does more than keep records. A capability whose catalogue entry is
 * not written yet (no tasks) has nothing to build from, so its feature is written as records are;
 * so is one in a product without a server unless its entry says how it works on the device alone.
 */
export function featurePlan({ brief, feature, entity, role, other, server }: PlanInputs): CapabilityPlan | undefined {
  const capability = capabilityOf(feature);
  const entry = capabilityCatalogue[capability.id];
  if (capability.id === 'records' || entry.tasks.length === 0 || (!server && !entry.onDevice)) return undefined;
  return capabilityPlan({
    language: brief.language === 'ru' ? 'ru' : 'en',
    product: brief.productName,
    feature: { name: feature.name, capability },
    entity: entity && {
      name: entity.name,
      label: entity.label,
      labelPlural: entity.labelPlural,
      ...(entity.founderLabel ? { founderLabel: entity.founderLabel } : {}),
    },
    role,
    ...(other ? { other } : {}),
    platforms: brief.platforms,
    server,
  });
}

/**
 * Whether a brief feature's capability needs a server (ADR 0041): its plan serves endpoints or runs
 * jobs, and its entry has no variant that works on the device alone (reminders it schedules, advice
 * it computes, a paired device, its own media, maps or lessons). Other people, outside services,
 * secrets and a game loop whose scores a player must not change always need one.
 */
export function capabilityNeedsServer(feature: Pick<BriefFeature, 'capability'>): boolean {
  const { id } = capabilityOf(feature);
  const entry = capabilityCatalogue[id];
  return id !== 'records' && !entry.onDevice && entry.tasks.length > 0 && entry.endpoints.length + entry.jobs.length > 0;
}

const isFieldType = (type: string): type is FieldType => (fieldTypes as readonly string[]).includes(type);

/**
 * The records a plan adds, as brief entities: each belongs to the feature's main record, so the data
 * model links them and the PRD says whose they are.
 */
export function planRecords(plan: CapabilityPlan, owner: string | undefined): BriefEntity[] {
  return plan.records.map((record) => ({
    name: record.name,
    label: record.label,
    fields: record.fields.map((f) => ({ name: f.name, type: isFieldType(f.type) ? f.type : 'string' })),
    relations: owner && owner !== record.name ? [{ kind: 'belongsTo' as const, entity: owner }] : [],
  }));
}

/** The jobs of every feature's plan, one per name, with the features that need it. */
export function planJobs(features: readonly ModelFeature[]): NonNullable<BackendOutput['jobs']> {
  const jobs: NonNullable<BackendOutput['jobs']> = [];
  for (const feature of features) {
    for (const job of feature.plan?.jobs ?? []) {
      const known = jobs.find((j) => j.name === job.name);
      if (known) {
        if (!known.featureIds.includes(feature.id)) known.featureIds.push(feature.id);
      } else jobs.push({ ...job, featureIds: [feature.id] });
    }
  }
  return jobs;
}

/** "/walks/:id/live" → "WalkLiveView": a component named after the route's own words and the record it shows. */
function componentOf(route: string, entity: ModelEntity | undefined): string {
  const segments = route.split('/').filter((s) => s.length > 0 && !s.startsWith(':'));
  const own = entity && segments[0] === entity.route.slice(1) ? [entity.name, ...segments.slice(1).map(pascalCase)] : segments.map(pascalCase);
  return `${own.join('') || 'Main'}View`;
}

/**
 * The screens the features' plans add, placed in the app's navigation: a screen of one record
 * (a route with `:id`) is reached from that record's screen, any other from the hub. A screen a
 * route already has only gains the feature.
 */
export function withPlanScreens(screens: ModelScreen[], model: Pick<CompositionModel, 'features' | 'entities' | 'hub'>): ModelScreen[] {
  if (screens.length === 0) return screens;
  const all = [...screens];
  const byRoute = new Map(all.map((s) => [s.route, s]));
  /** Routes a plan's screen has named already: the first plan keeps them. */
  const claimed = new Set<string>();
  for (const feature of model.features) {
    const entity = model.entities.find((e) => e.name === feature.entity);
    for (const planned of feature.plan?.screens ?? []) {
      const existing = byRoute.get(planned.route);
      if (existing) {
        // A route the plan shares with a record's screen (a directory on the list of records) says what the plan makes of it.
        if (!existing.featureIds.includes(feature.id)) existing.featureIds.push(feature.id);
        if (!claimed.has(existing.route)) {
          Object.assign(existing, { name: planned.name, purpose: planned.purpose });
          existing.components = unique([componentOf(planned.route, entity), ...existing.components]).slice(0, 7);
          claimed.add(existing.route);
        }
        continue;
      }
      const parent = planned.route.includes(':')
        ? all.find((s) => s.route !== planned.route && planned.route.startsWith(`${s.route}/`) && s.route.includes(':'))
        : undefined;
      const from = parent ?? byRoute.get(model.hub);
      const screen: ModelScreen = {
        route: planned.route,
        name: planned.name,
        purpose: planned.purpose,
        components: [componentOf(planned.route, entity)],
        kind: 'page',
        featureIds: [feature.id],
        ...(entity ? { entity: entity.name } : {}),
        next: unique([...(parent ? [parent.route] : []), ...(byRoute.has(model.hub) ? [model.hub] : [])]),
      };
      if (from && !from.next.includes(screen.route)) from.next.push(screen.route);
      // After the screens of its record, else before the settings, else last.
      const after = parent ? all.indexOf(parent) + 1 : all.findIndex((s) => s.route === '/settings');
      all.splice(after > 0 ? after : all.length, 0, screen);
      byRoute.set(screen.route, screen);
      claimed.add(screen.route);
    }
  }
  return all;
}

/** The record a capability's own record belongs to (a walk's track point is the walk's), when it has one. */
export function recordOwner(e: ModelEntity, b: Pick<CompositionModel, 'entities'>): ModelEntity | undefined {
  if (!e.plannedBy) return undefined;
  return b.entities.find((other) => other.name === e.parents?.[0]);
}
