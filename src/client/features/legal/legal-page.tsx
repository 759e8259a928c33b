import type { ReactElement } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cookieSettings, paths } from '../../../shared/paths';
import { sectionHref } from '../../components/layout/public-nav';
import { formatUsd, plans, YEARLY_DISCOUNT } from '../../../shared/pricing';
import { Skeleton } from '../../components/ui/skeleton';
import { supportEmail } from '../../lib/site';
// Only the type: the texts themselves are fetched on demand (see `loadNamespace`).
import type legalTexts from '../../locales/en/legal.json';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useScrollToHash } from '../../lib/use-scroll-to-hash';
import { useLazyNamespace } from '../../lib/use-lazy-namespace';

export const legalPages = ['privacy', 'terms', 'cookies'] as const;
export type LegalPageName = (typeof legalPages)[number];

/** One page of `legal.json`: a string block is a paragraph, an array of strings a bulleted list. */
type LegalPageTexts = (typeof legalTexts)[LegalPageName];

/** Where the landing page opens the cookie choices. */
export const COOKIE_SETTINGS_HREF = cookieSettings.href();
const ICO_COMPLAINTS_URL = 'https://ico.org.uk/make-a-complaint/';

const textLink = 'text-primary underline underline-offset-4 hover:text-foreground';

/**
 * The only markup the legal texts may use: each tag name maps to one fixed element, so the JSON can
 * place a link but never choose its target or inject HTML.
 */
const markup = {
  strong: <strong className="font-semibold text-foreground" />,
  code: <code className="rounded bg-surface-raised px-1 py-0.5 font-mono text-[0.9em] text-foreground wrap-anywhere" />,
  email: <a href={`mailto:${supportEmail()}`} className={textLink} />,
  contact: <Link to={paths.contact.href()} className={textLink} />,
  privacy: <Link to={paths.privacy.href()} className={textLink} />,
  terms: <Link to={paths.terms.href()} className={textLink} />,
  cookies: <Link to={paths.cookies.href()} className={textLink} />,
  refunds: <Link to={`${paths.terms.href()}#payments-and-refunds`} className={textLink} />,
  rights: <Link to={`${paths.privacy.href()}#your-rights`} className={textLink} />,
  settings: <Link to={paths.settings.href()} className={textLink} />,
  cookieSettings: <Link to={COOKIE_SETTINGS_HREF} className={textLink} />,
  pricing: <Link to={sectionHref('pricing')} className={textLink} />,
  ico: <a href={ICO_COMPLAINTS_URL} rel="noreferrer" className={textLink} />,
} satisfies Record<string, ReactElement>;

/** The tags `legal.json` may use. */
export const legalMarkupTags = Object.keys(markup);

/** Values the texts interpolate, from the one source of truth for prices. */
const values = {
  supportEmail: supportEmail(),
  founderPrice: formatUsd(plans.FOUNDER.monthlyPriceCents, { whole: true }),
  growthPrice: formatUsd(plans.GROWTH.monthlyPriceCents, { whole: true }),
  yearlyDiscount: `${Math.round(YEARLY_DISCOUNT * 100)}%`,
};

/** /privacy, /terms, /cookies: a legal text from the `legal` namespace, with its table of contents. */
export function LegalPage({ page }: { page: LegalPageName }) {
  const ready = useLazyNamespace('legal');
  return ready ? <LegalDocument page={page} /> : <LegalPageLoading />;
}

function LegalDocument({ page }: { page: LegalPageName }) {
  const { t } = useTranslation('legal');
  const { t: tCommon } = useTranslation();
  const texts = t(page, { returnObjects: true, ...values }) as unknown as LegalPageTexts;
  useDocumentMeta(`${texts.title} · ${tCommon('brand')}`, texts.description);
  useScrollToHash(true);

  const line = (key: string) => (
    <Trans t={t} ns="legal" i18nKey={`${page}.${key}`} components={markup} values={values} />
  );
  const others = legalPages.filter((other) => other !== page);

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12 wrap-break-word sm:px-6 md:py-16">
      <header>
        <p className="text-sm font-medium text-primary">{t('ui.eyebrow')}</p>
        <h1 className="mt-3 text-3xl font-semibold tracking-tight text-balance md:text-4xl">{texts.title}</h1>
        <p className="mt-3 text-sm text-muted">{texts.effectiveDate}</p>
        {texts.intro.map((_, index) => (
          <p key={index} className="mt-6 leading-7 text-muted">
            {line(`intro.${index}`)}
          </p>
        ))}
      </header>

      <nav aria-labelledby="legal-contents" className="mt-10 rounded-2xl border border-border bg-surface p-5 sm:p-6">
        <p id="legal-contents" className="text-sm font-semibold text-foreground">
          {t('ui.contents')}
        </p>
        <ol className="mt-3 grid list-decimal gap-x-8 gap-y-2 ps-5 text-sm text-muted sm:grid-cols-2">
          {texts.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="underline-offset-4 hover:text-foreground hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-12 space-y-12">
        {texts.sections.map((section, sectionIndex) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-24">
            <h2 id={`${section.id}-heading`} className="text-xl font-semibold text-foreground md:text-2xl">
              <span className="text-muted tabular-nums">{sectionIndex + 1}.</span> {section.heading}
            </h2>
            <div className="mt-4 space-y-4 leading-7 text-muted">
              {section.content.map((block, blockIndex) => {
                const key = `sections.${sectionIndex}.content.${blockIndex}`;
                if (typeof block === 'string') return <p key={blockIndex}>{line(key)}</p>;
                return (
                  <ul key={blockIndex} className="list-disc space-y-2 ps-5 marker:text-primary">
                    {block.map((_, itemIndex) => (
                      <li key={itemIndex}>{line(`${key}.${itemIndex}`)}</li>
                    ))}
                  </ul>
                );
              })}
            </div>
          </section>
        ))}
      </div>

      <nav aria-labelledby="legal-related" className="mt-16 border-t border-border pt-8">
        <p id="legal-related" className="text-sm font-semibold text-foreground">
          {t('ui.related')}
        </p>
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {others.map((other) => (
            <li key={other}>
              <Link
                to={paths[other].href()}
                className="text-primary underline-offset-4 hover:text-foreground hover:underline"
              >
                {t(`${other}.title`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}

function LegalPageLoading() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 md:py-16" aria-busy="true">
      <p className="sr-only" role="status">
        {t('loading')}
      </p>
      <Skeleton className="h-4 w-24" />
      <Skeleton className="mt-4 h-9 w-2/3" />
      <Skeleton className="mt-4 h-4 w-48" />
      <Skeleton className="mt-10 h-40 w-full rounded-2xl" />
    </div>
  );
}
