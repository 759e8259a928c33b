import { paths } from '../../../shared/paths';
import type { SubscriptionPlan } from '../../../shared/schemas/auth';

/**
 * Dashboard pages the Free plan may open (spec §2): home, projects (not new), templates, credits —
 * and settings, where every account manages its security and can delete itself (ADR 0006).
 */
const freePlanPaths = [
  /^\/dashboard\/?$/,
  /^\/dashboard\/projects(\/[^/]+)?\/?$/,
  /^\/dashboard\/templates(\/[^/]+)?\/?$/,
  /^\/dashboard\/credits\/?$/,
  /^\/dashboard\/settings\/?$/,
  // The admin area answers for itself (404 for anyone without the role), whatever the plan.
  /^\/dashboard\/admin\/?$/,
];

/**
 * Where the route guard sends a signed-in user instead of `pathname`, or undefined to let them in.
 * Free users go to Buy Credits from anything else; nobody starts a project without credits.
 */
export function guardRedirect(pathname: string, profile: { subscriptionPlan: SubscriptionPlan; availableCredits: number }): string | undefined {
  const credits = paths.credits.href();
  if (profile.subscriptionPlan === 'FREE' && !freePlanPaths.some((re) => re.test(pathname))) return credits;
  if (pathname.startsWith(paths.newProject.href()) && profile.availableCredits <= 0) return credits;
  return undefined;
}
