import { useTranslation } from 'react-i18next';
import { LandingSection } from './landing-section';

interface Step {
  title: string;
  text: string;
}

/** How it works: three steps. */
export function HowItWorks() {
  const { t } = useTranslation('landing');
  const steps = t('howItWorks.steps', { returnObjects: true }) as Step[];
  return (
    <LandingSection id="how-it-works" title={t('howItWorks.title')} lead={t('howItWorks.lead')}>
      <ol className="mt-12 grid gap-4 md:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} className="relative rounded-2xl border border-border bg-surface p-6">
            <span aria-hidden className="flex size-10 items-center justify-center rounded-full bg-primary-strong font-semibold text-primary-foreground">
              {index + 1}
            </span>
            <p className="mt-4 text-xs font-medium tracking-wide text-primary uppercase">{t('howItWorks.step', { number: index + 1 })}</p>
            <h3 className="mt-1 text-lg font-semibold">{step.title}</h3>
            <p className="mt-2 text-sm text-muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
