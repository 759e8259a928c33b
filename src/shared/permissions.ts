import { can as entitled, type AccessProfile, type Entitlement } from './entitlements';

/**
 * Who may do what to a project or a team, in one table read by the server (which refuses) and the client
 * (which hides what the actor may not do). A project belongs to its owner's account; the owner's
 * team members reach it through their role (ADR 0026). The owner's entitlements decide the plan's
 * features for everyone on the team: the owner pays.
 */

export const teamRoles = ['owner', 'editor', 'viewer'] as const;
export type TeamRole = (typeof teamRoles)[number];

/** The 403 codes a refusal carries: the plan rule met, or the role's. */
export type PermissionRefusal =
  | 'PLAN_READ_ONLY'
  | 'PROMPTS_PLAN'
  | 'TASKS_PLAN'
  | 'REGENERATION_PLAN'
  | 'CUSTOM_DOCUMENTS_PLAN'
  | 'QUESTIONS_PLAN'
  | 'ROADMAP_PLAN'
  | 'CODE_ANALYSIS_PLAN'
  | 'TEAM_PLAN'
  | 'TEAM_ROLE'
  | 'TEAM_READ_ONLY';

interface ActionRule {
  /** The roles that may do it. */
  roles: readonly TeamRole[];
  /** The owner's entitlement it needs, and the code a refusal carries. */
  entitlement: Entitlement;
  refusal: PermissionRefusal;
  /** Changes the project: members of a team whose owner left Growth cannot. */
  writes: boolean;
}

const everyone = teamRoles;
const editors = ['owner', 'editor'] as const;
const owner = ['owner'] as const;

const actions = {
  /** See the project, its documents, versions, brief, progress and answers. */
  'project.read': { roles: everyone, entitlement: 'readDocuments', refusal: 'PLAN_READ_ONLY', writes: false },
  /** Copy, download a document, export the kit. */
  'project.export': { roles: everyone, entitlement: 'exportKit', refusal: 'PLAN_READ_ONLY', writes: false },
  'prompts.read': { roles: everyone, entitlement: 'usePrompts', refusal: 'PROMPTS_PLAN', writes: false },
  'tasks.read': { roles: everyone, entitlement: 'taskBoard', refusal: 'TASKS_PLAN', writes: false },
  'tasks.edit': { roles: editors, entitlement: 'taskBoard', refusal: 'TASKS_PLAN', writes: true },
  'documents.edit': { roles: editors, entitlement: 'editDocuments', refusal: 'PLAN_READ_ONLY', writes: true },
  'documents.regenerate': { roles: editors, entitlement: 'regenerateDocuments', refusal: 'REGENERATION_PLAN', writes: true },
  'documents.create': { roles: editors, entitlement: 'customDocuments', refusal: 'CUSTOM_DOCUMENTS_PLAN', writes: true },
  'questions.ask': { roles: editors, entitlement: 'askQuestions', refusal: 'QUESTIONS_PLAN', writes: true },
  'roadmap.read': { roles: everyone, entitlement: 'roadmap', refusal: 'ROADMAP_PLAN', writes: false },
  'roadmap.edit': { roles: editors, entitlement: 'roadmap', refusal: 'ROADMAP_PLAN', writes: true },
  /** See the kit's plan for the code and the code check's reports. */
  'code.read': { roles: everyone, entitlement: 'codeAnalysis', refusal: 'CODE_ANALYSIS_PLAN', writes: false },
  /** Upload a report of `specforge check`. */
  'code.report': { roles: editors, entitlement: 'codeAnalysis', refusal: 'CODE_ANALYSIS_PLAN', writes: true },
  /** Rename, delete, start a failed kit again (which charges the owner's credits). */
  'project.manage': { roles: owner, entitlement: 'readDocuments', refusal: 'TEAM_ROLE', writes: true },
  /** See the team's members. */
  'team.read': { roles: everyone, entitlement: 'readDocuments', refusal: 'TEAM_ROLE', writes: false },
  /** Invite people: the owner, on Growth. */
  'team.invite': { roles: owner, entitlement: 'team', refusal: 'TEAM_PLAN', writes: true },
  /** Change roles, remove members, withdraw invitations, hand the team over (whatever the plan, so a lapsed team can be tidied). */
  'team.manage': { roles: owner, entitlement: 'readDocuments', refusal: 'TEAM_ROLE', writes: true },
} as const satisfies Record<string, ActionRule>;

export type Action = keyof typeof actions;
/** What can be done to a project (the rest is done to its owner's team). */
export type ProjectAction = Exclude<Action, `team.${string}`>;
export const projectActions = (Object.keys(actions) as Action[]).filter((a): a is ProjectAction => !a.startsWith('team.'));

/** The actor, as related to the project's account: its role there, or null when it has none. */
export interface Actor {
  role: TeamRole | null;
}

/** A project or a team, as far as permissions go: what its owner's account is entitled to. */
export interface Resource {
  owner: AccessProfile;
}

export type Verdict = { allowed: true } | { allowed: false; status: 404 } | { allowed: false; status: 403; code: PermissionRefusal };

/**
 * Whether `actor` may do `action` to `project`: 404 when the actor may not see it at all (another
 * account's project is never confirmed to exist), 403 with the rule met when it may see it but not
 * do this. A team whose owner is below Growth stays readable by its members and nothing more.
 */
export function can(actor: Actor, action: Action, resource: Resource): Verdict {
  const rule: ActionRule = actions[action];
  if (actor.role === null) return { allowed: false, status: 404 };
  if (actor.role !== 'owner' && rule.writes && !entitled(resource.owner, 'team')) {
    return { allowed: false, status: 403, code: 'TEAM_READ_ONLY' };
  }
  if (!rule.roles.includes(actor.role)) return { allowed: false, status: 403, code: 'TEAM_ROLE' };
  if (!entitled(resource.owner, rule.entitlement)) return { allowed: false, status: 403, code: rule.refusal };
  return { allowed: true };
}

/** Every action `actor` may do to `project` (what the client shows). */
export function allowedActions(actor: Actor, project: Resource): ProjectAction[] {
  return projectActions.filter((action) => can(actor, action, project).allowed);
}
