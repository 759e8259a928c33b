import type { BriefPlatform, ConstraintKind } from '../../../../shared/schemas/brief';
import type { CapabilityId } from '../../../../shared/capabilities';

/**
 * The shapes of the reader's catalogue. Every table is data: words in English and Russian (written
 * in their dictionary form; the reader lemmatises both sides before comparing), and what they mean
 * for the brief. Alternatives are separated by `|`.
 */

export interface Localised {
  en: string;
  ru: string;
}

/**
 * How a thing takes part in the product; it orders entities (people and places before the things
 * they own, bookings before the payments and reports made from them) and picks default fields.
 */
export const entityKinds = ['place', 'person', 'asset', 'event', 'document', 'money', 'aggregate'] as const;
export type EntityKind = (typeof entityKinds)[number];

export interface DomainNoun {
  /** ASCII English PascalCase entity name. */
  name: string;
  kind: EntityKind;
  /** English words or phrases that name it, singular ("work order|job order"). */
  en: string;
  /** Russian words or phrases that name it, in the dictionary form ("урок|занятие"). */
  ru: string;
  /** Fields beyond the kind's defaults: `name:type` separated by commas (types of the brief schema). */
  fields?: string;
  /** Entities it belongs to when the idea has them too (`|`-separated names). */
  parents?: string;
  /**
   * The domain this sense of its words belongs to: lemmas (`|`-separated, either language) of which
   * the idea must name at least one. When several entries share a word ("coin": a crypto holding, a
   * game's currency), the one whose domain the idea names most wins; an entry without `when` is the
   * sense read when no domain is named.
   */
  when?: string;
  /** The entity keeps this name: the idea's words for it are a phrase, not a noun ("hours worked" → TimeEntry). */
  keepName?: boolean;
  /** A field it gives what it belongs to; `{name}` is its own name in camelCase (a game's coins → `coinBalance`). */
  ownerField?: string;
  /** Verbs whose action creates it ("buy" → Payment): English and Russian infinitives, `|`-separated. */
  verbsEn?: string;
  verbsRu?: string;
  /** A realistic example record for test cases and prompts (a template: `{provider}`, `{primary}`). */
  sample?: string;
}

export interface IntegrationEntry {
  key: string;
  /** The name shown in the brief (a service or a capability). */
  name: string;
  /**
   * A capability's name in a Russian brief ("Видеосвязь"); a vendor's name (Stripe) has none and stays
   * as it is. It follows "через" uninflected, so it is a noun whose accusative is its nominative.
   */
  ruName?: string;
  purpose: Localised;
  /** The feature it gives when no feature of the idea already uses it. */
  feature: Localised;
  /** What that feature does beyond keeping records, by the service's nature (a map service shows places on a map). */
  capability?: CapabilityId;
  /** Keywords matched on the idea's text (see `Keywords` in lexicon.ts for the syntax). */
  keywords: readonly string[];
  /** Entities whose feature uses it when both are named in one phrase. */
  entities?: readonly string[];
}

export interface RegulationEntry {
  name: string;
  kind: ConstraintKind;
  text: Localised;
  keywords: readonly string[];
}

export interface PlatformEntry {
  platforms: readonly BriefPlatform[];
  keywords: readonly string[];
}

/** A capability the idea names as a noun ("reminders", "tracking"): a feature, never an entity. */
export interface CapabilityEntry {
  key: string;
  en: string;
  ru: string;
  name: Localised;
  /** The record the capability keeps, named in English ("inventory" keeps inventory items). */
  implies?: string;
  /** What such a feature does, in the capability catalogue's terms ("reminders" notify). */
  does?: CapabilityId;
}
