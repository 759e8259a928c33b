/** What a reader does before using a control: point, touch, type, scroll or tab into the page. */
const interactions = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin'] as const;

/**
 * Calls `start` once, on the reader's first interaction with the page; returns a function that
 * stops waiting. Listeners are passive and on the window, so nothing the reader does is slowed down.
 */
export function onFirstInteraction(start: () => void, win: Window = window): () => void {
  const stop = () => {
    for (const type of interactions) win.removeEventListener(type, fire, { capture: true });
  };
  function fire() {
    stop();
    start();
  }
  for (const type of interactions) win.addEventListener(type, fire, { capture: true, passive: true });
  return stop;
}
