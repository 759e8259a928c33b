import { paths } from '../../../shared/paths';
import { safeStorage, storageKeys } from '../../lib/storage-keys';

/** Remembers where a signed-out visitor was going, for after sign-in. */
export function rememberDestination(path: string): void {
  safeStorage('local')?.setItem(storageKeys.redirectTo, path);
}

/**
 * After sign-in: the stored destination if any; else stay when already under /dashboard or
 * /payment; else Buy Credits.
 */
export function destinationAfterSignIn(currentPath: string): string {
  const storage = safeStorage('local');
  const stored = storage?.getItem(storageKeys.redirectTo);
  storage?.removeItem(storageKeys.redirectTo);
  if (stored && stored.startsWith('/') && !stored.startsWith('//')) return stored;
  if (currentPath.startsWith('/dashboard') || currentPath.startsWith('/payment')) return currentPath;
  return paths.credits.href();
}
