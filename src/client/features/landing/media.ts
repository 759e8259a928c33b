import { SLOW_LOAD_MS } from '../../lib/ui-constants';

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

/**
 * The hero shows only the video's poster on a slow connection (2g, slow-2g), with data
 * saver on, after a page load slower than 2.5 s, or when the reader asked for reduced motion.
 */
export function posterOnly(
  nav: Navigator = navigator,
  perf: Pick<Performance, 'getEntriesByType'> = performance,
  reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches,
): boolean {
  if (reducedMotion) return true;
  const connection = (nav as Navigator & { connection?: NetworkInformation }).connection;
  if (connection?.saveData) return true;
  if (connection?.effectiveType === '2g' || connection?.effectiveType === 'slow-2g') return true;
  const [entry] = perf.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (!entry) return false;
  const loaded = entry.loadEventEnd || entry.domContentLoadedEventEnd;
  return loaded - entry.startTime > SLOW_LOAD_MS;
}

/** The format this browser plays: WebM (smaller) where supported, else MP4. */
export function playableSource(sources: { webm: string; mp4: string }, probe = document.createElement('video')): string {
  return probe.canPlayType('video/webm; codecs="vp9"') ? sources.webm : sources.mp4;
}
