import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Hero } from '../../features/landing/components/hero';
import { landingNamespaces, loadNamespace } from '../../lib/i18n';
import { preloadableLazy } from '../../lib/preloadable-lazy';
import { useLazyNamespace } from '../../lib/use-lazy-namespace';

const LandingSections = preloadableLazy(() => import('../../features/landing/components/landing-sections'));

/**
 * Everything the landing page draws beyond its first chunk: fetched before the app takes over the
 * prerendered page (ADR 0029), so that it takes all of it over at once.
 */
export function preloadLandingPage(): Promise<unknown> {
  return Promise.all([LandingSections.preload(), ...landingNamespaces.map((namespace) => loadNamespace(namespace))]);
}

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
  const ready = landingNamespaces.map(useLazyNamespace).every(Boolean);
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
