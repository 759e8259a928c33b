import { FileArchive, KanbanSquare, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths';
import type { ProjectDto } from '../../../../shared/schemas/projects';
import { Button, buttonVariants } from '../../../components/ui/button';
import { projectCan } from '../access';
import { projectFiles } from '../api/project-files';

/**
 * The kit as a whole: the implementation prompt, the task board and the ZIP export, for a paying
 * customer (ADR 0015) and the members of its team, as their role allows (ADR 0026). The prompts and tasks exist once their steps are done.
 */
export function ProjectActions({ project, onOpenPrompt }: { project: ProjectDto; onOpenPrompt: () => void }) {
  const { t } = useTranslation();
  const can = projectCan(project);
  const done = (step: string) => project.steps.some((s) => s.step === step && s.status === 'done');
  if (!can('prompts.read') && !can('tasks.read') && !can('project.export')) return null;
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      {can('prompts.read') ? (
        <Button variant="secondary" size="sm" onClick={onOpenPrompt}>
          <Sparkles aria-hidden className="size-4" />
          {t('projects.prompt.open')}
        </Button>
      ) : null}
      {done('tasks') && can('tasks.read') ? (
        <Link to={paths.projectTasks.href(project.id)} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
          <KanbanSquare aria-hidden className="size-4" />
          {t('projects.actions.tasks')}
        </Link>
      ) : null}
      {project.status === 'ready' && can('project.export') ? (
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
