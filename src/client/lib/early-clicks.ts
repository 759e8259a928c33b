/** What does something only once the app has taken the page over: links still work on their own. */
const needsTheApp = 'button, [role="button"], summary, input[type="submit"], input[type="checkbox"], input[type="radio"]';

/**
 * Holds the clicks on a prerendered page's controls (ADR 0030) that land before the app has taken
 * the page over, where they would do nothing (or submit a form natively), and plays them back
 * once it has. Returns the function that plays them back and stops holding.
 */
export function holdEarlyClicks(root: HTMLElement): () => void {
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(needsTheApp) : null;
    if (!control || !root.contains(control)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(control);
  };
  root.addEventListener('click', hold, { capture: true });
  return () => {
    root.removeEventListener('click', hold, { capture: true });
    for (const control of held.splice(0)) if (control.isConnected) control.click();
  };
}
