import type { ProjectAction } from '../../../shared/permissions';
import type { ProjectAccessDto } from '../../../shared/schemas/projects';

/** A project as the gating sees it: a summary or the whole project, each carrying its access. */
export interface WithAccess {
  access: ProjectAccessDto;
}

export type ProjectCan = (action: ProjectAction) => boolean;

/**
 * What the reader may do with a project, as the server worked it out from the reader's role and the
 * owner's plan (src/shared/permissions.ts): the one gate of the project page and its board. The
 * reader's own plan does not enter into it, since the owner pays for a team's projects (ADR 0026).
 * Nothing is allowed while the project is not loaded.
 */
export function projectCan(project: WithAccess | undefined): ProjectCan {
  const actions = new Set(project?.access.actions ?? []);
  return (action) => actions.has(action);
}

