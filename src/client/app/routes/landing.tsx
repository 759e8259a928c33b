import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Hero } from '../../features/landing/components/hero';
import { useLazyNamespace } from '../../lib/use-lazy-namespace';

const LandingSections = lazy(() => import('../../features/landing/components/landing-sections'));

/** Holds the place of the sections while they load, tall enough that the footer stays out of sight. */
function SectionsLoading() {
  const { t } = useTranslation();
  return (
    <div className="min-h-[200vh]" aria-busy="true">
      <p role="status" className="sr-only">
        {t('loading')}
      </p>
    </div>
  );
}

/** `/`: the hero at once, the other sections (and their texts) as soon as they arrive. */
export default function LandingPage() {
  // The sections' own texts, the pricing's, and the app's (the pricing and waiting-list forms'
  // messages), fetched in parallel after the first paint.
  const ready = [useLazyNamespace('landing'), useLazyNamespace('pricing'), useLazyNamespace('app')].every(Boolean);
  return (
    <>
      <Hero />
      {ready ? (
        <Suspense fallback={<SectionsLoading />}>
          <LandingSections />
        </Suspense>
      ) : (
        <SectionsLoading />
      )}
    </>
  );
}
