import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startUp } from './startup';

describe('start-up', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.documentElement.className = 'dark is-loading';
    document.body.innerHTML = '<h1>Title</h1><section data-reveal id="a"></section><section data-reveal id="b"></section>';
  });
  afterEach(() => vi.useRealTimers());

  it('runs idle scripts after 100 ms without idle support, then drops the loading marker 300 ms later', () => {
    const idleScript = vi.fn();
    startUp([idleScript]);
    vi.advanceTimersByTime(99);
    expect(idleScript).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(idleScript).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(299);
    expect(document.documentElement.classList.contains('is-loading')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(document.documentElement.classList.contains('is-loading')).toBe(false);
  });

  it('uses requestIdleCallback with a 1 s timeout when the browser has it', () => {
    const requestIdleCallback = vi.fn((cb: () => void) => setTimeout(cb, 1) as unknown as number);
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    try {
      const idleScript = vi.fn();
      startUp([idleScript]);
      expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 1000 });
      vi.advanceTimersByTime(1);
      expect(idleScript).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('reveals every scroll-animated element after 2 s at the latest', () => {
    startUp([]);
    vi.advanceTimersByTime(1999);
    expect(document.querySelectorAll('.is-revealed')).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(document.querySelectorAll('[data-reveal].is-revealed')).toHaveLength(2);
  });

  it('keeps going when an idle script throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const after = vi.fn();
    startUp([
      () => {
        throw new Error('analytics blocked');
      },
      after,
    ]);
    vi.advanceTimersByTime(100);
    expect(after).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
