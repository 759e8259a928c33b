import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { cookieSettings } from '../../../shared/paths';
import { loadNamespace } from '../../lib/i18n';
import { readPublicConfig } from '../../lib/public-config';
import { runWhenIdle } from '../../lib/startup';
import type * as AnalyticsApi from './analytics';
import type * as PanelApi from './consent-panel';
import { saveConsent, useConsent } from './consent-store';

type PanelModule = typeof PanelApi;
type AnalyticsModule = typeof AnalyticsApi;

let panelModule: Promise<PanelModule> | undefined;
/** The banner and its texts, fetched the first time either is needed (never on a plain first paint). */
function loadPanel(): Promise<PanelModule> {
  panelModule ??= Promise.all([import('./consent-panel'), loadNamespace('consent')]).then(([module]) => module);
  panelModule.catch(() => (panelModule = undefined));
  return panelModule;
}

let analyticsModule: Promise<AnalyticsModule> | undefined;
/** The analytics loader, fetched only once someone has accepted. */
const loadAnalytics = () => (analyticsModule ??= import('./analytics'));

/**
 * Cookie consent for the whole app (mounted once, in the root layout). Only this small part ships
 * with the first page: the banner, its texts and the analytics loader are fetched when needed.
 * - With an analytics provider configured and no choice stored, the banner appears once the page
 *   is idle; Accept loads the provider and records page views from then on, Reject loads nothing.
 * - `/#cookie-settings` (a fresh load or a link on the page) reopens the choice and leaves the URL
 *   without the hash; with no provider it says that only essential cookies are used.
 */
export function CookieConsent() {
  const [analytics] = useState(() => readPublicConfig().analytics ?? null);
  const consent = useConsent();
  const location = useLocation();
  const navigate = useNavigate();
  const [idle, setIdle] = useState(false);
  const [reopened, setReopened] = useState(false);
  const [Panel, setPanel] = useState<PanelModule['ConsentPanel']>();

  useEffect(() => runWhenIdle(() => setIdle(true)), []);

  // The hash reopens the choice (set while rendering: the panel shows in the same pass), then goes.
  const askedForSettings = location.hash === cookieSettings.hash;
  if (askedForSettings && !reopened) setReopened(true);
  useEffect(() => {
    if (!askedForSettings) return;
    void navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, preventScrollReset: true, state: location.state },
    );
  }, [askedForSettings, location, navigate]);

  const mode = reopened ? (analytics ? 'banner' : 'essential') : analytics && !consent && idle ? 'banner' : null;

  useEffect(() => {
    if (!mode || Panel) return;
    let current = true;
    loadPanel().then(
      (module) => current && setPanel(() => module.ConsentPanel),
      (error: unknown) => console.warn('The cookie banner could not be loaded:', error),
    );
    return () => {
      current = false;
    };
  }, [mode, Panel]);

  // Analytics follow the choice: loaded after an Accept (once the page is idle), stopped after a Reject.
  const accepted = analytics !== null && consent?.choice === 'accepted';
  useEffect(() => {
    if (!analytics || !idle) return;
    if (accepted) {
      loadAnalytics().then(
        (module) => module.startAnalytics(analytics),
        (error: unknown) => console.warn('Analytics could not be loaded:', error),
      );
    } else {
      void analyticsModule?.then((module) => module.stopAnalytics(), () => {});
    }
  }, [analytics, accepted, idle]);

  // One page view per page (path only: a query may carry a token or a search).
  useEffect(() => {
    if (!accepted || !idle) return;
    const url = `${window.location.origin}${location.pathname}`;
    loadAnalytics().then(
      (module) => module.trackPageView(url),
      () => {},
    );
  }, [accepted, idle, location.pathname]);

  if (!mode || !Panel) return null;
  return (
    <Panel mode={mode} consent={consent} reopened={reopened} onChoose={(choice) => saveConsent(choice)} onDone={() => setReopened(false)} />
  );
}
