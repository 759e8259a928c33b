import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the element the URL's hash names once the page's content is `ready` (texts fetched on
 * demand arrive after the router's own attempt, which found nothing or a placeholder). Once per
 * navigation: later re-renders leave the reader where they are.
 */
export function useScrollToHash(ready: boolean): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    try {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.();
    } catch {
      // A malformed hash names nothing.
    }
  }, [ready, hash, key]);
}
