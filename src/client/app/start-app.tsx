import '../lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { captureDeepStacks } from '../../shared/error-reporting';
import { installAnalyticsRequestGuard } from '../lib/analytics-requests';
import { initSentry, installGlobalErrorHandlers, reportClientError } from '../lib/error-reporting';
import { currentLanguage, initI18n } from '../lib/i18n';
import { readPublicConfig } from '../lib/public-config';
import { startUp } from '../lib/startup';
import { AppErrorBoundary } from './app-error-boundary';
import { createRouter } from './router';
import '../styles.css';

/**
 * Starts the app in `rootElement`. A landing page prerendered in the app's language (ADR 0030) is
 * taken over by hydration; one prerendered in another language (the cookie and the stored choice
 * disagree) is drawn again, since hydration keeps what it finds and would leave parts of the other
 * language behind. An empty root is simply rendered into.
 */
export async function startApp(rootElement: HTMLElement): Promise<void> {
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
  const takingOver = rootElement.dataset.prerendered === currentLanguage();
  const app = (
    <StrictMode>
      <AppErrorBoundary>
        <RouterProvider router={createRouter({ takingOver })} />
      </AppErrorBoundary>
    </StrictMode>
  );
  if (takingOver) {
    hydrateRoot(rootElement, app, rootOptions);
  } else {
    createRoot(rootElement, rootOptions).render(app);
  }
}
