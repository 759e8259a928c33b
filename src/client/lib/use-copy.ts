import { useEffect, useRef, useState } from 'react';

export type CopyState = 'idle' | 'copying' | 'copied' | 'failed';

/** How long 'copied' (or the error) stays on the button. */
export const COPY_FEEDBACK_MS = 2000;

/**
 * Copies text to the clipboard. `text` may be a promise (a prompt fetched on demand): the state is
 * 'copying' until it arrives, then 'copied' or 'failed' for a moment.
 */
export function useCopy() {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const settle = (next: CopyState) => {
    setState(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), COPY_FEEDBACK_MS);
  };

  const copy = async (text: string | (() => Promise<string>)): Promise<boolean> => {
    try {
      setState('copying');
      const value = typeof text === 'string' ? text : await text();
      await navigator.clipboard.writeText(value);
      settle('copied');
      return true;
    } catch {
      settle('failed');
      return false;
    }
  };
  return { state, copy };
}
