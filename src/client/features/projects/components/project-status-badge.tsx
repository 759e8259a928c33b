import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProjectStatus } from '../../../../shared/schemas/projects';
import { cn } from '../../../lib/cn';

const statusStyles: Record<ProjectStatus, string> = {
  queued: 'border-border text-muted',
  generating: 'border-primary/50 text-primary',
  ready: 'border-accent/50 text-accent',
  failed: 'border-danger/50 text-danger',
};

/** A project's status; spins while the kit is being written. `live` announces changes (one per page). */
export function ProjectStatusBadge({ status, live = false }: { status: ProjectStatus; live?: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      role={live ? 'status' : undefined}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-medium',
        statusStyles[status],
      )}
    >
      {status === 'generating' || status === 'queued' ? (
        <Loader2 aria-hidden className="size-3.5 animate-spin motion-reduce:animate-none" />
      ) : null}
      {t(`projects.status.${status}`)}
    </span>
  );
}
