import { Check, Copy, Loader2, X } from 'lucide-react';
import { useCopy } from '../../lib/use-copy';
import { Button, type ButtonProps } from './button';

/**
 * Copies `text` (or what `text()` resolves to) and says so on the button for a moment: copying,
 * copied, or failed. `onResult` hears the outcome (for a toast).
 */
export function CopyButton({
  text,
  labels,
  onResult,
  disabled,
  ...props
}: Omit<ButtonProps, 'onClick' | 'children'> & {
  text: string | (() => Promise<string>);
  labels: { idle: string; copied: string; failed: string };
  onResult?: (copied: boolean) => void;
}) {
  const { state, copy } = useCopy();
  const Icon = state === 'copying' ? Loader2 : state === 'copied' ? Check : state === 'failed' ? X : Copy;
  return (
    <Button
      {...props}
      disabled={disabled || state === 'copying'}
      aria-live="polite"
      onClick={() => void copy(text).then((copied) => onResult?.(copied))}
    >
      <Icon aria-hidden className={state === 'copying' ? 'size-4 animate-spin' : 'size-4'} />
      {state === 'copied' ? labels.copied : state === 'failed' ? labels.failed : labels.idle}
    </Button>
  );
}
