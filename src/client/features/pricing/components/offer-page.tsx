import { ArrowDown } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { VIDEO_MAX_RETRIES, VIDEO_RETRY_MS } from '../../../lib/ui-constants';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useLazyNamespace } from '../../../lib/use-lazy-namespace';
import { demoVideo } from '../../../lib/demo-video';
import { WaitlistForm } from '../../marketing';
import { greetingName } from '../greeting';
import { launchPercent } from './launch-offer';
import { PricingSection } from './pricing-section';

/** The personal message: the demo made from the app (scripts/make-demo-video.ts). */
const offerVideo = demoVideo;

/**
 * /offer/:name?: greets the name in the path (or a friend), describes the offer, shows a
 * personal video message and the pricing block without the Free card, then the waiting list.
 */
export default function OfferPage() {
  const ready = useLazyNamespace('pricing');
  return ready ? <Offer /> : <OfferSkeleton />;
}

function Offer() {
  const { t } = useTranslation('pricing');
  const { t: tCommon } = useTranslation();
  const { name: rawName } = useParams();
  const name = greetingName(rawName);
  const title = name ? t('offerPage.metaTitle', { name }) : tCommon('pages.offer');
  useDocumentMeta(`${title} · ${tCommon('brand')}`, t('offerPage.metaDescription'));

  return (
    <>
      <header className="mx-auto max-w-3xl px-4 pt-16 text-center md:pt-24">
        <p className="text-sm font-medium text-primary">{t('offerPage.eyebrow')}</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance wrap-break-word md:text-6xl">
          {t('offerPage.greeting', { name: name ?? t('offerPage.friend') })}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted">{t('offerPage.intro')}</p>
        <p className="mx-auto mt-4 max-w-2xl text-pretty">{t('offerPage.offer', { percent: launchPercent })}</p>
        <a href="#pricing" className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
          {t('offerPage.toPricing')}
          <ArrowDown aria-hidden className="size-4" />
        </a>
      </header>

      <section aria-labelledby="offer-video-title" className="mx-auto max-w-4xl px-4 pt-16 md:pt-20">
        <h2 id="offer-video-title" className="text-center text-2xl font-semibold md:text-3xl">
          {t('offerPage.videoTitle')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-muted">{t('offerPage.videoHint')}</p>
        <OfferVideo />
      </section>

      <PricingSection showFreeCard={false} />

      <div className="mx-auto w-full max-w-3xl px-4 pb-20">
        <WaitlistForm />
      </div>
    </>
  );
}

/**
 * The video: controls, no autoplay, only its metadata fetched up front. A source that fails is
 * logged and tried again after 2 s, a few times; meanwhile the poster stays.
 */
function OfferVideo() {
  const { t } = useTranslation('pricing');
  const video = useRef<HTMLVideoElement>(null);
  const retries = useRef(0);
  const onError = () => {
    console.warn('The offer video could not be played', video.current?.currentSrc || offerVideo.mp4);
    if (retries.current >= VIDEO_MAX_RETRIES) return;
    retries.current += 1;
    setTimeout(() => video.current?.load(), VIDEO_RETRY_MS);
  };
  return (
    <video
      ref={video}
      controls
      preload="metadata"
      playsInline
      poster={offerVideo.poster}
      width={offerVideo.width}
      height={offerVideo.height}
      aria-label={t('offerPage.videoTitle')}
      className="mt-8 aspect-video w-full rounded-2xl border border-border bg-surface object-cover"
    >
      <source src={offerVideo.webm} type="video/webm" />
      {/* The last source's error is the one that means nothing could be played. */}
      <source src={offerVideo.mp4} type="video/mp4" onError={onError} />
      <p className="p-6 text-center text-sm">
        {t('offerPage.videoFallback')}{' '}
        <a href={offerVideo.mp4} download className="text-primary underline underline-offset-4">
          {t('offerPage.videoDownload')}
        </a>
      </p>
    </video>
  );
}

function OfferSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {t('loading')}
      </p>
      <div className="mx-auto flex max-w-3xl flex-col items-center px-4 pt-16 md:pt-24">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="mt-3 h-10 w-64 md:h-15" />
        <Skeleton className="mt-6 h-21 w-full max-w-2xl" />
        <Skeleton className="mt-4 h-12 w-full max-w-2xl" />
        <Skeleton className="mt-8 h-12 w-56 rounded-lg" />
      </div>
      <div className="mx-auto flex max-w-4xl flex-col items-center px-4 pt-16 md:pt-20">
        <Skeleton className="h-8 w-72 max-w-full" />
        <Skeleton className="mt-3 h-12 w-full max-w-2xl" />
        <Skeleton className="mt-8 aspect-video w-full rounded-2xl" />
      </div>
    </div>
  );
}
