import {
  Coins,
  FolderOpen,
  GitBranch,
  GraduationCap,
  House,
  LayoutTemplate,
  ListChecks,
  Milestone,
  Settings,
  ShieldCheck,
  SquarePlus,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { can, hasPaid, type AccessProfile } from '../../../shared/entitlements';
import { paths, pricingSection } from '../../../shared/paths';
import type { ProjectAction } from '../../../shared/permissions';

export type SidebarItemId =
  | 'home'
  | 'newProject'
  | 'projects'
  | 'templates'
  | 'tasksDashboard'
  | 'codeAnalysis'
  | 'academy'
  | 'roadmap'
  | 'team'
  | 'credits'
  | 'admin'
  | 'settings';

export interface SidebarItem {
  id: SidebarItemId;
  icon: LucideIcon;
  /** Where the item leads; absent when it is disabled. */
  href?: string;
  /** The area of the app the item stands for: it is active while the path is inside it. */
  section?: string;
  /** Active only on the section itself, not below it (Home). */
  exact?: boolean;
  /** A feature still to come (not a link), or one the plan does not include (a link to the plans). */
  disabled?: 'soon' | 'upgrade';
  /** Shown faded: it leads somewhere else than its name says (New Project without credits). */
  dimmed?: boolean;
  /** Why it is dimmed or disabled, when its state does not say it (a `layout.hints` key). */
  hint?: 'freePlan' | 'noCredits' | 'founderPlans';
}

export interface SidebarAccess extends AccessProfile {
  isAdmin: boolean;
}

/** The project on screen, with what the server lets the reader do with it (its owner's plan decides). */
export interface SidebarProject {
  id: string;
  actions: readonly ProjectAction[];
}

/**
 * The sidebar: the main items in order, then the bottom group (Admin for admins, Settings). Inside a
 * project its plan features (the board, the roadmap) are the project's owner's, as the server judges
 * them: a team's member uses what the owner pays for (ADR 0026). Elsewhere they are the reader's own.
 */
export function sidebarItems(
  access: SidebarAccess,
  project?: SidebarProject,
): {
  main: SidebarItem[];
  bottom: SidebarItem[];
} {
  const canCreate = can(access, 'createProject');
  const tasksOpen = project ? project.actions.includes('tasks.read') : can(access, 'taskBoard');
  const roadmapOpen = project ? project.actions.includes('roadmap.read') : can(access, 'roadmap');
  const codeOpen = project ? project.actions.includes('code.read') : can(access, 'codeAnalysis');
  const main: SidebarItem[] = [
    { id: 'home', icon: House, href: paths.dashboard.href(), section: paths.dashboard.href(), exact: true },
    {
      id: 'newProject',
      icon: SquarePlus,
      href: canCreate ? paths.newProject.href() : paths.credits.href(),
      section: paths.newProject.href(),
      dimmed: !canCreate,
      hint: canCreate ? undefined : hasPaid(access) ? 'noCredits' : 'freePlan',
    },
    { id: 'projects', icon: FolderOpen, href: paths.projects.href(), section: paths.projects.href() },
    { id: 'templates', icon: LayoutTemplate, href: paths.templates.href(), section: paths.templates.href() },
    tasksOpen
      ? {
          id: 'tasksDashboard',
          icon: ListChecks,
          href: project ? paths.projectTasks.href(project.id) : paths.tasksDashboard.href(),
          section: paths.tasksDashboard.href(),
        }
      : { id: 'tasksDashboard', icon: ListChecks, disabled: 'upgrade' },
    codeOpen
      ? {
          id: 'codeAnalysis',
          icon: GitBranch,
          href: project ? paths.projectCode.href(project.id) : paths.codeAnalysis.href(),
          section: paths.codeAnalysis.href(),
        }
      : // A plan feature, like the roadmap: the lock leads to the plans.
        { id: 'codeAnalysis', icon: GitBranch, disabled: 'upgrade', hint: 'founderPlans', href: pricingSection.href() },
    { id: 'academy', icon: GraduationCap, disabled: 'soon' },
    roadmapOpen
      ? { id: 'roadmap', icon: Milestone, href: paths.roadmap.href(project?.id), section: paths.roadmap.href() }
      : // A plan feature: credits do not buy it, the plans do.
        { id: 'roadmap', icon: Milestone, disabled: 'upgrade', hint: 'founderPlans', href: pricingSection.href() },
    // Open on every plan: a member sees the teams it is on, whoever pays for them.
    { id: 'team', icon: Users, href: paths.team.href(), section: paths.team.href() },
    { id: 'credits', icon: Coins, href: paths.credits.href(), section: paths.credits.href() },
  ];
  const bottom: SidebarItem[] = [
    ...(access.isAdmin
      ? [{ id: 'admin', icon: ShieldCheck, href: paths.admin.href(), section: paths.admin.href() } as const]
      : []),
    { id: 'settings', icon: Settings, href: paths.settings.href(), section: paths.settings.href() },
  ];
  return { main, bottom };
}

/** Active by path prefix (the section or anything below it); Home only on /dashboard itself. */
export function isItemActive(item: SidebarItem, pathname: string): boolean {
  if (!item.section || item.disabled) return false;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === item.section) return true;
  return !item.exact && path.startsWith(`${item.section}/`);
}
