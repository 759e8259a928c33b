import { Clock, Rocket } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LAUNCH_OFFER_DISCOUNT, LAUNCH_OFFER_ENDS_AT } from '../../../../shared/pricing';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const launchPercent = `${Math.round(LAUNCH_OFFER_DISCOUNT * 100)}%`;

/** What is left until `end`, in whole days, hours, minutes and seconds (all 0 once it has passed). */
export function timeLeft(end: number, now: number) {
  const left = Math.max(0, end - now);
  return {
    expired: left === 0,
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
  };
}

/**
 * The clock, read once a second until `until` has passed. Undefined while the page is prerendered
 * at build time (ADR 0030): the build's time is not the reader's.
 */
function useNow(until: number): number | undefined {
  const [now, setNow] = useState(() => (typeof window === 'undefined' ? undefined : Date.now()));
  const passed = now !== undefined && now >= until;
  useEffect(() => {
    if (passed) return;
    const timer = setInterval(() => setNow(Date.now()), SECOND);
    return () => clearInterval(timer);
  }, [passed]);
  return now;
}

/** A unit of the countdown as shown: days as they are, the others in two digits, dashes when unknown. */
function shownUnit(value: number | undefined, unit: 'days' | 'hours' | 'minutes' | 'seconds'): string {
  if (value === undefined) return '--';
  return unit === 'days' ? String(value) : String(value).padStart(2, '0');
}

/**
 * The launch offer: 35% off, with a live countdown that ends with 'Offer expired'. The
 * prices it speaks of are the ones shown below it, which are what the checkout charges.
 */
export function LaunchOffer({ endsAt = LAUNCH_OFFER_ENDS_AT }: { endsAt?: string }) {
  const { t } = useTranslation('pricing');
  const end = Date.parse(endsAt);
  const now = useNow(end);
  const left = now === undefined ? undefined : timeLeft(end, now);
  const expired = left?.expired ?? false;
  const units = ['days', 'hours', 'minutes', 'seconds'] as const;
  const id = useId();

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-5 rounded-2xl border border-primary/40 bg-primary-strong/10 p-5 sm:p-6 lg:flex-row lg:items-center lg:justify-between"
    >
      <div className="max-w-2xl">
        <p className="inline-flex items-center gap-1.5 rounded-full bg-primary-strong px-2.5 py-0.5 text-xs font-medium text-primary-foreground">
          <Rocket aria-hidden className="size-3.5" />
          {t('launch.badge')}
        </p>
        <p id={`${id}-title`} className="mt-3 text-xl font-semibold">
          {t('launch.title', { percent: launchPercent })}
        </p>
        <p className="mt-1 text-sm text-muted">
          {expired ? t('launch.expiredBody') : t('launch.body', { percent: launchPercent })}
        </p>
      </div>
      {expired ? (
        <p role="status" className="inline-flex items-center gap-2 self-start text-lg font-semibold lg:self-center">
          <Clock aria-hidden className="size-5 text-muted" />
          {t('launch.expired')}
        </p>
      ) : (
        <div className="shrink-0">
          <p id={`${id}-ends`} className="text-sm text-muted">
            {t('launch.endsIn')}
          </p>
          <time
            role="timer"
            aria-labelledby={`${id}-ends`}
            dateTime={endsAt}
            className="mt-2 grid grid-cols-4 gap-2 text-center"
          >
            {units.map((unit) => (
              <span key={unit} className="min-w-16 rounded-xl border border-border bg-surface px-2 py-2">
                <span className="block text-2xl font-semibold tabular-nums">
                  {shownUnit(left?.[unit], unit)}
                </span>{' '}
                <span className="block text-xs text-muted">
                  {t(`launch.units.${unit}`, { count: left?.[unit] ?? 0 })}
                </span>{' '}
              </span>
            ))}
          </time>
        </div>
      )}
    </section>
  );
}
