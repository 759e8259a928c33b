import i18next from 'i18next';
import { renderToStringAsync } from 'preact-render-to-string';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from '../app/router';
import { landingNamespaces, loadNamespace, setLanguage, startI18n, type Language } from '../lib/i18n';

let started: Promise<unknown> | undefined;

/**
 * The landing page's HTML (the inside of `#root`) in one language, rendered at build time with the
 * app's own routes and components, so that the browser paints it before any script runs (ADR 0030).
 */
export async function renderLanding(language: Language): Promise<string> {
  await (started ??= startI18n());
  await Promise.all(landingNamespaces.map((namespace) => loadNamespace(namespace, 'en')));
  await setLanguage(language);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error(`the landing route answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderToStringAsync(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  if (i18next.resolvedLanguage !== language) throw new Error(`the landing was rendered in ${i18next.resolvedLanguage}, not ${language}`);
  return html;
}
