import { safeStorage, storageKeys } from '../../lib/storage-keys';

/** Whether the reader dismissed the announcement banner (kept in local storage). */
export function wasDismissed(): boolean {
  return safeStorage('local')?.getItem(storageKeys.announcementDismissed) === '1';
}

export function rememberDismissal(): void {
  safeStorage('local')?.setItem(storageKeys.announcementDismissed, '1');
}

/**
 * The prerendered landing page (ADR 0030) carries the banner for everyone: for a reader who dismissed
 * it, it is taken out as soon as the page's first script runs, before it can push the page down later.
 */
export function dropDismissedPrerenderedBanner(root: HTMLElement): void {
  if (wasDismissed()) root.querySelector('[data-announcement]')?.remove();
}
