import { Sparkles } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * What 'Try another idea' leads to once the one free evaluation is used: the plans, never a form
 * that could only answer that the evaluation is used. Takes the focus, as the button that opened it
 * goes away.
 */
export function AnotherIdeaOffer({ plansHref }: { plansHref: string }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="another-idea-offer"
      className="space-y-3 rounded-xl border border-primary/40 bg-primary-strong/10 p-4 text-sm sm:p-5"
    >
      <h3 id="another-idea-offer" ref={heading} tabIndex={-1} className="font-semibold focus-visible:outline-none">
        {t('evaluation.another.title')}
      </h3>
      <p className="text-foreground/90">{t('evaluation.another.description')}</p>
      <Link
        to={plansHref}
        className="inline-flex items-center gap-2 font-medium text-primary underline underline-offset-4 hover:text-foreground"
      >
        <Sparkles aria-hidden className="size-4" />
        {t('evaluation.errors.viewPlans')}
      </Link>
    </section>
  );
}
