import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Hero } from '../../features/landing/components/hero';
import { useLazyNamespace } from '../../lib/use-lazy-namespace';

const LandingSections = lazy(() => import('../../features/landing/components/landing-sections'));

/**
 * The sections as the build prerendered them (ADR 0030), read before the app takes the page over:
 * until the live sections are drawn, they stand in for them, so that the take-over does not blank
 * what the reader already sees below the hero. Dropped once the live sections are shown.
 */
let prerenderedSections: { html: string; language: string } | undefined = (() => {
  if (typeof document === 'undefined') return undefined;
  const root = document.querySelector<HTMLElement>('#root[data-prerendered]');
  const sections = root?.querySelector('[data-landing-sections]');
  return root && sections ? { html: sections.innerHTML, language: root.dataset.prerendered ?? '' } : undefined;
})();

/** Where the sections go: the same element in the prerendered page and in the app, taking no box. */
function SectionsSlot({ children }: { children: ReactNode }) {
  return (
    <div data-landing-sections="" className="contents">
      {children}
    </div>
  );
}

/** Holds the place of the sections while they load, tall enough that the footer stays out of sight. */
function SectionsLoading() {
  const { t, i18n } = useTranslation();
  const kept = prerenderedSections;
  if (kept && kept.language === i18n.resolvedLanguage) {
    // Taken over as it is (hydration keeps the markup of an element with inner HTML).
    return <div data-landing-sections="" className="contents" dangerouslySetInnerHTML={{ __html: kept.html }} />;
  }
  return (
    <SectionsSlot>
      <div className="min-h-[200vh]" aria-busy="true">
        <p role="status" className="sr-only">
          {t('loading')}
        </p>
      </div>
    </SectionsSlot>
  );
}

/**
 * Drops the prerendered stand-in once the live sections are on the page, and the root's
 * `data-prerendered` mark with it: from here on the whole page is the app's.
 */
function SectionsShown() {
  useEffect(() => {
    prerenderedSections = undefined;
    document.querySelector('#root[data-prerendered]')?.removeAttribute('data-prerendered');
  }, []);
  return null;
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
          <SectionsSlot>
            <LandingSections />
            <SectionsShown />
          </SectionsSlot>
        </Suspense>
      ) : (
        <SectionsLoading />
      )}
    </>
  );
}
