import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollToHash } from './use-scroll-to-hash';

function Page() {
  useScrollToHash(true);
  return (
    <section id="pricing" style={{ scrollMarginTop: '80px' }}>
      Pricing
    </section>
  );
}

/** Renders the page at `/#pricing` with the section's top reported at `tops` in turn (or by the call's number). */
function open(tops: number[] | ((call: number) => number)) {
  const scrolls = vi.fn();
  HTMLElement.prototype.scrollIntoView = scrolls;
  let call = 0;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
    () => ({ top: typeof tops === 'function' ? tops(call++) : tops[Math.min(call++, tops.length - 1)] }) as DOMRect,
  );
  // A long page, far from its end.
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 10_000 });
  render(
    <MemoryRouter initialEntries={['/#pricing']}>
      <Page />
    </MemoryRouter>,
  );
  return scrolls;
}

describe('scrolling to the hash', () => {
  afterEach(() => vi.restoreAllMocks());

  it('goes on to the target when the glide ended away from it (content above it grew), then stops', () => {
    // The glide starts for 1108; the section has moved to 1500 when it ends; the second rests on it.
    const scrolls = open([1108, 1500, 1500, 80]);
    expect(scrolls).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('scrollend'));
    expect(scrolls).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new Event('scrollend'));
    window.dispatchEvent(new Event('scrollend'));
    expect(scrolls).toHaveBeenCalledTimes(2);
  });

  it('leaves the reader alone once they scroll themselves', () => {
    const scrolls = open([1108]);
    window.dispatchEvent(new Event('wheel'));
    window.dispatchEvent(new Event('scrollend'));
    expect(scrolls).toHaveBeenCalledTimes(1);
  });

  it('leaves the page where a scrollbar, a find or a script took it during the glide: the target had not moved', () => {
    const scrolls = open([1108]);
    window.dispatchEvent(new Event('scrollend'));
    window.dispatchEvent(new Event('scrollend'));
    expect(scrolls).toHaveBeenCalledTimes(1);
  });

  it('starts the glide again when the browser dropped it before the page moved', () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const scrolls = open([6347]);
    expect(scrolls).toHaveBeenCalledTimes(1);
    frames.shift()!(0);
    expect(scrolls).toHaveBeenCalledTimes(1);
    frames.shift()!(0);
    expect(scrolls).toHaveBeenCalledTimes(2);
  });

  it('lets a glide that has begun run on', () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const scrolls = open([6347]);
    frames.shift()!(0);
    window.scrollY = 40;
    frames.shift()!(0);
    window.scrollY = 0;
    expect(scrolls).toHaveBeenCalledTimes(1);
  });

  it('tries a few times at most', () => {
    // Content above keeps arriving: the section is lower at every reading.
    const scrolls = open((call) => 1108 + 100 * call);
    for (let i = 0; i < 10; i++) window.dispatchEvent(new Event('scrollend'));
    expect(scrolls).toHaveBeenCalledTimes(4);
  });
});
