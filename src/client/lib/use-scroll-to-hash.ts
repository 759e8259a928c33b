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

/** Where `target` is, read once: its distance from the page's top and whether the page rests at it. */
function measure(target: HTMLElement): { offset: number; rests: boolean } {
  const wanted = Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
  const top = target.getBoundingClientRect().top;
  const atPageEnd = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1;
  return { offset: top + window.scrollY, rests: atPageEnd || Math.abs(top - wanted) <= 1 };
}

const readerScrolls = ['wheel', 'touchstart', 'keydown'] as const;

/**
 * Scrolls to the element the URL's hash names once the page's content is `ready` (texts fetched on
 * demand arrive after the router's own attempt, which found nothing or a placeholder). Once per
 * navigation: later re-renders leave the reader where they are. Content that loads during the
 * glide (a lazy section above the target) moves the target: when the glide ends away from it and
 * the target has moved since the glide began, it goes on to where the target is now (a few times at
 * most). A glide that ends away from a target that has not moved was cut short by someone else (the
 * reader on the scrollbar, a find in the page, a script): the page stays where they took it, as it
 * does once the reader scrolls with the wheel, a touch or a key. A glide the browser dropped before
 * it moved (it then ends with no `scrollend`) is started again.
 */
export function useScrollToHash(ready: boolean): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    const target = ready ? hashTarget(hash) : null;
    if (!target?.scrollIntoView) return;
    let corrections = 3;
    let glidingTo = 0;
    const glide = () => {
      glidingTo = measure(target).offset;
      target.scrollIntoView();
    };
    glide();
    const startedAt = window.scrollY;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        if (window.scrollY === startedAt && !measure(target).rests) glide();
      });
    });
    const stop = () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scrollend', settle);
      for (const type of readerScrolls) window.removeEventListener(type, stop);
    };
    function settle() {
      const { offset, rests } = measure(target!);
      if (rests || offset === glidingTo || corrections-- === 0) stop();
      else glide();
    }
    window.addEventListener('scrollend', settle);
    for (const type of readerScrolls) window.addEventListener(type, stop, { passive: true });
    return stop;
  }, [ready, hash, key]);
}
