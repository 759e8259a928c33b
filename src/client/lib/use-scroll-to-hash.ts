import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The element a URL hash (`#faq`) names, if any; a malformed hash names nothing. */
export function hashTarget(hash: string): HTMLElement | null {
  if (!hash) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * Scrolls to the element the URL's hash names once the page's content is `ready` (texts fetched on
 * demand arrive after the router's own attempt, which found nothing or a placeholder). Once per
 * navigation: later re-renders leave the reader where they are.
 */
export function useScrollToHash(ready: boolean): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (ready) hashTarget(hash)?.scrollIntoView?.();
  }, [ready, hash, key]);
}
