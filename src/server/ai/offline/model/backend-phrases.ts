import type { Brief, BriefEntity, FieldType } from '../../../../shared/schemas/brief';
import type { Stack } from '../plan';
import { phrasebook } from '../phrasebooks';
import type { ConstraintConsequences } from './constraints';
import type { ProductShape } from './product-shape';
import type { CompositionModel, EntityAccess, ModelEndpoint, ModelEntity, ModelFeature } from './types';

/** What the backend document says, in the words of one language; the composer decides what to say. */

export interface BackendFacts {
  brief: CompositionModel;
  stack: Stack;
  shape: ProductShape;
  /** What each constraint of the brief demands of the backend, QA and the agents' rules. */
  limits: ConstraintConsequences[];
  name: string;
  /** The features the first version ships. */
  must: ModelFeature[];
  /** The entities whose records a regulation protects, most important first. */
  regulated: string[];
  pick<T>(choices: readonly T[], key: string): T;
}

export interface BackendPhrases {
  /** The note of a product without a backend: why, and what replaces the database. */
  noBackend(c: BackendFacts): string;
  /** Who signs in when nothing is stored on a server. */
  noAccounts(c: BackendFacts): string;
  /** The note of a product with a backend: what serves the API and stores the data. */
  note(c: BackendFacts): string;
  /** Who signs in how, and what each role may read and change. */
  access(c: BackendFacts): string;
  /** What an endpoint does (the catalogue's description is English). */
  endpoint(endpoint: ModelEndpoint, b: CompositionModel): string;
  /** Who may see an entity's records and who writes them (./access.ts). */
  entityAccess(entity: ModelEntity, access: EntityAccess, b: CompositionModel): string;
}

/** The notes of the data model's fields and its relations, in one language. */
export interface StoredPhrases {
  notes: Record<FieldType, string>;
  primaryKey: string;
  setByDatabase: string;
  references(target: string, brief: Brief): string;
  relation(name: string, kind: BriefEntity['relations'][number]['kind'], target: string, brief: Brief): string;
}

export const backendPhrases = (language: CompositionModel['language']): BackendPhrases => phrasebook(language).backend;

export const storedPhrases = (language: Brief['language']): StoredPhrases => phrasebook(language).stored;
