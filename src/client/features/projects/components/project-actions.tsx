import { FileArchive, KanbanSquare, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths';
import type { ProjectDto } from '../../../../shared/schemas/projects';
import { Button, buttonVariants } from '../../../components/ui/button';
import { projectFiles } from '../api/project-files';

/**
 * The kit as a whole: the implementation prompt, the task board and the ZIP export. The prompts and
 * tasks exist once their steps are done; the Free plan reads documents only.
 */
export function ProjectActions({
  project,
  readOnly,
  onOpenPrompt,
}: {
  project: ProjectDto;
  readOnly: boolean;
  onOpenPrompt: () => void;
}) {
  const { t } = useTranslation();
  const done = (step: string) => project.steps.some((s) => s.step === step && s.status === 'done');
  if (readOnly) return null;
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      <Button variant="secondary" size="sm" onClick={onOpenPrompt}>
        <Sparkles aria-hidden className="size-4" />
        {t('projects.prompt.open')}
      </Button>
      {done('tasks') ? (
        <Link to={paths.projectTasks.href(project.id)} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
          <KanbanSquare aria-hidden className="size-4" />
          {t('projects.actions.tasks')}
        </Link>
      ) : null}
      {project.status === 'ready' ? (
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
