import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pricingCatalogue } from '../../../../shared/pricing-catalogue';
import { LandingSection } from './landing-section';

interface Item {
  question: string;
  answer: string;
}

const monthlyCredits = (plan: string) => pricingCatalogue.plans.find((p) => p.id === plan)?.monthlyCredits ?? 0;

/** What the answers say of the plans, from the pricing catalogue the pricing section draws (ADR 0048). */
const pricingValues = { founderCredits: monthlyCredits('FOUNDER'), growthCredits: monthlyCredits('GROWTH') };

/** The FAQ: one answer open at a time, the first open initially; clicking the open one closes it. */
export function Faq() {
  const { t } = useTranslation('landing');
  const items = t('faq.items', { returnObjects: true, ...pricingValues }) as Item[];
  const [open, setOpen] = useState<number | null>(0);
  const baseId = useId();
  return (
    <LandingSection id="faq" title={t('faq.title')}>
      <div className="mx-auto mt-12 max-w-3xl divide-y divide-border rounded-2xl border border-border bg-surface">
        {items.map((item, index) => {
          const expanded = open === index;
          const answerId = `${baseId}-answer-${index}`;
          const questionId = `${baseId}-question-${index}`;
          return (
            <div key={item.question}>
              <h3>
                <button
                  id={questionId}
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={answerId}
                  onClick={() => setOpen(expanded ? null : index)}
                  className="flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left font-medium hover:text-primary"
                >
                  {item.question}
                  <ChevronDown aria-hidden className={`size-5 shrink-0 text-muted transition-transform ${expanded ? 'rotate-180' : ''}`} />
                </button>
              </h3>
              <div id={answerId} role="region" aria-labelledby={questionId} hidden={!expanded} className="px-5 pb-5 text-muted">
                <p>{item.answer}</p>
              </div>
            </div>
          );
        })}
      </div>
    </LandingSection>
  );
}
