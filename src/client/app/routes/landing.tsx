import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { buttonVariants } from '../../components/ui/button-variants';
import { LandingIdeaForm } from '../../features/evaluation/components/landing-idea-form';

const sections = ['why-planning-matters', 'how-it-works', 'features', 'testimonials', 'pricing', 'faq', 'cta'] as const;

/** The landing page shell: hero and the section anchors in the spec's order (issue 7 fills them). */
export default function LandingPage() {
  const { t } = useTranslation();
  return (
    <>
      <section id="hero" className="mx-auto max-w-4xl px-4 pt-20 pb-16 text-center md:pt-28">
        <p className="mb-4 inline-block rounded-full border border-border bg-surface px-3 py-1 text-xs text-muted">
          {t('landing.badge')}
        </p>
        <h1 className="text-4xl font-bold tracking-tight text-balance md:text-6xl">{t('landing.title')}</h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted">{t('landing.subtitle')}</p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={paths.signUp.href()} className={buttonVariants({ size: 'lg' })}>
            {t('landing.ctaPrimary')}
          </Link>
          <a href="#pricing" className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
            {t('landing.ctaSecondary')}
          </a>
        </div>
        <LandingIdeaForm />
      </section>
      {sections.map((id) => (
        <section key={id} id={id} data-reveal className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16">
          <h2 className="text-2xl font-semibold md:text-3xl">{t(`landing.sections.${id}`)}</h2>
          <p className="mt-3 text-muted">{t('landing.sectionSoon')}</p>
        </section>
      ))}
    </>
  );
}
