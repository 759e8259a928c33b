import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppErrorBoundary } from './app/app-error-boundary';
import { createRouter } from './app/router';
import { captureDeepStacks } from '../shared/error-reporting';
import { installAnalyticsRequestGuard } from './lib/analytics-requests';
import { initSentry, installGlobalErrorHandlers, reportClientError } from './lib/error-reporting';
import { initI18n } from './lib/i18n';
import { readPublicConfig } from './lib/public-config';
import { startUp } from './lib/startup';
import './styles.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Start-up error: index.html has no #root element to render into.');

captureDeepStacks();
installGlobalErrorHandlers();
const publicConfig = readPublicConfig();
installAnalyticsRequestGuard({ analyticsUrls: publicConfig.analytics ? [publicConfig.analytics.scriptUrl] : [] });
await initI18n();

createRoot(rootElement, {
  // Boundaries render the fallback; these make sure the crash is also reported (once).
  onCaughtError: (error, info) => reportClientError(error, { kind: 'render', componentStack: info.componentStack }),
  onUncaughtError: (error, info) => reportClientError(error, { kind: 'render', componentStack: info.componentStack }),
}).render(
  <StrictMode>
    <AppErrorBoundary>
      <RouterProvider router={createRouter()} />
    </AppErrorBoundary>
  </StrictMode>,
);

startUp([() => initSentry(publicConfig)]);
