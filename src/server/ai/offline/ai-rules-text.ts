import type { CompositionModel, ModelFeature } from './model/types';
import type { Stack } from './plan';
import { phrasebook } from './phrasebooks';
import type { StandardScreen } from './standard-states';


/**
 * The rules for coding agents, in one language. The composer decides which rules a kit gets (from
 * its stack, platforms, data and integrations); a phrasebook words them. Paths, commands and
 * identifiers stay as they are in every language.
 */

/** Where the main entity's code goes, per kind of stack. */
export interface EntityPlace {
  entity: string;
  dir: string;
  kind: Stack['kind'];
  api: boolean;
  backend: boolean;
}

export interface AiRulesPhrases {
  scope(count: number, first?: ModelFeature, last?: ModelFeature): string;
  build(libs: string[], tables: string[], count: number, backend: boolean, auth?: string): string;
  layout(dirs: string, place?: EntityPlace): string;
  /** `routes`: the product has screens, whose routes docs/frontend.md names. */
  names(entities: string[], routes: boolean): string;
  validate(write?: string): string;
  secrets(names: string[]): string;
  storage(tables: string[], b: CompositionModel): string;
  noServer: string;
  expo: string[];
  storeBilling: string;
  game: string;
  extension: string[];
  internal: string;
  api: string;
  cli: string;
  problems: string;
  /** The screens' states, and those every product's screens of these kinds have, stated once for the app flow to point to (ADR 0043). */
  states(screens: string[], standard: readonly StandardScreen[]): string;
  /** Who may reach which records: the rule the backend enforces. */
  access(b: CompositionModel, english: string): string;
  integration(name: string, calledFrom: string): string;
  tests(unit: string, e2e: string, lint: string, test: string, backend: boolean, feature?: ModelFeature): string;
  branches(branch: string, commit: string, refs: string[]): string;
  small(opening?: { ref: string; title: string }): string;
  ai: string;
}

export const aiRulesText = (language: CompositionModel['language']): AiRulesPhrases => phrasebook(language).aiRules;
