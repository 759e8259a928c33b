import { lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { paths, type PathName } from '../../shared/paths';
import { PublicLayout } from '../components/layout/public-layout';
import { RouteCrashScreen } from './routes/crash-screen';
import LandingPage from './routes/landing';

/** A page owned by a later issue: loaded on demand like every page but the landing. */
function inProgress(page: Exclude<PathName, 'home'>): RouteObject {
  return {
    path: paths[page].pattern,
    lazy: async () => {
      const { InProgressPage } = await import('./routes/in-progress');
      return { Component: () => <InProgressPage page={page} /> };
    },
  };
}

const laterPages = [
  'contact',
  'offer',
  'privacy',
  'terms',
  'cookies',
  'login',
  'signUp',
  'forgotPassword',
  'updatePassword',
  'signUpSuccess',
  'checkEmail',
  'checkout',
  'paymentSuccess',
  'paymentCancelled',
  'dashboard',
  'newProject',
  'projects',
  'project',
  'templates',
  'template',
  'tasksDashboard',
  'projectTasks',
  'credits',
  'settings',
  'team',
  'documentation',
] as const satisfies ReadonlyArray<Exclude<PathName, 'home'>>;

// The toaster is fetched after the first render: no page needs it to appear.
const Toaster = lazy(() => import('../components/ui/toaster'));

function RootLayout() {
  return (
    <>
      <Outlet />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
      <ScrollRestoration />
    </>
  );
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
          ...laterPages.map(inProgress),
          { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found')).default }) },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
