import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../../shared/paths';
import { PROJECT_NAME_MAX, updateProjectInput, type ProjectDto } from '../../../../shared/schemas/projects';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { errorText, fieldErrorText } from '../../../lib/error-text';
import { toast } from '../../../lib/toast';
import { useDeleteProject, useRenameProject } from '../api/manage-project';

/** Rename and Delete for the project on screen: any owner may, whatever the plan (its data is its own). */
export function ManageProject({ project }: { project: ProjectDto }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'rename' | 'delete' | null>(null);
  const close = () => setOpen(null);
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="ghost" size="sm" onClick={() => setOpen('rename')}>
        <Pencil aria-hidden className="size-4" />
        {t('projects.manage.rename')}
      </Button>
      <Button variant="ghost" size="sm" className="text-danger hover:text-danger" onClick={() => setOpen('delete')}>
        <Trash2 aria-hidden className="size-4" />
        {t('projects.manage.delete')}
      </Button>
      {open === 'rename' ? <RenameDialog project={project} onClose={close} /> : null}
      {open === 'delete' ? <DeleteDialog project={project} onClose={close} /> : null}
    </div>
  );
}

function nameError(t: ReturnType<typeof useTranslation>['t'], error: FieldError | undefined): string | undefined {
  return fieldErrorText(t, error?.message);
}

function RenameDialog({ project, onClose }: { project: ProjectDto; onClose: () => void }) {
  const { t } = useTranslation();
  const rename = useRenameProject(project.id);
  const form = useForm<{ name: string }>({
    resolver: zodResolver(updateProjectInput),
    defaultValues: { name: project.name },
  });

  const onSubmit = form.handleSubmit(({ name }) => {
    if (rename.isPending) return;
    if (name === project.name) return onClose();
    rename.mutate(
      { name },
      {
        onSuccess: (renamed) => {
          toast.success(t('projects.manage.renamed', { name: renamed.name }));
          onClose();
        },
        onError: (error) =>
          toast.error(t('projects.manage.renameFailed'), { description: errorText(t, error) }),
      },
    );
  });

  return (
    <Dialog title={t('projects.manage.renameTitle')} closeLabel={t('projects.close')} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField label={t('projects.manage.nameLabel')} error={nameError(t, form.formState.errors.name)}>
          {(field) => (
            <Input
              type="text"
              maxLength={PROJECT_NAME_MAX}
              autoComplete="off"
              data-autofocus
              readOnly={rename.isPending}
              {...field}
              {...form.register('name')}
            />
          )}
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('projects.manage.cancel')}
          </Button>
          {/* Not `disabled`: a disabled button drops the keyboard focus to the page behind. */}
          <Button
            type="submit"
            aria-disabled={rename.isPending}
            className={rename.isPending ? 'opacity-50' : undefined}
          >
            {t('projects.manage.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function DeleteDialog({ project, onClose }: { project: ProjectDto; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteProject(project.id);

  const confirm = () => {
    if (remove.isPending) return;
    remove.mutate(undefined, {
      onSuccess: async () => {
        toast.success(t('projects.manage.deleted', { name: project.name }));
        await navigate(paths.projects.href(), { flushSync: true });
        remove.forget();
      },
      onError: (error) =>
        toast.error(t('projects.manage.deleteFailed'), { description: errorText(t, error) }),
    });
  };

  return (
    <Dialog
      title={t('projects.manage.deleteTitle', { name: project.name })}
      description={t('projects.manage.deleteDescription')}
      closeLabel={t('projects.close')}
      onClose={onClose}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {/* Cancel first and focused: Enter on a freshly opened dialog deletes nothing. */}
        <Button variant="secondary" data-autofocus onClick={onClose}>
          {t('projects.manage.cancel')}
        </Button>
        <Button
          className={cn('bg-danger text-background hover:bg-danger/85', remove.isPending && 'opacity-50')}
          aria-disabled={remove.isPending}
          onClick={confirm}
        >
          <Trash2 aria-hidden className="size-4" />
          {remove.isPending ? t('projects.manage.deleting') : t('projects.manage.deleteConfirm')}
        </Button>
      </div>
    </Dialog>
  );
}
