import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { demoVideo } from '../../../lib/demo-video';
import { runWhenIdle } from '../../../lib/startup';
import { VIDEO_MAX_RETRIES, VIDEO_RETRY_MS } from '../../../lib/ui-constants';
import { playableSource, posterOnly } from '../media';

/**
 * The hero's looping, muted demo. The poster is drawn first (it is what a slow connection keeps);
 * once the page has loaded and the browser is idle the video takes its place. A playback error is
 * logged, the poster comes back and the video is tried again 2 s later.
 */
export function HeroVideo() {
  const { t } = useTranslation();
  const [showVideo, setShowVideo] = useState(false);
  // Whether the poster-or-video choice has been made yet: a state tests can wait for instead of for time.
  const [decided, setDecided] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [paused, setPaused] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    let cancelled = false;
    const decide = () =>
      runWhenIdle(() => {
        if (cancelled) return;
        if (!posterOnly()) setShowVideo(true);
        setDecided(true);
      });
    if (document.readyState === 'complete') decide();
    else window.addEventListener('load', decide, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', decide);
    };
  }, []);

  // Started explicitly: the autoplay attribute alone is not honoured when it is set after the
  // element exists (as the renderer does), while a muted play() is allowed everywhere.
  useEffect(() => {
    if (showVideo) void video.current?.play().catch(() => undefined);
  }, [showVideo, attempt]);

  useEffect(() => {
    if (showVideo || attempt === 0 || attempt > VIDEO_MAX_RETRIES) return;
    const timer = window.setTimeout(() => setShowVideo(true), VIDEO_RETRY_MS);
    return () => window.clearTimeout(timer);
  }, [showVideo, attempt]);

  const onError = () => {
    console.warn(`The demo video could not play (attempt ${attempt + 1}); showing its poster.`, video.current?.error);
    setShowVideo(false);
    setAttempt((count) => count + 1);
  };

  const togglePlayback = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => undefined);
    else element.pause();
  };

  const frame = 'block h-auto w-full rounded-xl';
  return (
    <div
      data-media-decided={decided ? 'true' : 'false'}
      className="relative mx-auto mt-14 max-w-4xl overflow-hidden rounded-2xl border border-border bg-surface p-1.5 shadow-2xl shadow-primary/10"
    >
      {showVideo ? (
        <>
          <video
            key={attempt}
            ref={video}
            className={frame}
            width={demoVideo.width}
            height={demoVideo.height}
            poster={demoVideo.poster}
            src={playableSource(demoVideo)}
            autoPlay
            muted
            loop
            playsInline
            aria-label={t('landing.demoPoster')}
            onError={onError}
            onPlay={() => setPaused(false)}
            onPause={() => setPaused(true)}
          />
          <button
            type="button"
            onClick={togglePlayback}
            aria-label={paused ? t('landing.playVideo') : t('landing.pauseVideo')}
            className="absolute right-4 bottom-4 inline-flex size-10 items-center justify-center rounded-full bg-background/80 text-foreground backdrop-blur hover:bg-background"
          >
            {paused ? <Play aria-hidden className="size-4" /> : <Pause aria-hidden className="size-4" />}
          </button>
        </>
      ) : (
        <img
          className={frame}
          src={demoVideo.poster}
          width={demoVideo.width}
          height={demoVideo.height}
          alt={t('landing.demoPoster')}
          decoding="async"
        />
      )}
    </div>
  );
}
