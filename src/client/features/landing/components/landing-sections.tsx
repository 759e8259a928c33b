import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { Faq } from './faq';
import { FeatureCards } from './feature-cards';
import { FinalCta } from './final-cta';
import { HowItWorks } from './how-it-works';
import { Testimonials } from './testimonials';
import { WhyPlanning } from './why-planning';

/**
 * Everything below the hero, in the spec's order. Loaded after the first paint with the `landing`
 * texts, so the landing page's first load carries only the hero.
 */
export default function LandingSections() {
  const { t } = useTranslation('landing');
  useDocumentMeta(t('meta.title'), t('meta.description'));
  return (
    <>
      <WhyPlanning />
      <HowItWorks />
      <FeatureCards />
      <Testimonials />
      <section id="pricing" aria-label="Pricing" style={{ scrollMarginTop: 80 }} className="mx-auto max-w-6xl px-4 py-16" />
      <Faq />
      <FinalCta />
    </>
  );
}
