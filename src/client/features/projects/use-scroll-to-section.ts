import { useEffect } from 'react';

/** How long a section is looked for (its document may still be loading) before giving up. */
const FIND_FOR_MS = 5000;
const FIND_EVERY_MS = 100;
/** How long an opened section's heading stays marked. */
const MARK_FOR_MS = 2500;

/**
 * Scrolls to the heading with the id `anchor` once it is on the page (its document may still be
 * loading or rendering), moves the focus to it for keyboard and screen-reader users, and marks it
 * for a moment; then calls `onDone`.
 */
export function useScrollToSection(anchor: string | null, onDone: () => void) {
  useEffect(() => {
    if (!anchor) return;
    const started = Date.now();
    let unmark: ReturnType<typeof setTimeout> | undefined;
    const timer = setInterval(() => {
      const heading = document.getElementById(anchor);
      if (!heading && Date.now() - started < FIND_FOR_MS) return;
      clearInterval(timer);
      if (heading) {
        const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        heading.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
        heading.focus({ preventScroll: true });
        heading.dataset.opened = 'true';
        unmark = setTimeout(() => delete heading.dataset.opened, MARK_FOR_MS);
      }
      onDone();
    }, FIND_EVERY_MS);
    return () => {
      clearInterval(timer);
      if (unmark) clearTimeout(unmark);
    };
  }, [anchor, onDone]);
}
