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

/** Whether the page rests with `target` where scrolling to it puts it (or as far as the page goes). */
function restsAt(target: HTMLElement): boolean {
  const wanted = Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
  const atPageEnd = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1;
  return atPageEnd || Math.abs(target.getBoundingClientRect().top - wanted) <= 1;
}

const readerScrolls = ['wheel', 'touchstart', 'keydown'] as const;

/**
 * Scrolls to the element the URL's hash names once the page's content is `ready` (texts fetched on
 * demand arrive after the router's own attempt, which found nothing or a placeholder). Once per
 * navigation: later re-renders leave the reader where they are. Content that loads during the
 * glide (a lazy section above the target) moves the target: when the glide ends away from it, it
 * goes on to where the target is now (a few times at most), unless the reader has taken over. A
 * glide the browser dropped before it moved (it then ends with no `scrollend`) is started again.
 */
export function useScrollToHash(ready: boolean): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    const target = ready ? hashTarget(hash) : null;
    if (!target?.scrollIntoView) return;
    target.scrollIntoView();
    let corrections = 3;
    const startedAt = window.scrollY;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        if (window.scrollY === startedAt && !restsAt(target)) settle();
      });
    });
    const stop = () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scrollend', settle);
      for (const type of readerScrolls) window.removeEventListener(type, stop);
    };
    function settle() {
      if (restsAt(target!) || corrections-- === 0) stop();
      else target!.scrollIntoView();
    }
    window.addEventListener('scrollend', settle);
    for (const type of readerScrolls) window.addEventListener(type, stop, { passive: true });
    return stop;
  }, [ready, hash, key]);
}
