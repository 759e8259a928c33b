import { Check, Hammer, Sparkles } from 'lucide-react';
import { useId, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import {
  bundles,
  formatUsd,
  perKitCents,
  plans,
  TEAM_MAX_MEMBERS,
  YEARLY_DISCOUNT,
  type BillingInterval,
  type Bundle,
  type PlanId,
} from '../../../../shared/pricing';
import { cn } from '../../../lib/cn';
import { bundleFeatures, type TierFeature, type TierFeatures } from '../tiers';
import { BuyButton } from './buy-button';

/**
 * The pricing cards' parts shared by the pricing section and Buy Credits: one bundle card, one
 * monthly/yearly switch and one feature list, in the lazily loaded `pricing` namespace.
 */

export const cardClasses = 'relative flex flex-col rounded-2xl border bg-surface p-6';
const yearlyPercent = `${Math.round(YEARLY_DISCOUNT * 100)}%`;

export function Heading({ level, ...props }: { level: number } & HTMLAttributes<HTMLHeadingElement>) {
  const Tag = `h${Math.min(Math.max(level, 1), 6)}` as 'h2';
  return <Tag {...props} />;
}

export /** Monthly or yearly billing: a labelled group of two radio buttons (arrow keys move between them). */
function IntervalSwitch({ value, onChange }: { value: BillingInterval; onChange: (value: BillingInterval) => void }) {
  const { t } = useTranslation('pricing');
  const id = useId();
  const options: Array<{ interval: BillingInterval; label: string }> = [
    { interval: 'month', label: t('billing.monthly') },
    { interval: 'year', label: t('billing.yearly') },
  ];
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span id={`${id}-label`} className="text-sm text-muted">
        {t('billing.label')}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        className="inline-flex rounded-full border border-border bg-surface p-1"
      >
        {options.map((option) => (
          <label
            key={option.interval}
            className={cn(
              'inline-flex cursor-pointer items-center gap-1.5 rounded-full px-4 py-1.5 text-sm font-medium transition-colors',
              'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-primary',
              value === option.interval
                ? 'bg-primary-strong text-primary-foreground'
                : 'text-muted hover:text-foreground',
            )}
          >
            <input
              type="radio"
              name={`${id}-interval`}
              value={option.interval}
              checked={value === option.interval}
              onChange={() => onChange(option.interval)}
              className="sr-only"
            />
            {option.label}
            {option.interval === 'year' ? (
              <span
                className={cn(
                  'rounded-full px-1.5 py-0.5 text-xs',
                  value === 'year' ? 'bg-white/20 text-primary-foreground' : 'bg-accent/15 text-accent',
                )}
              >
                {t('billing.save', { percent: yearlyPercent })}
              </span>
            ) : null}
          </label>
        ))}
      </div>
    </div>
  );
}

/** A credit bundle: price, per-kit price, value, what it includes, and its buy button. */
export function BundleCard({ bundle, level }: { bundle: Bundle; level: number }) {
  const { t } = useTranslation('pricing');
  return (
    <li
      className={cn(cardClasses, bundle.popular ? 'border-primary ring-1 ring-primary' : 'border-border')}
      data-tier={bundle.id}
    >
      <Heading level={level} className="text-lg font-semibold">
        {bundle.name}
      </Heading>
      {bundle.popular ? (
        <p className="absolute -top-3 right-6 inline-flex items-center gap-1 rounded-full bg-primary-strong px-2.5 py-0.5 text-xs font-medium text-primary-foreground">
          <Sparkles aria-hidden className="size-3" />
          {t('bundle.popular')}
        </p>
      ) : null}
      <p className="mt-1 text-sm text-muted">{t('bundle.credits', { count: bundle.credits })}</p>
      <p className="mt-5 flex flex-wrap items-baseline gap-x-3">
        <span className="text-4xl font-bold tracking-tight">{formatUsd(bundle.priceCents, { whole: true })}</span>
        <span className="text-sm text-muted">
          {t('bundle.value', { value: formatUsd(bundle.valueCents, { whole: true }) })}
        </span>
      </p>
      <p className="mt-2 text-sm">
        <span className="font-medium text-accent">{t('bundle.perKit', { price: formatUsd(perKitCents(bundle)) })}</span>{' '}
        <s className="text-muted">
          <span className="sr-only">{t('bundle.wasLabel')} </span>
          {formatUsd(bundle.wasPerKitCents)}
        </s>
      </p>
      <FeatureList tier={bundleFeatures[bundle.id]} nameOf={(id) => bundles.find((b) => b.id === id)?.name ?? id} />
      <div className="mt-auto pt-6">
        <BuyButton
          price={bundle}
          tierName={bundle.name}
          label={t('bundle.buy', { tier: bundle.name })}
          variant={bundle.popular ? 'primary' : 'secondary'}
        />
      </div>
    </li>
  );
}

/** Counts the feature texts interpolate, from pricing.ts (a plan's own, for a plan's list). */
function featureValues(feature: TierFeature, plan: PlanId | undefined) {
  const { monthlyCredits, regenerationsPerProjectPerMonth } = plans[plan ?? 'FREE'];
  switch (feature.key) {
    case 'monthlyCredits':
      return { count: monthlyCredits };
    case 'regenerations':
      return { count: regenerationsPerProjectPerMonth ?? 0 };
    case 'team':
      return { count: TEAM_MAX_MEMBERS };
    default:
      return {};
  }
}

/** A feature's text: regenerations without a limit have their own ('Unlimited document regenerations'). */
function textKey(feature: TierFeature, plan: PlanId | undefined) {
  const unlimited = feature.key === 'regenerations' && plans[plan ?? 'FREE'].regenerationsPerProjectPerMonth === null;
  return unlimited ? 'unlimitedRegenerations' : feature.key;
}

export function FeatureList<Id extends string>({
  tier,
  nameOf,
  plan,
}: {
  tier: TierFeatures<Id>;
  nameOf: (id: Id) => string;
  /** The plan whose counts the list speaks of. */
  plan?: PlanId;
}) {
  const { t } = useTranslation('pricing');
  return (
    <>
      {tier.includes ? (
        <p className="mt-6 text-sm font-medium">{t('includes', { tier: nameOf(tier.includes) })}</p>
      ) : null}
      <ul className={cn('space-y-3 text-sm', tier.includes ? 'mt-3' : 'mt-6')}>
        {tier.features.map((feature) => (
          <li key={feature.key} className="flex gap-2.5" data-feature={feature.key} data-status={feature.state}>
            {feature.state === 'live' ? (
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
            ) : (
              <Hammer aria-hidden className="mt-0.5 size-4 shrink-0 text-muted" />
            )}
            <span className={feature.state === 'live' ? '' : 'text-muted'}>
              {t(`features.${textKey(feature, plan)}`, featureValues(feature, plan))}
              {feature.state === 'development' ? (
                <>
                  {' '}
                  <span className="ml-0.5 inline-block rounded-full border border-border px-1.5 py-px text-xs whitespace-nowrap text-muted">
                    {t('status.development')}
                  </span>
                </>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
