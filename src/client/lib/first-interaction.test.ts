import { afterEach, describe, expect, it, vi } from 'vitest';
import { onFirstInteraction } from './first-interaction';

describe('the first interaction with the page', () => {
  const stops: Array<() => void> = [];
  afterEach(() => stops.splice(0).forEach((stop) => stop()));

  it.each(['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin'])('starts on %s, once', (type) => {
    const start = vi.fn();
    stops.push(onFirstInteraction(start));
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event(type));
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('reaches the window first: a handler stopping the event on the page does not hide it', () => {
    const start = vi.fn();
    stops.push(onFirstInteraction(start));
    const button = document.body.appendChild(document.createElement('button'));
    button.addEventListener('pointerdown', (event) => event.stopPropagation());
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
    button.remove();
  });

  it('does nothing once stopped, and nothing for events that are not a reader acting', () => {
    const start = vi.fn();
    const stop = onFirstInteraction(start);
    window.dispatchEvent(new Event('resize'));
    window.dispatchEvent(new Event('load'));
    expect(start).not.toHaveBeenCalled();
    stop();
    window.dispatchEvent(new Event('pointerdown'));
    expect(start).not.toHaveBeenCalled();
  });
});
