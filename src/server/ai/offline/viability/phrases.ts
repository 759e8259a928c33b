import type { MarketCategory } from '../catalogue/market-categories';
import type { RegulationCost, SensitiveData } from '../catalogue/regulation-costs';
import type { Sides } from './signals';

/**
 * The evaluation's sentences in one language. The evaluator decides what to say and how many
 * points it is worth; a phrasebook only says it, so every language scores and selects alike.
 * Roles and market sides arrive as the brief (or the category) names them, and each phrasebook
 * puts them in the form its sentence needs.
 */

/** A fact as the founder reads it, and what would remove its penalty. */
export interface Said {
  text: string;
  fix: string;
}

/** A market category's words in the evaluation's language; competitors' names stay as they are. */
export interface CategoryWords {
  label: string;
  market: string;
  competitors: readonly string[];
  sides?: readonly [supply: string, demand: string];
}

export interface ViabilityPhrases {
  category(category: MarketCategory): CategoryWords;
  /** A competitor as the brief's language shows it: a description translated, a product's name as it is. */
  competitor(name: string): string;
  regulationCost(entry: RegulationCost): string;
  /** The side a marketplace lacks when the brief names only the other one. */
  missingSides: Sides;
  noTeamRole: Said;
  noUser: Said;
  namedUsers(roles: readonly string[]): string;
  tiny(onlyFeature: string | undefined, entities: number): Said;
  fewFeatures(features: number): Said;
  manyFeatures(features: number): Said;
  concrete(features: number, entities: number, records: readonly string[]): string;
  services(names: readonly string[]): string;
  internalTool: string;
  guessedModel(stated: string): Said;
  freeModel: Said;
  businessModel(stated: string): string;
  buyInstead(label: string, leaders: readonly string[], top: string): Said;
  /** `role` is the first named user, when there is one. */
  crowded(label: string, leaders: readonly string[], hasEdge: boolean, top: string, role: string | undefined): Said;
  contested(label: string, leaders: readonly string[], top: string, role: string | undefined): Said;
  open(label: string): string;
  edge(edge: string): string;
  noCategory: string;
  broadRegulation(name: string, data: readonly SensitiveData[]): Said;
  regulation(name: string, cost: string): Said;
  unknownLegal(name: string): Said;
  unregulated(kind: SensitiveData): Said;
  coldStart(supply: string, demand: string): Said;
  platforms(count: number): Said;
  noRisk: string;
  fallbackStrength(small: boolean): string;
  /** `first` is the first must-have feature's name, when there is a feature. */
  verdict: {
    tiny(name: string, fixes: readonly string[]): string;
    build(name: string, first: string | undefined): string;
    promising(name: string, fix: string | undefined, first: string | undefined): string;
    refine(name: string, fixes: readonly string[]): string;
    rethink(name: string, fixes: readonly string[]): string;
  };
  targetMarket(roles: readonly string[], role: string | undefined, market: string | undefined, internal: boolean): string;
  alternativesToday(role: string | undefined, internal: boolean): string;
}
