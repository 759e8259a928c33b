import { afterEach, describe, expect, it, vi } from 'vitest';

const sonner = vi.hoisted(() => {
  let next = 0;
  const make = () => vi.fn(() => (next += 1));
  return Object.assign(make(), { success: make(), error: make(), info: make(), dismiss: vi.fn() });
});
vi.mock('sonner', () => ({ toast: sonner }));

const { dismissErrorsOfOtherPages, toast } = await import('./toast');

const at = (path: string) => window.history.pushState({}, '', path);
/** Lets the toaster library's (mocked) import settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('toasts across pages', () => {
  afterEach(async () => {
    // Every error a test left on show goes (no page has an empty path).
    dismissErrorsOfOtherPages('');
    await settle();
    vi.clearAllMocks();
    at('/');
  });

  it('dismisses an error raised on a page the person has left, and keeps the new page’s own', async () => {
    at('/auth/sign-up');
    toast.error('Validation error');
    await settle();
    const stale = sonner.error.mock.results[0]!.value as number;

    at('/auth/check-email');
    toast.error('Could not resend the email');
    await settle();
    const fresh = sonner.error.mock.results[1]!.value as number;
    dismissErrorsOfOtherPages('/auth/check-email');
    await settle();

    expect(sonner.dismiss).toHaveBeenCalledWith(stale);
    expect(sonner.dismiss).not.toHaveBeenCalledWith(fresh);
  });

  it('keeps a success on the way to the next page, and an error while the page stays (a search change)', async () => {
    at('/auth/login');
    toast.error('Could not log in');
    toast.success('You’re logged in.');
    await settle();
    dismissErrorsOfOtherPages('/auth/login');
    await settle();
    expect(sonner.dismiss).not.toHaveBeenCalled();

    dismissErrorsOfOtherPages('/dashboard');
    await settle();
    expect(sonner.dismiss).toHaveBeenCalledTimes(1);
  });

  it('never shows an error whose page was left before the toaster arrived', async () => {
    at('/auth/sign-up');
    toast.error('Validation error');
    at('/auth/check-email');
    await settle();
    expect(sonner.error).not.toHaveBeenCalled();
  });
});
