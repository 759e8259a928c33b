import { FileArchive, KanbanSquare, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths';
import type { ProjectDto } from '../../../../shared/schemas/projects';
import { Button, buttonVariants } from '../../../components/ui/button';
import { useCan } from '../../auth';
import { projectFiles } from '../api/project-files';

/**
 * The kit as a whole: the implementation prompt, the task board and the ZIP export, for a paying
 * customer (ADR 0015). The prompts and tasks exist once their steps are done.
 */
export function ProjectActions({ project, onOpenPrompt }: { project: ProjectDto; onOpenPrompt: () => void }) {
  const { t } = useTranslation();
  const can = useCan();
  const done = (step: string) => project.steps.some((s) => s.step === step && s.status === 'done');
  if (!can('usePrompts') && !can('taskBoard') && !can('exportKit')) return null;
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      {can('usePrompts') ? (
        <Button variant="secondary" size="sm" onClick={onOpenPrompt}>
          <Sparkles aria-hidden className="size-4" />
          {t('projects.prompt.open')}
        </Button>
      ) : null}
      {done('tasks') && can('taskBoard') ? (
        <Link to={paths.projectTasks.href(project.id)} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
          <KanbanSquare aria-hidden className="size-4" />
          {t('projects.actions.tasks')}
        </Link>
      ) : null}
      {project.status === 'ready' && can('exportKit') ? (
        <a
          href={projectFiles.kit(project.id)}
          download
          className={buttonVariants({ variant: 'secondary', size: 'sm' })}
        >
          <FileArchive aria-hidden className="size-4" />
          {t('projects.actions.export')}
        </a>
      ) : null}
    </div>
  );
}
