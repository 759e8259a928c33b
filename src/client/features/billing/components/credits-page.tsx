import { Coins, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { bundles, formatUsd, perKitCents, planPrices, plans, type Price } from '../../../../shared/pricing';
import type { CreditsDto } from '../../../../shared/schemas/billing';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
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
      <Bundles onFree={credits.data?.plan === 'FREE'} />
      <Plans current={credits.data} />
      <History credits={credits.data} loading={credits.isPending} />
    </div>
  );
}

function Balance({ credits }: { credits: CreditsDto }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'long' });
  return (
    <section aria-labelledby="balance-heading" className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-border bg-surface p-5">
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
            {credits.subscription?.currentPeriodEnd
              ? ` · ${t('billing.credits.renews', { date: date(credits.subscription.currentPeriodEnd) })}`
              : null}
          </p>
        </div>
      </div>
      {credits.subscription ? <ManageSubscriptionButton /> : null}
    </section>
  );
}

function BuyButton({ price, tierName, label, primary }: { price: Price; tierName: string; label: string; primary?: boolean }) {
  const navigate = useNavigate();
  return (
    <Button className="mt-5 w-full" variant={primary ? 'primary' : 'secondary'} onClick={() => void navigate(checkoutHref(price, tierName))}>
      {label}
    </Button>
  );
}

function Bundles({ onFree }: { onFree: boolean }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="bundles-heading" className="mt-10">
      <h2 id="bundles-heading" className="text-xl font-semibold">
        {t('billing.credits.bundlesTitle')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('billing.credits.bundlesHint')}</p>
      <ul className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-3">
        {bundles.map((bundle) => (
          <li
            key={bundle.id}
            className={cn(
              'relative flex flex-col rounded-2xl border bg-surface p-5',
              bundle.popular ? 'border-primary' : 'border-border',
            )}
          >
            {bundle.popular ? (
              <span className="absolute -top-3 left-5 inline-flex items-center gap-1 rounded-full bg-primary-strong px-2.5 py-0.5 text-xs font-medium text-primary-foreground">
                <Sparkles aria-hidden className="size-3" />
                {t('billing.credits.popular')}
              </span>
            ) : null}
            <h3 className="font-semibold">{bundle.name}</h3>
            <p className="mt-2 text-3xl font-semibold">{formatUsd(bundle.priceCents, { whole: true })}</p>
            <p className="mt-1 text-sm text-muted">{t('billing.credits.bundleCredits', { count: bundle.credits })}</p>
            <p className="mt-3 text-sm">
              {t('billing.credits.perKit', { price: formatUsd(perKitCents(bundle)) })}{' '}
              <span className="text-muted line-through">{formatUsd(bundle.wasPerKitCents)}</span>
            </p>
            <p className="text-sm text-muted">{t('billing.credits.value', { value: formatUsd(bundle.valueCents, { whole: true }) })}</p>
            {onFree ? <p className="mt-3 text-sm text-muted">{t('billing.credits.perk')}</p> : null}
            <div className="mt-auto">
              <BuyButton price={bundle} tierName={bundle.name} label={t('billing.credits.buy', { tier: bundle.name })} primary={bundle.popular} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Plans({ current }: { current: CreditsDto | undefined }) {
  const { t } = useTranslation();
  const monthly = planPrices.filter((p) => p.interval === 'month');
  return (
    <section aria-labelledby="plans-heading" className="mt-10">
      <h2 id="plans-heading" className="text-xl font-semibold">
        {t('billing.credits.plansTitle')}
      </h2>
      <ul className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2">
        {monthly.map((price) => {
          const plan = plans[price.plan];
          const isCurrent = current?.subscription != null && current.plan === price.plan;
          return (
            <li key={price.id} className="flex flex-col rounded-2xl border border-border bg-surface p-5">
              <h3 className="font-semibold">{t(`plan.${price.plan}`)}</h3>
              <p className="mt-2 text-3xl font-semibold">
                {formatUsd(price.priceCents, { whole: true })}
                <span className="text-base font-normal text-muted">{t('billing.credits.perMonth')}</span>
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
                  <BuyButton price={price} tierName={plan.name} label={t('billing.credits.subscribe', { plan: t(`plan.${price.plan}`) })} />
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
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
                <th scope="col" className="px-4 py-2 font-medium">{t('billing.credits.date')}</th>
                <th scope="col" className="px-4 py-2 font-medium">{t('billing.credits.what')}</th>
                <th scope="col" className="px-4 py-2 text-right font-medium">{t('billing.credits.change')}</th>
                <th scope="col" className="px-4 py-2 text-right font-medium">{t('billing.credits.after')}</th>
              </tr>
            </thead>
            <tbody>
              {credits.entries.map((entry) => (
                <tr key={entry.id} className="border-t border-border">
                  <td className="px-4 py-2 whitespace-nowrap text-muted">
                    {new Date(entry.createdAt).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}
                  </td>
                  <td className="px-4 py-2">
                    {t(`billing.reasons.${entry.reason}`)}
                    {entry.note && entry.reason !== 'admin' ? <span className="text-muted"> · {entry.note}</span> : null}
                  </td>
                  <td className={cn('px-4 py-2 text-right font-medium', entry.delta > 0 ? 'text-accent' : 'text-foreground')}>
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
