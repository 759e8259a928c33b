import type { BriefCapability, CapabilityId } from '../../src/shared/capabilities';
import type { Brief } from '../../src/shared/schemas/brief';
import type { KitOutputs } from '../../src/shared/schemas/kit';
import { featurePlans } from '../../src/server/capabilities/brief-plans';

/** The idea of `courierBrief`, as a founder would write it. */
export const courierIdea =
  'Spokeline, for a bicycle courier cooperative: dispatchers log deliveries, riders carry them and customers follow their parcel as it moves across town.';

/**
 * A brief whose headline feature (FEAT-002, a must) has the given capability, with every parameter
 * the catalogue's texts may use; the other features only keep records. Roles on both sides, two
 * records and a dependency, so every capability has a record, a role and another side to speak of.
 */
export function courierBrief(
  capability: CapabilityId | BriefCapability = 'live',
  overrides: Partial<Brief> = {},
): Brief {
  const headline: BriefCapability =
    typeof capability === 'string'
      ? { id: capability, sources: ['Shopify'], channel: 'push', schedule: 'every 5 minutes', reviewer: 'dispatcher' }
      : capability;
  return {
    language: 'en',
    productName: 'Spokeline',
    summary:
      'Spokeline lets a bicycle courier cooperative dispatch deliveries and lets customers follow them across town.',
    platforms: ['web', 'ios', 'android'],
    roles: [
      { name: 'dispatcher', goals: ['Log deliveries and hand them to riders'] },
      { name: 'customer', goals: ['Follow my parcel until it arrives'] },
      { name: 'rider', goals: ['See my next pickup'] },
    ],
    entities: [
      {
        name: 'Delivery',
        fields: [
          { name: 'pickupAddress', type: 'string' },
          { name: 'dropoffAddress', type: 'string' },
          { name: 'dueBy', type: 'datetime' },
        ],
        relations: [{ kind: 'belongsTo', entity: 'Rider' }],
      },
      {
        name: 'Rider',
        fields: [
          { name: 'fullName', type: 'string' },
          { name: 'phone', type: 'phone' },
        ],
        relations: [{ kind: 'hasMany', entity: 'Delivery' }],
      },
    ],
    features: [
      {
        id: 'FEAT-001',
        name: 'Delivery log',
        description: 'Dispatchers log each delivery with its pickup, drop-off and deadline.',
        priority: 'must',
        entities: ['Delivery'],
        integrations: [],
        dependsOn: [],
        capability: { id: 'records' },
      },
      {
        id: 'FEAT-002',
        name: 'Parcel tracking',
        description: 'Customers follow their parcel from pickup to drop-off.',
        priority: 'must',
        entities: ['Delivery'],
        integrations: [],
        dependsOn: ['FEAT-001'],
        capability: headline,
      },
      {
        id: 'FEAT-003',
        name: 'Rider roster',
        description: 'Dispatchers keep the list of riders and their phone numbers.',
        priority: 'should',
        entities: ['Rider'],
        integrations: [],
        dependsOn: [],
      },
    ],
    integrations: [],
    constraints: [],
    monetisation: 'A monthly fee per cooperative.',
    assumptions: ['Riders carry a phone with GPS'],
    openQuestions: [],
    ...overrides,
  };
}

/**
 * The kit with each capability's plan written in, as a kit that follows its prompts would have it
 * (for the kit check's tests, which then take parts away): the PRD feature gives its capability,
 * the backend has the plan's endpoints and jobs (when it is required), and the tasks board ends
 * with the plan's tasks, the first of them naming every path and job of the interface.
 */
export function withCapabilityPlans(outputs: KitOutputs, brief: Brief): KitOutputs {
  const kit = structuredClone(outputs);
  for (const { feature, plan } of featurePlans(brief)) {
    const prd = kit.requirements.features.find((f) => f.id === feature.id)!;
    Object.assign(prd, { capability: plan.id, howItWorks: plan.howItWorks });
    const hasBackend = kit.backend !== undefined && kit.backend.required;
    if (hasBackend) {
      kit.backend.endpoints.push(
        ...plan.endpoints.map((e) => ({
          method: e.method,
          path: e.path,
          description: e.description,
          auth: e.auth,
          featureIds: [feature.id],
        })),
      );
      kit.backend.jobs = [...(kit.backend.jobs ?? []), ...plan.jobs.map((j) => ({ ...j, featureIds: [feature.id] }))];
    }
    const interfaceNames = [...new Set(plan.endpoints.map((e) => e.path)), ...plan.jobs.map((j) => j.name)].join(', ');
    plan.tasks.forEach((task, i) => {
      const ref = `T-${String(kit.tasks.tasks.length + 1).padStart(2, '0')}`;
      kit.tasks.tasks.push({
        ref,
        title: task.title,
        description: i === 0 && hasBackend ? `${task.detail} The interface: ${interfaceNames}.` : task.detail,
        priority: 'high',
        estimateHours: task.hours,
        featureIds: [feature.id],
        acceptanceCriteria: [plan.criteria[i % plan.criteria.length]!],
        dependsOn: [],
        testStrategy: 'An integration test against the running server.',
        subtasks: [{ title: task.title, estimateHours: task.hours }],
      });
    });
  }
  return kit;
}
