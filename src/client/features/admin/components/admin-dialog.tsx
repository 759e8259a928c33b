import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';

/** The admin area's modal: the shared dialog, wider for tables. */
export function AdminDialog({
  title,
  description,
  onClose,
  children,
  wide = false,
}: {
  title: string;
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={title}
      description={description}
      closeLabel={t('admin.close')}
      onClose={onClose}
      className={wide ? 'max-w-3xl' : undefined}
    >
      {children}
    </Dialog>
  );
}
