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

/** Where a product without a backend keeps its data, in English: the composer's stack and the English phrasebooks name it. */
const storageNames: Record<StorageKind, string> = {
  files: 'content files (Markdown and JSON in the repository)',
  extension: 'chrome.storage.local on the device',
  config: 'a local file in the user’s config directory (JSON, or SQLite through better-sqlite3)',
  mobile: 'a local SQLite database on the device (expo-sqlite)',
  desktop: 'a local SQLite file on the computer',
  browser: 'IndexedDB in the browser (through Dexie)',
};

export const storageFor = (archetype: Archetype, platforms: AppPlatform[]) => storageNames[storageKind(archetype, platforms)];
