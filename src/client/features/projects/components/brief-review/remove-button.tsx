import { Trash2 } from 'lucide-react';
import { Button } from '../../../../components/ui/button';

/** An icon button whose accessible name says what goes ("Remove entity Patient"). */
export function RemoveButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className="size-11 shrink-0 px-0 hover:text-danger"
      aria-label={label}
      title={label}
      onClick={onRemove}
    >
      <Trash2 aria-hidden className="size-4" />
    </Button>
  );
}
