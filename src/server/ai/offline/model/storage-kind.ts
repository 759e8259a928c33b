import type { Archetype } from '../catalogue/archetypes';
import type { AppPlatform } from '../catalogue/lexicon';

/**
 * Where a product without a backend keeps its data, as a kind each language's phrasebook names:
 * its own module so that the phrasebooks and the composer both read it without importing each other.
 */
export type StorageKind = 'files' | 'extension' | 'config' | 'mobile' | 'desktop' | 'browser';

/** Where a product without a backend keeps its data. */
export function storageKind(archetype: Archetype, platforms: AppPlatform[]): StorageKind {
  if (archetype.id === 'static_site') return 'files';
  if (platforms.includes('extension')) return 'extension';
  if (platforms.every((p) => p === 'cli' || p === 'api')) return 'config';
  if (platforms.includes('ios') || platforms.includes('android')) return 'mobile';
  if (platforms.includes('desktop')) return 'desktop';
  return 'browser';
}
