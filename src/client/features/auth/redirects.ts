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
  const stored = takeDestination();
  if (stored) return stored;
  if (currentPath.startsWith('/dashboard') || currentPath.startsWith('/payment')) return currentPath;
  return paths.credits.href();
}

/** After the confirmation link signed a new account in: the stored destination if any, else the dashboard. */
export function destinationAfterConfirmation(): string {
  return takeDestination() ?? paths.dashboard.href();
}

/** The remembered destination, once (a same-site path only). */
function takeDestination(): string | undefined {
  const storage = safeStorage('local');
  const stored = storage?.getItem(storageKeys.redirectTo);
  storage?.removeItem(storageKeys.redirectTo);
  return stored && stored.startsWith('/') && !stored.startsWith('//') ? stored : undefined;
}
