import type { CapabilityId } from '../../shared/capabilities';

/**
 * The shape of one capability in the catalogue (ADR 0041). Every text is written in English and
 * Russian and may use these placeholders, filled per feature by `capabilityPlan`:
 * - `{feature}` the feature's name; `{product}` the product's name;
 * - `{entity}` / `{entities}` / `{anEntity}` the feature's main record in words ("walk" / "walks" /
 *   "a walk"), `{Entity}` its PascalCase name ("Walk"), `{es}` its route segment ("walks");
 * - `{role}` / `{roles}` / `{Role}` who uses the feature ("dog owner" / "dog owners" / "Dog owner");
 *   `{other}` / `{Other}` the other side (another role of the brief, else the team);
 * - `{source}` the first outside source, `{sources}` all of them ("Shopify and Amazon"); `{channel}`,
 *   `{schedule}`, `{reviewer}`: the brief's parameters, else the entry's `defaults`.
 * Russian texts put a placeholder only where its nominative reads right: after a colon, in quotes
 * («{entity}»), or as an apposition ("записи «{entity}»"); Russian kits fill in the founder's word.
 */

export interface Localised {
  en: string;
  ru: string;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A record the capability adds to the data model, owned by the feature's main record. */
export interface CapabilityRecord {
  /** PascalCase; `{Entity}` is the feature's record ("{Entity}Point" → "WalkPoint"). */
  name: string;
  label: Localised;
  /** `name:type` pairs separated by commas, in the brief's field types (string, datetime, location...). */
  fields: string;
  /**
   * It is the thing the capability reads from (a paired device): when the feature's own record is one
   * of the brief's sources ("soil moisture sensors" and Sensor), that record is it, not a second one.
   */
  source?: true;
  /**
   * It belongs to the feature's record as a part of it (a device's readings, a walk's track points,
   * an order's payments), so the record's page lists it. A record without it is the feature's own
   * (an import, progress, settings): it may point to the record but is no child shown on its page.
   */
  child?: true;
}

/** One call of the capability's interface: an endpoint, a live channel or a webhook. */
export interface CapabilityEndpoint {
  method: HttpMethod;
  /** `/api/{es}/:id/points`: routes are under `/api`; `{es}` is the feature record's segment. */
  path: string;
  description: Localised;
  /** False for webhooks from outside services and for public reads. */
  auth: boolean;
}

/** Work the server does on its own: a scheduled or queued job. */
export interface CapabilityJob {
  /** kebab-case, may use `{es}`: "import-{es}". */
  name: string;
  /** When it runs (may use `{schedule}`). */
  trigger: Localised;
  work: Localised;
}

/** What a person sees of it, beyond the record's own list and detail screens. */
export interface CapabilityScreen {
  route: string;
  name: Localised;
  purpose: Localised;
}

/** A library or service for some platforms ("any" when it fits all). */
export interface CapabilityChoice {
  platforms: ReadonlyArray<'web' | 'mobile' | 'desktop' | 'extension' | 'api' | 'cli' | 'any'>;
  choice: Localised;
  reason: Localised;
}

/**
 * A text true on some platforms only (a browser that cannot wake a closed page): a kit for none of
 * them leaves it out, as it leaves out a choice for none of its platforms. Without `platforms` it
 * holds everywhere.
 */
export interface PlatformText extends Localised {
  platforms?: CapabilityChoice['platforms'];
}

export interface CapabilityTask {
  /** Starts with a verb. */
  title: Localised;
  detail: Localised;
  hours: number;
}

/**
 * How the capability works in a product with no server (ADR 0041): on the device alone, its data in
 * the device's own storage. It replaces the entry's server-side texts; it has no endpoints and no jobs.
 * An entry without one needs a server whenever it has endpoints or jobs.
 */
export interface OnDeviceVariant {
  howItWorks: readonly PlatformText[];
  records: readonly CapabilityRecord[];
  screens: readonly CapabilityScreen[];
  choices: readonly CapabilityChoice[];
  tasks: readonly CapabilityTask[];
  criteria: readonly PlatformText[];
  qa: readonly PlatformText[];
  risks: readonly PlatformText[];
  questions: readonly Localised[];
}

export interface CapabilityEntry {
  id: CapabilityId;
  /** Why the person wants it, the end of a user story ("…so that I see where each walk is right now"). */
  benefit: Localised;
  /** Two to four sentences on how it works, for the PRD and the agents: its interface in plain words. */
  howItWorks: readonly Localised[];
  records: readonly CapabilityRecord[];
  endpoints: readonly CapabilityEndpoint[];
  jobs: readonly CapabilityJob[];
  screens: readonly CapabilityScreen[];
  choices: readonly CapabilityChoice[];
  /** In build order; each builds on the one before. */
  tasks: readonly CapabilityTask[];
  /** Given/When/Then, about the behaviour (not about a form). */
  criteria: readonly Localised[];
  qa: readonly Localised[];
  risks: readonly Localised[];
  /** What the founder must decide; become the kit's open questions. */
  questions: readonly Localised[];
  /** The variant a product without a server builds, for a capability a device can carry alone. */
  onDevice?: OnDeviceVariant;
  /** Parameters used when the brief gives none. */
  defaults: { channel?: Localised; schedule?: Localised; reviewer?: Localised; source?: Localised };
}
