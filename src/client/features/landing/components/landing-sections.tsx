import { useTranslation } from 'react-i18next';
import { QueryProvider } from '../../../app/query-layout';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useScrollToHash } from '../../../lib/use-scroll-to-hash';
import { PricingSection } from '../../pricing';
import { Faq } from './faq';
import { FeatureCards } from './feature-cards';
import { FinalCta } from './final-cta';
import { HowItWorks } from './how-it-works';
import { Testimonials } from './testimonials';
import { WhyPlanning } from './why-planning';

/**
 * Everything below the hero, in page order. Loaded after the first paint with its texts, so
 * the landing page's first load carries only the hero. The pricing and the waiting list talk to
 * the API: the sections share the app's query cache.
 */
export default function LandingSections() {
  const { t } = useTranslation('landing');
  useDocumentMeta(t('meta.title'), t('meta.description'));
  // A link to `/#faq` lands on the FAQ once it exists.
  useScrollToHash(true);
  return (
    <QueryProvider>
      <WhyPlanning />
      <HowItWorks />
      <FeatureCards />
      <Testimonials />
      <PricingSection />
      <Faq />
      <FinalCta />
    </QueryProvider>
  );
}
