import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppErrorBoundary } from './app/app-error-boundary';
import { dropDismissedPrerenderedBanner } from './components/layout/announcement-banner';
import { createRouter } from './app/router';
import { captureDeepStacks } from '../shared/error-reporting';
import { installAnalyticsRequestGuard } from './lib/analytics-requests';
import { holdEarlyClicks } from './lib/early-clicks';
import { initSentry, installGlobalErrorHandlers, reportClientError } from './lib/error-reporting';
import { currentLanguage, initI18n } from './lib/i18n';
import { readPublicConfig } from './lib/public-config';
import { runWhenIdle, startUp } from './lib/startup';
import './styles.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Start-up error: index.html has no #root element to render into.');

const prerendered = Boolean(rootElement.dataset.prerendered);
if (prerendered) dropDismissedPrerenderedBanner(rootElement);
// Before any await: the page can be clicked from its first paint.
const playBackEarlyClicks = prerendered ? holdEarlyClicks(rootElement) : undefined;
captureDeepStacks();
installGlobalErrorHandlers();
const publicConfig = readPublicConfig();
installAnalyticsRequestGuard({ analyticsUrls: publicConfig.analytics ? [publicConfig.analytics.scriptUrl] : [] });
await initI18n();
startUp([() => initSentry(publicConfig)]);

const rootOptions: RootOptions = {
  // Boundaries render the fallback; these make sure the crash is also reported (once).
  onCaughtError: (error, info) => reportClientError(error, { kind: 'render', componentStack: info.componentStack }),
  onUncaughtError: (error, info) => reportClientError(error, { kind: 'render', componentStack: info.componentStack }),
};
const app = (
  <StrictMode>
    <AppErrorBoundary>
      <RouterProvider router={createRouter()} />
    </AppErrorBoundary>
  </StrictMode>
);

if (playBackEarlyClicks) {
  // The landing page came prerendered (ADR 0030) and is already on screen: the app takes it over
  // once the page has loaded and the browser is idle. The sections below the hero are drawn again
  // once their texts are here (taken over as they are, they were left without event handlers); their
  // prerendered markup stands in until then.
  await whenLoadedAndIdle();
  // A page prerendered in another language than the app's (the cookie and the stored choice
  // disagree) is drawn again rather than taken over: hydration keeps what it finds, and would leave
  // parts of the other language behind.
  if (rootElement.dataset.prerendered === currentLanguage()) hydrateRoot(rootElement, app, rootOptions);
  else createRoot(rootElement, rootOptions).render(app);
  playBackEarlyClicks();
} else {
  createRoot(rootElement, rootOptions).render(app);
}

/** After the load event, when the browser is idle (at most a second later). */
function whenLoadedAndIdle(): Promise<void> {
  return new Promise((resolve) => {
    const onLoad = () => runWhenIdle(resolve);
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
  });
}
