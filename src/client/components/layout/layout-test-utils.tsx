/** Helpers for the layout's component tests only (never imported by the app). */
import { act, fireEvent } from '@testing-library/react';
import { vi } from 'vitest';

/** jsdom has no matchMedia: answers `(max-width: Npx)` queries for a viewport `width` wide. */
export function stubViewport(width: number): void {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = Number(/max-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity);
    return {
      matches: width <= max,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    } as unknown as MediaQueryList;
  });
}

/** Scrolls the window to `y` as far as listeners can tell. */
export function scrollWindowTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

/** One finger moving from `from` to `to` over the element. */
export function swipe(element: Element, from: { x: number; y: number }, to: { x: number; y: number }): void {
  fireEvent.touchStart(element, { touches: [{ clientX: from.x, clientY: from.y }] });
  fireEvent.touchMove(element, { touches: [{ clientX: (from.x + to.x) / 2, clientY: (from.y + to.y) / 2 }] });
  fireEvent.touchMove(element, { touches: [{ clientX: to.x, clientY: to.y }] });
  fireEvent.touchEnd(element, { touches: [], changedTouches: [{ clientX: to.x, clientY: to.y }] });
}
