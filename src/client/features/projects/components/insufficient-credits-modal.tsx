import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import type { CreditBlock } from '../messages';

/**
 * A project needs a credit. Out of credits → buy more; on the Free plan → see the
 * subscription plans. Cancel (the button, ×, or Escape) calls `onCancel`.
 */
export function InsufficientCreditsModal({ reason, onCancel }: { reason: CreditBlock; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={t('projects.credits.title')}
      description={reason === 'free' ? t('projects.credits.freeDescription') : t('projects.credits.description')}
      closeLabel={t('projects.close')}
      onClose={onCancel}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('projects.credits.cancel')}
        </Button>
        <Link to={paths.credits.href()} data-autofocus className={buttonVariants()}>
          {reason === 'free' ? t('projects.credits.viewPlans') : t('projects.credits.buy')}
        </Link>
      </div>
    </Dialog>
  );
}
