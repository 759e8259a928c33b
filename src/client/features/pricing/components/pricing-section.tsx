import { Check, Hammer } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  bundles,
  formatUsd,
  perMonthCents,
  planPrice,
  plans,
  yearlySavingsCents,
  type BillingInterval,
  type PlanId,
} from '../../../../shared/pricing';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useLazyNamespace } from '../../../lib/use-lazy-namespace';
import { bundleFeatures, planFeatures, type TierFeatures } from '../tiers';
import { BuyButton, StartFreeLink } from './buy-button';
import { BundleCard, cardClasses, FeatureList, Heading, IntervalSwitch } from './pricing-cards';
import { LaunchOffer } from './launch-offer';

type HeadingLevel = 1 | 2 | 3 | 4;

export interface PricingSectionProps {
  /** Show the Free plan's starter card among the subscriptions (the offer page hides it). */
  showFreeCard?: boolean;
  /** The level of the section's heading; groups are one level below it, cards two. */
  headingLevel?: HeadingLevel;
  /** The section's id, the page anchor (`/#pricing`). */
  id?: string;
  /** Extra classes for the section (they win over the defaults: width, padding). */
  className?: string;
}

const sectionClasses = 'mx-auto w-full max-w-6xl scroll-mt-20 px-4 py-16 md:py-20';

