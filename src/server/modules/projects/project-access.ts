import { desc, eq, inArray } from 'drizzle-orm';
import { allowedActions, can, type ProjectAction, type TeamRole } from '../../../shared/permissions';
import type { ProjectAccessDto } from '../../../shared/schemas/projects';
import type { Db } from '../../db/client';
import { projects, user } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { accessOf, type ProfileWithAccess } from '../me/access';
import { roleOn, teamsJoinedBy } from '../teams/teams.repo';
import { findProject, type ProjectRow } from './projects.repo';

/**
 * The one gate to a project: every route and job that touches a project asks `authorizeProject`,
 * which judges the actor's role on the owner's team and the owner's entitlements with `can`
 * (ADR 0026). Nothing else checks who owns what.
 */

export interface ProjectAccess {
  project: ProjectRow;
  /** Who asks, and their role on the project's team ('owner' for the owner). */
  actorId: string;
  role: TeamRole;
  /** The owner's profile: its plan and credits pay for the project. */
  owner: ProfileWithAccess;
}

export const projectNotFound = () => new AppError('NOT_FOUND', 'Project not found.');

/** The project, when `actorId` may do `action` to it; otherwise 404 (may not see it) or 403 (may not do this). */
export async function authorizeProject(db: Db, actorId: string, projectId: string, action: ProjectAction): Promise<ProjectAccess> {
  const project = await findProject(db, projectId);
  if (!project) throw projectNotFound();
  return authorizeRow(db, actorId, project, action);
}

/** As `authorizeProject`, for a project row already read (a task's, a job's). */
export async function authorizeRow(db: Db, actorId: string, project: ProjectRow, action: ProjectAction): Promise<ProjectAccess> {
  const role = await roleOn(db, project.ownerId, actorId);
  if (!role) throw projectNotFound();
  const owner = await accessOf(db, project.ownerId);
  const verdict = can({ role }, action, { owner });
  if (!verdict.allowed) throw verdict.status === 404 ? projectNotFound() : new AppError(verdict.code);
  return { project, actorId, role, owner };
}

/**
 * A queued job is judged again when it runs, as its project's owner (whose plan pays for it): a
 * plan that lost the feature meanwhile refuses it. The refusal, or null when it may run.
 */
export async function jobRefusal(db: Db, project: ProjectRow, action: ProjectAction): Promise<AppError | null> {
  try {
    await authorizeRow(db, project.ownerId, project, action);
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

/** The projects `actorId` can see: its own and its teams', newest first, each with its access. */
export async function listVisibleProjects(db: Db, actorId: string): Promise<{ project: ProjectRow; access: ProjectAccessDto }[]> {
  const joined = await teamsJoinedBy(db, actorId);
  const owners = [actorId, ...joined.map((t) => t.ownerId)];
  const rows = await db
    .select()
    .from(projects)
    .where(owners.length === 1 ? eq(projects.ownerId, actorId) : inArray(projects.ownerId, owners))
    .orderBy(desc(projects.createdAt))
    .limit(500);
  const accessByOwner = new Map<string, ProjectAccessDto>();
  for (const ownerId of new Set(rows.map((r) => r.ownerId))) {
    const role = ownerId === actorId ? 'owner' : joined.find((t) => t.ownerId === ownerId)!.role;
    accessByOwner.set(ownerId, await accessDtoOf(db, { actorId, role, owner: await accessOf(db, ownerId), ownerId }));
  }
  return rows.map((project) => ({ project, access: accessByOwner.get(project.ownerId)! }));
}

/** What the client is told of an access: the role, whose team, and every action allowed. */
export async function accessDtoOf(
  db: Db,
  access: Pick<ProjectAccess, 'actorId' | 'role' | 'owner'> & { ownerId: string },
): Promise<ProjectAccessDto> {
  const actions = allowedActions({ role: access.role }, { owner: access.owner });
  const plan = access.owner.subscriptionPlan;
  if (access.ownerId === access.actorId) return { role: access.role, team: null, plan, actions };
  const [owner] = await db.select({ name: user.name }).from(user).where(eq(user.id, access.ownerId));
  return { role: access.role, team: { ownerName: owner?.name ?? '' }, plan, actions };
}

/** `accessDtoOf` for an authorized access. */
export const accessDto = (db: Db, access: ProjectAccess) => accessDtoOf(db, { ...access, ownerId: access.project.ownerId });
