import { PlayCircle } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths';
import { buttonVariants } from '../../../components/ui/button-variants';
import { sectionHref } from '../../../components/layout/public-nav';
import { useSignedIn } from '../../auth';
import { SCROLL_OFFSET_PX } from '../../../lib/ui-constants';
import { LandingIdeaForm } from '../../evaluation';
import { HeroVideo } from './hero-video';

const DemoDialog = lazy(() => import('./demo-dialog'));

/** The hero: the promise, the calls to action, the free idea test and the demo. */
export function Hero() {
  const { t } = useTranslation();
  const signedIn = useSignedIn() === true;
  const [demoOpen, setDemoOpen] = useState(false);
  return (
    <section id="hero" style={{ scrollMarginTop: SCROLL_OFFSET_PX }} className="mx-auto max-w-6xl px-4 pt-16 pb-12 text-center md:pt-24">
      <p className="mb-4 inline-block rounded-full border border-border bg-surface px-3 py-1 text-xs text-muted">{t('landing.badge')}</p>
      <h1 className="mx-auto max-w-4xl text-4xl font-bold tracking-tight text-balance md:text-6xl">{t('landing.title')}</h1>
      <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted">{t('landing.subtitle')}</p>
      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={signedIn ? paths.dashboard.href() : paths.signUp.href()} className={buttonVariants({ size: 'lg' })}>
          {signedIn ? t('landing.ctaDashboard') : t('landing.ctaPrimary')}
        </Link>
        <button type="button" onClick={() => setDemoOpen(true)} className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
          <PlayCircle aria-hidden className="size-5" />
          {t('landing.watchDemo')}
        </button>
        <Link to={sectionHref('pricing')} className={buttonVariants({ variant: 'ghost', size: 'lg' })}>
          {t('landing.ctaSecondary')}
        </Link>
      </div>
      <LandingIdeaForm />
      <HeroVideo />
      {demoOpen ? (
        <Suspense fallback={null}>
          <DemoDialog onClose={() => setDemoOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
