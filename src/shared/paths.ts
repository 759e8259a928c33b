/**
 * Every route of the single-page app, in one table. The client's router registers exactly these
 * and the server answers unknown paths with a 404 status (still serving the app, which shows the
 * 404 page). Use the href helpers instead of writing paths by hand.
 */
export const paths = {
  home: { pattern: '/', href: () => '/' },
  contact: { pattern: '/contact', href: () => '/contact' },
  offer: {
    pattern: '/offer/:name?',
    href: (name?: string) => (name ? `/offer/${encodeURIComponent(name)}` : '/offer'),
  },
  privacy: { pattern: '/privacy', href: () => '/privacy' },
  terms: { pattern: '/terms', href: () => '/terms' },
  cookies: { pattern: '/cookies', href: () => '/cookies' },

  login: { pattern: '/auth/login', href: () => '/auth/login' },
  signUp: { pattern: '/auth/sign-up', href: () => '/auth/sign-up' },
  forgotPassword: { pattern: '/auth/forgot-password', href: () => '/auth/forgot-password' },
  updatePassword: { pattern: '/auth/update-password', href: () => '/auth/update-password' },
  signUpSuccess: { pattern: '/auth/sign-up-success', href: () => '/auth/sign-up-success' },
  checkEmail: { pattern: '/auth/check-email', href: () => '/auth/check-email' },
  /** A team invitation's link, opened signed in or not. */
  invite: { pattern: '/invite/:token', href: (token: string) => `/invite/${encodeURIComponent(token)}` },

  checkout: { pattern: '/checkout', href: () => '/checkout' },
  paymentSuccess: { pattern: '/payment/success', href: () => '/payment/success' },
  paymentCancelled: { pattern: '/payment/cancelled', href: () => '/payment/cancelled' },

  dashboard: { pattern: '/dashboard', href: () => '/dashboard' },
  newProject: { pattern: '/dashboard/new-project', href: () => '/dashboard/new-project' },
  projects: { pattern: '/dashboard/projects', href: () => '/dashboard/projects' },
  project: { pattern: '/dashboard/projects/:projectId', href: (id: string) => `/dashboard/projects/${id}` },
  templates: { pattern: '/dashboard/templates', href: () => '/dashboard/templates' },
  template: { pattern: '/dashboard/templates/:id', href: (id: string) => `/dashboard/templates/${id}` },
  tasksDashboard: { pattern: '/dashboard/tasks-dashboard', href: () => '/dashboard/tasks-dashboard' },
  projectTasks: {
    pattern: '/dashboard/tasks-dashboard/:projectId',
    href: (id: string) => `/dashboard/tasks-dashboard/${id}`,
  },
  /** Code analysis: each project's latest `specforge check` report (paid plans). */
  codeAnalysis: { pattern: '/dashboard/code-analysis', href: () => '/dashboard/code-analysis' },
  projectCode: {
    pattern: '/dashboard/code-analysis/:projectId',
    href: (id: string) => `/dashboard/code-analysis/${id}`,
  },
  roadmap: {
    pattern: '/dashboard/roadmap',
    href: (projectId?: string) =>
      projectId ? `/dashboard/roadmap?project=${encodeURIComponent(projectId)}` : '/dashboard/roadmap',
  },
  credits: { pattern: '/dashboard/credits', href: () => '/dashboard/credits' },
  settings: { pattern: '/dashboard/settings', href: () => '/dashboard/settings' },
  team: { pattern: '/dashboard/team', href: () => '/dashboard/team' },
  documentation: { pattern: '/dashboard/documentation', href: () => '/dashboard/documentation' },
  /** Only for the admin role; everyone else gets the 404 page. */
  admin: { pattern: '/dashboard/admin', href: () => '/dashboard/admin' },
} as const;

/** The plans and their features, compared: the landing's pricing section, from anywhere (a plan is not bought with credits). */
export const pricingSection = { hash: '#pricing', href: () => '/#pricing' } as const;

/** Where the cookie choice is reopened from anywhere (the legal pages, the footer): the landing with this hash. */
export const cookieSettings = { hash: '#cookie-settings', href: () => '/#cookie-settings' } as const;

export type PathName = keyof typeof paths;

const patternRegexps = (Object.keys(paths) as PathName[]).map(
  (name) => [name, patternToRegExp(paths[name].pattern)] as const,
);

function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return '/' + segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    })
    .join('');
  return new RegExp(`^${source}/?$`);
}

/** The route `pathname` belongs to, or undefined when it is none of the app's. */
export function routeOf(pathname: string): PathName | undefined {
  return patternRegexps.find(([, re]) => re.test(pathname))?.[0];
}

/** True when the path is one of the app's routes (the 404 page is shown for anything else). */
export function isAppPath(pathname: string): boolean {
  return routeOf(pathname) !== undefined;
}
