import { useEffect } from 'react';
import type { ProjectDto } from '../../../../../shared/schemas/projects';
import { projectCan } from '../../access';
import { useKitRegeneration } from '../../api/regenerate-kit';
import { EditBriefAndRegenerate } from './edit-brief-regenerate';
import { RegenerationSummary } from './regeneration-summary';

/**
 * The project page's part of regenerating the kit: the "Edit brief and regenerate" action on a
 * ready kit (for plans with regenerations, to the owner and editors) and the newest regeneration's summary. The summary is
 * read again whenever the kit's status changes (a regeneration starting or finishing).
 */
export function KitRegenerationPanel({ project }: { project: ProjectDto }) {
  const allowed = projectCan(project)('documents.regenerate');
  const regeneration = useKitRegeneration(project.id, allowed);
  const { refetch } = regeneration;
  useEffect(() => {
    if (allowed) void refetch();
  }, [project.status, allowed, refetch]);
  if (!allowed) return null;
  const latest = regeneration.data?.regeneration;
  return (
    <div className="mt-3 space-y-4">
      {project.status === 'ready' ? (
        <EditBriefAndRegenerate
          projectId={project.id}
          remaining={regeneration.data?.remaining}
          edited={regeneration.isFetching ? undefined : regeneration.data?.edited}
          refreshEdited={() => void refetch()}
          onStarted={() => void refetch()}
        />
      ) : null}
      {latest ? (
        <RegenerationSummary projectId={project.id} regeneration={latest} waiting={regeneration.data?.offers ?? []} />
      ) : null}
    </div>
  );
}
