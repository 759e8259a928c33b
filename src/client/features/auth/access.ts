import { can, type AccessProfile, type Entitlement } from '../../../shared/entitlements';
import { paths, routeOf, type PathName } from '../../../shared/paths';

type DashboardRoute = {
  [K in PathName]: (typeof paths)[K]['pattern'] extends `/dashboard${string}` ? K : never;
}[PathName];

/**
 * What each dashboard page needs (ADR 0015); null is open to every signed-in account. Every
 * dashboard route must be listed, so a new page cannot slip past the guard. The admin area
 * answers for itself (404 for anyone without the role); settings is everyone's (ADR 0006).
 */
const pageEntitlements: Record<DashboardRoute, Entitlement | null> = {
  dashboard: null,
  newProject: 'createProject',
  projects: null,
  project: null,
  templates: null,
  template: null,
  tasksDashboard: 'taskBoard',
  // A team's board is the team owner's to pay for: the page asks the project what the reader may do.
  projectTasks: null,
  // A team's roadmap is its owner's to pay for: the page offers the projects whose roadmap the reader may open.
  roadmap: null,
  // As the roadmap: the list offers the projects whose code analysis the reader may open, each page asks its project.
  codeAnalysis: null,
  projectCode: null,
  credits: null,
  settings: null,
  // Open to everyone: a member on any plan sees the teams it is on (a team of its own is a Growth feature).
  team: null,
  documentation: 'documentation',
  admin: null,
};

/**
 * Where the route guard sends a signed-in user instead of `pathname`, or undefined to let them in:
 * to Buy Credits from a page the account is not entitled to (a new project needs a credit).
 */
export function guardRedirect(pathname: string, profile: AccessProfile): string | undefined {
  const route = routeOf(pathname);
  const entitlement = route && route in pageEntitlements ? pageEntitlements[route as DashboardRoute] : null;
  return entitlement && !can(profile, entitlement) ? paths.credits.href() : undefined;
}
