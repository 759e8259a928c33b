import { Coins } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  bundles,
  discountedCents,
  formatUsd,
  planPrice,
  plans,
  type BillingInterval,
  type PlanPrice,
} from '../../../../shared/pricing';
import type { CreditsDto } from '../../../../shared/schemas/billing';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useLazyNamespace } from '../../../lib/use-lazy-namespace';
import { BundleCard, IntervalSwitch } from '../../pricing';
import { useCredits } from '../api/billing-api';
import { checkoutHref } from '../checkout-link';
import { ManageSubscriptionButton } from './manage-subscription-button';

/** /dashboard/credits (Buy Credits): balance, bundles, plans, purchase history, manage subscription. */
export default function CreditsPage() {
  const { t } = useTranslation();
  const credits = useCredits();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 md:px-6 md:py-8">
      <h1 className="text-2xl font-semibold md:text-3xl">{t('billing.credits.title')}</h1>
      <p className="mt-1 text-muted">{t('billing.credits.subtitle')}</p>
      <div className="mt-6">
        {credits.isPending ? (
          <div role="status">
            <span className="sr-only">{t('loading')}</span>
            <Skeleton className="h-28 w-full rounded-2xl" />
          </div>
        ) : credits.isError ? (
          <div role="alert" className="rounded-2xl border border-border bg-surface p-5 text-sm">
            <p>{t('billing.credits.loadFailed')}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void credits.refetch()}>
              {t('billing.success.retry')}
            </Button>
          </div>
        ) : (
          <Balance credits={credits.data} />
        )}
      </div>
      <Bundles discountPercent={credits.data?.lifetimeDiscountPercent ?? 0} />
      <Plans current={credits.data} />
      <History credits={credits.data} loading={credits.isPending} />
    </div>
  );
}

function Balance({ credits }: { credits: CreditsDto }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'long' });
  return (
    <section
      aria-labelledby="balance-heading"
      className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-border bg-surface p-5"
    >
      <div className="flex items-center gap-4">
        <span className="flex size-12 items-center justify-center rounded-xl bg-primary-strong/15 text-primary">
          <Coins aria-hidden className="size-6" />
        </span>
        <div>
          <h2 id="balance-heading" className="text-sm text-muted">
            {t('billing.credits.balanceLabel')}
          </h2>
          <p className="text-2xl font-semibold">{t('billing.credits.balance', { count: credits.balance })}</p>
          <p className="text-sm text-muted">
            {credits.plan === 'FREE' ? t('plan.free') : t(`plan.${credits.plan}`)}
            {credits.trialEndsAt ? ` · ${t('billing.credits.trialEnds', { date: date(credits.trialEndsAt) })}` : null}
            {credits.subscription?.cancelAt
              ? ` · ${t('billing.credits.cancels', { date: date(credits.subscription.cancelAt) })}`
              : credits.subscription?.currentPeriodEnd
                ? ` · ${t('billing.credits.renews', { date: date(credits.subscription.currentPeriodEnd) })}`
                : null}
          </p>
        </div>
      </div>
      {credits.subscription ? <ManageSubscriptionButton /> : null}
    </section>
  );
}

function Bundles({ discountPercent }: { discountPercent: number }) {
  const { t } = useTranslation();
  const ready = useLazyNamespace('pricing');
  return (
    <section aria-labelledby="bundles-heading" className="mt-10">
      <h2 id="bundles-heading" className="text-xl font-semibold">
        {t('billing.credits.bundlesTitle')}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {t('billing.credits.bundlesHint')} {discountPercent ? null : t('billing.credits.perk')}
      </p>
      {ready ? (
        <ul className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-3">
          {bundles.map((bundle) => (
            <BundleCard key={bundle.id} bundle={bundle} level={3} />
          ))}
        </ul>
      ) : (
        <div role="status" className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-3">
          <span className="sr-only">{t('loading')}</span>
          {bundles.map((bundle) => (
            <Skeleton key={bundle.id} className="h-96 w-full rounded-2xl" />
          ))}
        </div>
      )}
    </section>
  );
}

function Plans({ current }: { current: CreditsDto | undefined }) {
  const { t } = useTranslation();
  const ready = useLazyNamespace('pricing');
  const [interval, setBillingInterval] = useState<BillingInterval>('month');
  const discountPercent = current?.lifetimeDiscountPercent ?? 0;
  return (
    <section aria-labelledby="plans-heading" className="mt-10">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h2 id="plans-heading" className="text-xl font-semibold">
            {t('billing.credits.plansTitle')}
          </h2>
          {discountPercent ? (
            <p className="mt-1 text-sm text-accent">
              {t('billing.credits.lifetimeDiscount', { percent: discountPercent })}
            </p>
          ) : null}
        </div>
        {ready ? <IntervalSwitch value={interval} onChange={setBillingInterval} /> : null}
      </div>
      <ul className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2">
        {(['FOUNDER', 'GROWTH'] as const).map((planId) => (
          <PlanCard
            key={planId}
            price={planPrice(planId, interval)}
            current={current}
            discountPercent={discountPercent}
          />
        ))}
      </ul>
    </section>
  );
}

