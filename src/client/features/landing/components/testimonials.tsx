import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LandingSection } from './landing-section';

const TestimonialList = lazy(() => import('./testimonial-list'));

/**
 * Starts loading this far before the section scrolls up into view. Only from below: a reader who
 * jumped past it (to the pricing) would see the page move if it grew above them.
 */
const PRELOAD_MARGIN = '0px 0px 600px 0px';

/** The testimonials are loaded lazily, when the reader nears them. */
export function Testimonials() {
  const { t } = useTranslation('landing');
  const placeholder = useRef<HTMLDivElement>(null);
  // A browser without IntersectionObserver has no "near": load them at once. The build's prerender
  // (no window) draws the placeholder, as the browser will when it takes the page over.
  const [wanted, setWanted] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = placeholder.current;
    if (!element || wanted) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [wanted]);

  const loading = (
    <div ref={placeholder} role="status" className="mt-12 grid min-h-[26rem] place-items-center rounded-2xl border border-dashed border-border text-sm text-muted">
      {t('testimonials.loading')}
    </div>
  );
  // Never the browser's scroll anchor: a reader who jumped to the pricing has this section's last
  // pixels under the sticky navbar, so the browser would anchor on it, and the list arriving (taller
  // than its placeholder) would push the pricing down the screen instead of growing out of view above.
  return (
    <LandingSection id="testimonials" title={t('testimonials.title')} lead={t('testimonials.lead')} className="[overflow-anchor:none]">
      {wanted ? (
        <Suspense fallback={loading}>
          <TestimonialList />
        </Suspense>
      ) : (
        loading
      )}
    </LandingSection>
  );
}
