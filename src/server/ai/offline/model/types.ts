import type { BriefCapability } from '../../../../shared/capabilities';
import type { CapabilityPlan } from '../../../capabilities/plan';
import type { ConstraintKind } from '../../../../shared/schemas/brief';
import type { Archetype, ArchetypeId } from '../catalogue/archetypes';
import type { ApiSpec, Priority, ScreenSpec } from '../catalogue/features';
import type { AppPlatform, Monetisation } from '../catalogue/lexicon';

/**
 * The composition model: everything the offline composer writes every document from, so names,
 * feature ids, entities and routes agree across the kit by construction. One path builds it:
 * `modelFromBrief` (./from-brief.ts), from the brief the founder confirmed (ADR 0022) or, for a kit
 * made before briefs, from the brief the reader makes of its idea (./brief-for-idea.ts).
 */

export interface ModelField {
  name: string;
  type: string;
  notes: string;
}

export interface ModelEntity {
  name: string;
  /** "time slot" */
  label: string;
  /** "time slots" */
  labelPlural: string;
  /** The founder's own word when the brief is not in English ("урок"); the Russian kit writes with it. */
  founderLabel?: string;
  /** "/time-slots" */
  route: string;
  description: string;
  fields: ModelField[];
  relations: string[];
  /** The entities this one's records point to (belongsTo, or the owner of a hasMany/hasOne): built first. */
  parents?: string[];
  sample: string;
  /** Who may see its records, from the capabilities of the features that use it (./access.ts). */
  access?: EntityAccess;
  /** The feature whose capability's plan added it to the data model (ADR 0041); absent for the brief's own. */
  plannedBy?: string;
  /** A plan's record that is a part of its record (a device's readings): the record's page lists it. */
  child?: true;
}

/**
 * Who may see an entity's records: only the account that made one, the people a record involves
 * (both sides of a booking or a live walk), everyone in the team or organisation, anyone (a public
 * directory), or nobody writes them but the system (imports, reconciliations, computed figures).
 */
export type EntityAccess = 'own' | 'involved' | 'team' | 'public' | 'system';

export interface ModelScreen extends ScreenSpec {
  /** play, results, ranking and shop are a game's; overlay and options an extension's. */
  kind: 'landing' | 'auth' | 'hub' | 'list' | 'detail' | 'page' | 'play' | 'results' | 'ranking' | 'shop' | 'overlay' | 'options';
  featureIds: string[];
  /** The entity a list or detail screen shows. */
  entity?: string;
  next: string[];
}

export interface ModelEndpoint extends ApiSpec {
  featureIds: string[];
}

export interface ModelFeature {
  id: string;
  /** Catalogue key, or `custom:<name>` for a feature only this idea has. */
  key: string;
  name: string;
  description: string;
  priority: Priority;
  userStory: string;
  acceptanceCriteria: string[];
  /** `brief`: the founder confirmed it (ADR 0022); the others were read from the text. */
  source: 'option' | 'idea' | 'archetype' | 'brief';
  /** The entity the feature is mostly about (its list and detail screens, its API). */
  entity?: string;
  /** Every entity the feature reads or writes. */
  entities: string[];
  routes: string[];
  /** Screens the feature defines itself (checkout, messages...), routes resolved. */
  screens: ScreenSpec[];
  api: ApiSpec[];
  integration?: string;
  /** Keys of every integration the feature calls (`integration` is the first). */
  integrations?: string[];
  hours: number;
  /** Who the feature is for, as named in the brief ("dog owner"). */
  role: string;
  /** Ids of the features that must be built first. */
  dependsOn: string[];
  /** What it does beyond keeping records (ADR 0041). */
  capability: BriefCapability;
  /**
   * The catalogue's plan for the capability, filled in for this feature (ADR 0041): every document
   * writes the feature from it. Absent for a feature that keeps records, which keeps its CRUD.
   */
  plan?: CapabilityPlan;
  /** Keys of the brief's services the feature's on-device plan does itself instead of calling them. */
  doneOnDevice?: string[];
}

export interface CompositionModel {
  idea: string;
  language: 'en' | 'ru' | 'other';
  productName: string;
  nameFromIdea: boolean;
  slug: string;
  archetype: Archetype;
  secondary?: Archetype;
  archetypeScores: Array<{ id: ArchetypeId; score: number }>;
  purpose: string;
  problem: string;
  audience: string[];
  explicitAudience: boolean;
  roles: Array<{ role: string; needs: string[] }>;
  user: string;
  users: string;
  provider?: string;
  item: string;
  items: string;
  primaryEntity: string;
  entities: ModelEntity[];
  features: ModelFeature[];
  screens: ModelScreen[];
  endpoints: ModelEndpoint[];
  hub: string;
  platforms: AppPlatform[];
  monetisation: { model: Monetisation; text: string; explicit: boolean };
  backendRequired: boolean;
  backendReason: string;
  accounts: boolean;
  /** Only the company's own team uses it: no landing page and no public sign-up. */
  internal: boolean;
  ai: boolean;
  /**
   * The brief's services; `onDevice` names the features whose on-device plan does the service's work
   * itself, so nothing calls it (local notifications for a push service, the plan's own map library).
   */
  integrations: Array<{ key: string; name: string; purpose: string; onDevice?: string[] }>;
  risks: string[];
  /** Products and habits people use instead today, most specific first. */
  competitors: string[];
  vars: Readonly<Record<string, string>>;
  /** The founder's own summary, when the model comes from a confirmed brief. */
  summary?: string;
  /** Regulations, standards and hard limits; empty when read from the text. */
  constraints: Array<{ kind: ConstraintKind; name: string; text: string }>;
  /** What was guessed and the founder has not confirmed; what is still undecided. */
  assumptions: string[];
  openQuestions: string[];
  signals: { wordCount: number; namedFeatures: number; differentiators: number };
}