/** Whole dollars when the amount is whole (prices are shown in whole dollars), else the cents a discount leaves. */
const usd = (cents: number) => formatUsd(cents, { whole: cents % 100 === 0 });

function PlanCard({
  price,
  current,
  discountPercent,
}: {
  price: PlanPrice;
  current: CreditsDto | undefined;
  discountPercent: number;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const plan = plans[price.plan];
  const isCurrent = current?.subscription != null && current.plan === price.plan;
  const charged = discountedCents(price.priceCents, discountPercent);
  return (
    <li className="flex flex-col rounded-2xl border border-border bg-surface p-5" data-tier={price.id}>
      <h3 className="font-semibold">{t(`plan.${price.plan}`)}</h3>
      <p className="mt-2 flex flex-wrap items-baseline gap-x-2 text-3xl font-semibold">
        {usd(charged)}
        <span className="text-base font-normal text-muted">
          {t(price.interval === 'year' ? 'billing.credits.perYear' : 'billing.credits.perMonth')}
        </span>
        {discountPercent ? (
          <>
            <s aria-hidden className="text-base font-normal text-muted">
              {usd(price.priceCents)}
            </s>
            <span className="sr-only">{t('billing.credits.was', { price: usd(price.priceCents) })}</span>
          </>
        ) : null}
      </p>
      <p className="mt-2 text-sm text-muted">{t('billing.credits.monthlyCredits', { count: plan.monthlyCredits })}</p>
      <p className="text-sm text-muted">
        {plan.regenerationsPerProjectPerMonth === null
          ? t('billing.credits.unlimitedRegenerations')
          : t('billing.credits.regenerations', { count: plan.regenerationsPerProjectPerMonth })}
      </p>
      <div className="mt-auto">
        {isCurrent ? (
          <p className="mt-5 rounded-lg border border-accent/50 px-3 py-2 text-center text-sm text-accent">
            {t('billing.credits.currentPlan')}
          </p>
        ) : current?.subscription ? null : (
          <Button
            className="mt-5 w-full"
            variant="secondary"
            onClick={() =>
              void navigate(checkoutHref(price, `${plan.name} (${price.interval === 'year' ? 'yearly' : 'monthly'})`))
            }
          >
            {t('billing.credits.subscribe', { plan: t(`plan.${price.plan}`) })}
          </Button>
        )}
      </div>
    </li>
  );
}

function History({ credits, loading }: { credits: CreditsDto | undefined; loading: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="history-heading" className="mt-10">
      <h2 id="history-heading" className="text-xl font-semibold">
        {t('billing.credits.historyTitle')}
      </h2>
      {loading ? (
        <Skeleton className="mt-4 h-32 w-full" />
      ) : !credits || credits.entries.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-dashed border-border p-6 text-center text-sm text-muted">
          {t('billing.credits.historyEmpty')}
        </p>
      ) : (
        // Scrolls sideways on narrow screens: focusable so keyboard users can scroll it too.
        <div tabIndex={0} className="mt-4 overflow-x-auto rounded-2xl border border-border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('billing.credits.historyTitle')}</caption>
            <thead className="bg-surface-raised">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">
                  {t('billing.credits.date')}
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  {t('billing.credits.what')}
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  {t('billing.credits.change')}
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  {t('billing.credits.after')}
                </th>
              </tr>
            </thead>
            <tbody>
              {credits.entries.map((entry) => (
                <tr key={entry.id} className="border-t border-border">
                  <td className="px-4 py-2 whitespace-nowrap text-muted">
                    {new Date(entry.createdAt).toLocaleString(i18n.language, {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    })}
                  </td>
                  <td className="px-4 py-2">
                    {t(`billing.reasons.${entry.reason}`)}
                    {entry.note && entry.reason !== 'admin' ? (
                      <span className="text-muted"> · {entry.note}</span>
                    ) : null}
                  </td>
                  <td
                    className={cn(
                      'px-4 py-2 text-right font-medium',
                      entry.delta > 0 ? 'text-accent' : 'text-foreground',
                    )}
                  >
                    {entry.delta > 0 ? `+${entry.delta}` : entry.delta}
                  </td>
                  <td className="px-4 py-2 text-right">{entry.balanceAfter}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
