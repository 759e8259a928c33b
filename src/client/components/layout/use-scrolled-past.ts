import { useSyncExternalStore } from 'react';

function subscribeToScroll(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** True once the window has scrolled more than `offsetPx` down (a passive scroll listener). */
export function useScrolledPast(offsetPx: number): boolean {
  return useSyncExternalStore(
    subscribeToScroll,
    () => window.scrollY > offsetPx,
    () => false,
  );
}
