import { FileText, KanbanSquare, Lightbulb } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { safeStorage, storageKeys } from '../../lib/storage-keys';

const steps = [
  { icon: Lightbulb, key: 'idea' },
  { icon: FileText, key: 'kit' },
  { icon: KanbanSquare, key: 'build' },
] as const;

/** The onboarding modal, offered once (on the first visit to the dashboard in this browser). */
export function OnboardingModal() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(() => {
    const storage = safeStorage('local');
    return Boolean(storage) && !storage?.getItem(storageKeys.onboardingSeen);
  });
  if (!open) return null;
  const close = () => {
    safeStorage('local')?.setItem(storageKeys.onboardingSeen, '1');
    setOpen(false);
  };
  return (
    <Dialog
      title={t('onboarding.title')}
      description={t('onboarding.description')}
      closeLabel={t('projects.close')}
      onClose={close}
      className="max-w-lg"
    >
      <ol className="space-y-4">
        {steps.map(({ icon: Icon, key }, index) => (
          <li key={key} className="flex gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-strong/15 text-primary">
              <Icon aria-hidden className="size-5" />
            </span>
            <div>
              <h3 className="text-sm font-semibold">
                {index + 1}. {t(`onboarding.steps.${key}.title`)}
              </h3>
              <p className="mt-0.5 text-sm text-muted">{t(`onboarding.steps.${key}.body`)}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-6 flex justify-end">
        <Button data-autofocus onClick={close}>
          {t('onboarding.start')}
        </Button>
      </div>
    </Dialog>
  );
}
