import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { createBrowserRouter, Outlet, ScrollRestoration, useLocation, type RouteObject } from 'react-router';
import { paths } from '../../shared/paths';
import { PublicLayout } from '../components/layout/public-layout';
import { CookieConsent } from '../features/consent/cookie-consent';
import { loadNamespace } from '../lib/i18n';
import { safeStorage, storageKeys } from '../lib/storage-keys';
import { dismissErrorsOfOtherPages } from '../lib/toast';
import { RouteCrashScreen } from './routes/crash-screen';
import LandingPage from './routes/landing';

/**
 * Every page but the landing needs the texts of the app behind it: they are fetched alongside the
 * page's code, so the landing page's first load carries only its own.
 */
async function withAppTexts<T>(load: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([load(), loadNamespace('app')]);
  return module;
}

/** Dashboard pages announced but not built yet: they read Coming Soon. */
function comingSoon(name: 'documentation'): RouteObject {
  return {
    path: paths[name].pattern,
    lazy: async () => {
      const { ComingSoonPage } = await withAppTexts(() => import('./routes/coming-soon'));
      return { Component: () => <ComingSoonPage page={name} /> };
    },
  };
}

type PageModule = Promise<{ default: ComponentType }>;
const page = (path: string, load: () => PageModule): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await withAppTexts(load)).default }),
});

/**
 * A legal page needs none of the app's texts, only its own: fetched with its code, so the text is
 * there on the first render (one round trip, not two).
 */
const legalPage = (path: string, load: () => PageModule): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await Promise.all([load(), loadNamespace('legal')]))[0].default }),
});

const authPages: RouteObject[] = [
  page(paths.login.pattern, () => import('../features/auth/components/login-page')),
  page(paths.signUp.pattern, () => import('../features/auth/components/sign-up-page')),
  page(paths.forgotPassword.pattern, () => import('../features/auth/components/forgot-password-page')),
  page(paths.updatePassword.pattern, () => import('../features/auth/components/update-password-page')),
  page(paths.signUpSuccess.pattern, () => import('../features/auth/components/sign-up-success-page')),
  page(paths.checkEmail.pattern, () => import('../features/auth/components/check-email-page')),
  page(paths.invite.pattern, () => import('../features/team/components/invitation-page')),
];

// The toaster is fetched after the first render: no page needs it to appear.
const Toaster = lazy(() => import('../components/ui/toaster'));

/** Every visited path but /dashboard itself is kept in session storage as the last route. */
function useLastRoute() {
  const location = useLocation();
  useEffect(() => {
    if (location.pathname === paths.dashboard.href()) return;
    safeStorage('session')?.setItem(storageKeys.lastRoute, location.pathname + location.search);
  }, [location.pathname, location.search]);
}

/** A page change leaves the errors of the page left behind (ADR 0049). */
function useErrorsStayWithTheirPage() {
  const { pathname } = useLocation();
  useEffect(() => dismissErrorsOfOtherPages(pathname), [pathname]);
}

function RootLayout() {
  useLastRoute();
  useErrorsStayWithTheirPage();
  return (
    <>
      <Outlet />
      <CookieConsent />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}

/** Pages that read the API through the query cache (every page but the landing). */
function withQueryCache(children: RouteObject[]): RouteObject {
  return { lazy: async () => ({ Component: (await import('./query-layout')).QueryLayout }), children };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteCrashScreen />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: paths.home.pattern, element: <LandingPage /> },
          withQueryCache([
            page(paths.checkout.pattern, () => import('../features/billing/components/checkout-page')),
            page(paths.paymentSuccess.pattern, () => import('../features/billing/components/payment-success-page')),
            page(paths.paymentCancelled.pattern, () => import('../features/billing/components/payment-cancelled-page')),
            page(paths.contact.pattern, () => import('../features/marketing/components/contact-page')),
            // The page's texts arrive with its code: no skeleton on the way in.
            page(paths.offer.pattern, () =>
              Promise.all([import('../features/pricing/components/offer-page'), loadNamespace('pricing')]).then(
                ([module]) => module,
              ),
            ),
            legalPage(paths.privacy.pattern, () => import('../features/legal/privacy-page')),
            legalPage(paths.terms.pattern, () => import('../features/legal/terms-page')),
            legalPage(paths.cookies.pattern, () => import('../features/legal/cookies-page')),
            page('*', () => import('./routes/not-found')),
          ]),
        ],
      },
      withQueryCache([
        ...authPages,
        {
          path: paths.dashboard.pattern,
          lazy: async () => ({
            Component: (await withAppTexts(() => import('../features/auth/components/require-auth'))).RequireAuth,
          }),
          children: [
            {
              lazy: async () => ({
                Component: (await withAppTexts(() => import('../components/layout/dashboard-layout'))).DashboardLayout,
              }),
              children: [
                {
                  index: true,
                  lazy: async () => ({
                    Component: (await withAppTexts(() => import('./routes/dashboard-home'))).default,
                  }),
                },
                page(paths.newProject.pattern, () => import('../features/projects/components/new-project-page')),
                page(paths.project.pattern, () => import('../features/projects/components/project-page')),
                page(paths.projects.pattern, () => import('../features/projects/components/projects-page')),
                page(paths.templates.pattern, () => import('../features/templates/components/templates-page')),
                page(paths.template.pattern, () => import('../features/templates/components/template-page')),
                page(paths.tasksDashboard.pattern, () => import('../features/tasks/components/tasks-dashboard-page')),
                page(paths.projectTasks.pattern, () => import('../features/tasks/components/project-tasks-page')),
                page(paths.codeAnalysis.pattern, () => import('../features/code-analysis/components/code-analysis-page')),
                page(paths.projectCode.pattern, () => import('../features/code-analysis/components/project-code-page')),
                page(paths.roadmap.pattern, () => import('../features/roadmap/components/roadmap-page')),
                page(paths.settings.pattern, () => import('./routes/settings')),
                page(paths.admin.pattern, () => import('../features/admin/components/admin-page')),
                page(paths.credits.pattern, () => import('../features/billing/components/credits-page')),
                page(paths.team.pattern, () => import('../features/team/components/team-page')),
                comingSoon('documentation'),
              ],
            },
          ],
        },
      ]),
    ],
  },
];

/**
 * `takingOver`: the app takes over a prerendered page (ADR 0030) that the reader may already have
 * scrolled; as after server rendering, the router then leaves the scroll where it is instead of
 * resetting it to the top (which also moved whatever the reader was tapping from under the pointer).
 */
export function createRouter({ takingOver = false }: { takingOver?: boolean } = {}) {
  return createBrowserRouter(routes, takingOver ? { hydrationData: {} } : undefined);
}
