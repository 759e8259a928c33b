import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { Dialog } from './dialog';

/** "Are you sure?" before a change that cannot be taken back (removing a member, revoking a token). */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  pending,
  danger = false,
  onConfirm,
  onClose,
  children,
}: {
  title: string;
  description: string;
  confirmLabel: string;
  pending: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** What the change concerns, shown between the description and the buttons. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog title={title} description={description} closeLabel={t('dialog.close')} onClose={onClose}>
      {children}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {/* Cancel first and focused: Enter on a freshly opened dialog changes nothing. */}
        <Button variant="secondary" data-autofocus onClick={onClose}>
          {t('dialog.cancel')}
        </Button>
        {/* Not `disabled`: a disabled button drops the keyboard focus to the page behind. */}
        <Button
          aria-disabled={pending}
          className={cn(danger && 'bg-danger text-background hover:bg-danger/85', pending && 'opacity-50')}
          onClick={() => {
            if (!pending) onConfirm();
          }}
        >
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
