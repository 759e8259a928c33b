import { FORCED_REVEAL_MS, IDLE_FALLBACK_MS, IDLE_TIMEOUT_MS, LOADING_MARKER_DELAY_MS } from './ui-constants';

/** Runs `task` when the browser is idle (at most 1 s later), or after 100 ms without idle support. */
export function runWhenIdle(task: () => void, win: Window = window): void {
  if (typeof win.requestIdleCallback === 'function') {
    win.requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
  } else {
    win.setTimeout(task, IDLE_FALLBACK_MS);
  }
}

/** Marks `[data-reveal]` elements as revealed when they scroll into view. */
function observeReveals(doc: Document): IntersectionObserver | undefined {
  if (typeof IntersectionObserver === 'undefined') return undefined;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.classList.add('is-revealed');
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: '0px 0px -10% 0px' },
  );
  const observeAll = () => doc.querySelectorAll('[data-reveal]:not(.is-revealed)').forEach((el) => observer.observe(el));
  observeAll();
  // Pages render later (lazy routes): watch for new revealable elements.
  new MutationObserver(observeAll).observe(doc.body, { childList: true, subtree: true });
  return observer;
}

/** Reveals whatever the observer has not revealed yet, so nothing stays invisible. */
export function revealAll(doc: Document = document): void {
  doc.querySelectorAll('[data-reveal]:not(.is-revealed)').forEach((el) => el.classList.add('is-revealed'));
}

/**
 * Start-up: the page starts marked loading (class on <html>, set in index.html); idle-time
 * scripts run; the marker is removed 300 ms later; after 2 s everything unrevealed is revealed.
 */
export function startUp(idleScripts: Array<() => void>, doc: Document = document): void {
  runWhenIdle(() => {
    for (const script of idleScripts) {
      try {
        script();
      } catch (error) {
        console.warn('An idle start-up script failed', error);
      }
    }
    window.setTimeout(() => doc.documentElement.classList.remove('is-loading'), LOADING_MARKER_DELAY_MS);
  });
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  if (reduceMotion) {
    revealAll(doc);
  } else {
    observeReveals(doc);
  }
  window.setTimeout(() => revealAll(doc), FORCED_REVEAL_MS);
}