/** The grid: one column under 768 px, two from 768, up to four from 1024. */
const wideColumns = { 1: 'lg:grid-cols-1', 2: 'lg:grid-cols-2', 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' } as const;
function gridClasses(count: number) {
  const wide = wideColumns[Math.max(1, Math.min(4, count)) as keyof typeof wideColumns];
  return cn('grid grid-cols-1 gap-6 md:grid-cols-2', wide);
}

/**
 * The pricing block: the launch offer, the three credit bundles with their
 * per-kit prices, and the subscription plans with a monthly/yearly switch. Every amount comes from
 * `src/shared/pricing.ts`, which is also what the checkout charges. Texts are in the lazily loaded
 * `pricing` namespace; until it arrives a skeleton of the same shape holds the space.
 */
export function PricingSection(props: PricingSectionProps) {
  const ready = useLazyNamespace('pricing');
  return ready ? <PricingContent {...props} /> : <PricingSkeleton {...props} />;
}

function PricingContent({ showFreeCard = true, headingLevel = 2, id = 'pricing', className }: PricingSectionProps) {
  const { t } = useTranslation('pricing');
  const headingId = useId();
  const [interval, setBillingInterval] = useState<BillingInterval>('month');
  const planIds: PlanId[] = showFreeCard ? ['FREE', 'FOUNDER', 'GROWTH'] : ['FOUNDER', 'GROWTH'];

  return (
    <section id={id} aria-labelledby={headingId} className={cn(sectionClasses, className)}>
      <header className="mx-auto max-w-3xl text-center">
        <Heading
          level={headingLevel}
          id={headingId}
          className="text-3xl font-semibold tracking-tight text-balance md:text-4xl"
        >
          {t('section.title')}
        </Heading>
        <p className="mt-4 text-pretty text-muted">{t('section.subtitle')}</p>
      </header>

      <div className="mt-10">
        <LaunchOffer />
      </div>

      <Group level={headingLevel + 1} title={t('section.bundlesTitle')} hint={t('section.bundlesHint')}>
        <ul className={gridClasses(bundles.length)}>
          {bundles.map((bundle) => (
            <BundleCard key={bundle.id} bundle={bundle} level={headingLevel + 2} />
          ))}
        </ul>
      </Group>

      <Group
        level={headingLevel + 1}
        title={t('section.plansTitle')}
        hint={t('section.plansHint')}
        aside={<IntervalSwitch value={interval} onChange={setBillingInterval} />}
      >
        <ul className={gridClasses(planIds.length)}>
          {planIds.map((plan) =>
            plan === 'FREE' ? (
              <FreeCard key={plan} level={headingLevel + 2} />
            ) : (
              <PlanCard key={plan} plan={plan} interval={interval} level={headingLevel + 2} />
            ),
          )}
        </ul>
      </Group>

      <Legend />
    </section>
  );
}

function Group({
  level,
  title,
  hint,
  aside,
  children,
}: {
  level: number;
  title: string;
  hint: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="mt-14">
      <div className="mb-8 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <Heading level={level} id={id} className="text-2xl font-semibold">
            {title}
          </Heading>
          <p className="mt-1 text-sm text-muted">{hint}</p>
        </div>
        {aside}
      </div>
      {children}
    </div>
  );
}

function FreeCard({ level }: { level: number }) {
  const { t } = useTranslation('pricing');
  return (
    <li className={cn(cardClasses, 'border-border')} data-tier="FREE">
      <Heading level={level} className="text-lg font-semibold">
        {t('plan.freeName')}
      </Heading>
      <p className="mt-1 text-sm text-muted">{t('plan.freeHint')}</p>
      <p className="mt-5 flex flex-wrap items-baseline gap-x-2">
        <span className="text-4xl font-bold tracking-tight">{formatUsd(0, { whole: true })}</span>
        <span className="text-sm text-muted">{t('plan.freePrice')}</span>
      </p>
      <FeatureList tier={planFeatures.FREE} nameOf={planName} plan="FREE" />
      <div className="mt-auto pt-6">
        <StartFreeLink label={t('plan.startFree')} />
      </div>
    </li>
  );
}

function planName(plan: PlanId) {
  return plans[plan].name;
}

function PlanCard({
  plan,
  interval,
  level,
}: {
  plan: Exclude<PlanId, 'FREE'>;
  interval: BillingInterval;
  level: number;
}) {
  const { t } = useTranslation('pricing');
  const price = planPrice(plan, interval);
  const monthly = planPrice(plan, 'month');
  const whole = (cents: number) => formatUsd(cents, { whole: true });
  const name = plans[plan].name;
  return (
    <li className={cn(cardClasses, 'border-border')} data-tier={price.id}>
      <Heading level={level} className="text-lg font-semibold">
        {name}
      </Heading>
      <p className="mt-1 text-sm text-muted">
        {interval === 'year' ? t('plan.billedYearly', { total: whole(price.priceCents) }) : t('plan.billedMonthly')}
      </p>
      <p className="mt-5 flex flex-wrap items-baseline gap-x-2">
        <span className="text-4xl font-bold tracking-tight">{whole(perMonthCents(price))}</span>
        <span className="text-sm text-muted">{t('plan.perMonth')}</span>
        {interval === 'year' ? (
          <>
            <s aria-hidden className="text-sm text-muted">
              {whole(monthly.priceCents)}
            </s>
            <span className="sr-only">{t('plan.monthlyWas', { price: whole(monthly.priceCents) })}</span>
          </>
        ) : null}
      </p>
      <p className={cn('mt-2 text-sm', interval === 'year' ? 'text-accent' : 'text-muted')}>
        {t(interval === 'year' ? 'plan.yearlySaving' : 'plan.yearlyHint', { saving: whole(yearlySavingsCents(plan)) })}
      </p>
      <FeatureList tier={planFeatures[plan]} nameOf={planName} plan={plan} />
      <div className="mt-auto pt-6">
        <BuyButton
          price={price}
          tierName={`${name} (${interval === 'year' ? 'yearly' : 'monthly'})`}
          label={t('plan.subscribe', { plan: name })}
          variant={plan === 'FOUNDER' ? 'primary' : 'secondary'}
        />
      </div>
    </li>
  );
}

function Legend() {
  const { t } = useTranslation('pricing');
  return (
    <ul
      aria-label={t('section.legendTitle')}
      className="mt-10 flex flex-col gap-x-8 gap-y-2 text-sm text-muted sm:flex-row sm:justify-center"
    >
      <li className="flex gap-2">
        <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
        {t('section.legendLive')}
      </li>
      <li className="flex gap-2">
        <Hammer aria-hidden className="mt-0.5 size-4 shrink-0" />
        {t('section.legendDevelopment')}
      </li>
    </ul>
  );
}

/**
 * The section's shape while its texts load: the same header, offer, grids, cards and list lengths,
 * with a line per feature that works today and two for one in development (its mark often wraps).
 * Sizes follow the English texts at 375, 768 and 1280 px.
 */
function PricingSkeleton({ showFreeCard = true, id = 'pricing', className }: PricingSectionProps) {
  const { t } = useTranslation();
  const planIds: PlanId[] = showFreeCard ? ['FREE', 'FOUNDER', 'GROWTH'] : ['FOUNDER', 'GROWTH'];
  const card = (key: string, tier: TierFeatures<string>) => (
    <li key={key} className={cn(cardClasses, 'border-border')}>
      <Skeleton className="h-7 w-32" />
      <Skeleton className="mt-1 h-5 w-40" />
      <Skeleton className="mt-5 h-10 w-24" />
      {key === 'FREE' ? null : <Skeleton className="mt-2 h-5 w-36" />}
      {tier.includes ? <Skeleton className="mt-6 h-5 w-44" /> : null}
      <div className={cn('space-y-3', tier.includes ? 'mt-3' : 'mt-6')}>
        {tier.features.map((feature) => (
          <Skeleton key={feature.key} className={cn('w-full', feature.state === 'live' ? 'h-5' : 'h-10.25')} />
        ))}
      </div>
      <div className="mt-auto pt-6">
        <Skeleton className="h-11 w-full rounded-lg" />
      </div>
    </li>
  );
  const group = (children: ReactNode, count: number, aside?: ReactNode) => (
    <div className="mt-14">
      <div className="mb-8 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="w-full max-w-md">
          <Skeleton className="h-8 w-48" />
          <Skeleton className="mt-1 h-5 w-full" />
        </div>
        {aside}
      </div>
      <ul className={gridClasses(count)}>{children}</ul>
    </div>
  );
  return (
    <section id={id} aria-busy="true" className={cn(sectionClasses, className)}>
      <p role="status" className="sr-only">
        {t('loading')}
      </p>
      <div className="mx-auto flex max-w-3xl flex-col items-center">
        <Skeleton className="h-18 w-3/4 md:h-10" />
        <Skeleton className="mt-4 h-30 w-full md:h-12" />
      </div>
      <Skeleton className="mt-10 h-71 w-full rounded-2xl md:h-68 lg:h-39.5" />
      {group(
        bundles.map((bundle) => card(bundle.id, bundleFeatures[bundle.id])),
        bundles.length,
      )}
      {group(
        planIds.map((plan) => card(plan, planFeatures[plan])),
        planIds.length,
        <Skeleton className="h-19 w-64 rounded-2xl md:h-11 md:w-80 md:rounded-full" />,
      )}
      <Skeleton className="mx-auto mt-10 h-17 w-full max-w-xl sm:h-5" />
    </section>
  );
}
