import { zodResolver } from '@hookform/resolvers/zod';
import { FilePlus2, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CUSTOM_DOCUMENTS_MAX,
  CUSTOM_INSTRUCTIONS_MAX,
  CUSTOM_TITLE_MAX,
  createCustomDocumentInput,
  type CustomDocumentDto,
} from '../../../../shared/schemas/custom-documents';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import { errorText, fieldErrorText } from '../../../lib/error-text';
import { toast } from '../../../lib/toast';
import { useCreateCustomDocument } from '../api/custom-documents';

/**
 * "New document" beside the tabs (Growth): a small form for a custom document's title and what it
 * should cover. Once queued, its tab is selected and shows it being written.
 */
export function NewCustomDocument({
  projectId,
  documents,
  onCreated,
}: {
  projectId: string;
  /** The project's custom documents: a full project says so before anything is sent. */
  documents: CustomDocumentDto[];
  onCreated: (document: CustomDocumentDto) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <FilePlus2 aria-hidden className="size-4" />
        {t('projects.custom.new')}
      </Button>
      {open ? (
        <CustomDocumentDialog
          projectId={projectId}
          full={documents.filter((d) => d.status !== 'failed').length >= CUSTOM_DOCUMENTS_MAX}
          onClose={() => setOpen(false)}
          onCreated={(document) => {
            setOpen(false);
            onCreated(document);
          }}
        />
      ) : null}
    </>
  );
}

interface FormValues {
  title: string;
  instructions: string;
}

function CustomDocumentDialog({
  projectId,
  full,
  onClose,
  onCreated,
}: {
  projectId: string;
  full: boolean;
  onClose: () => void;
  onCreated: (document: CustomDocumentDto) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateCustomDocument(projectId);
  const [failure, setFailure] = useState<string | null>(full ? t('errors.CUSTOM_DOCUMENT_LIMIT') : null);
  const form = useForm<FormValues>({
    resolver: zodResolver(createCustomDocumentInput),
    defaultValues: { title: '', instructions: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((input) => {
    if (create.isPending || full) return;
    setFailure(null);
    create.mutate(input, {
      onSuccess: (document) => {
        toast.success(t('projects.custom.started', { document: document.title }));
        onCreated(document);
      },
      onError: (error) => setFailure(errorText(t, error)),
    });
  });

  return (
    <Dialog
      title={t('projects.custom.title')}
      description={t('projects.custom.description')}
      closeLabel={t('projects.close')}
      onClose={onClose}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-busy={create.isPending}>
        <FormField label={t('projects.custom.titleLabel')} error={fieldErrorText(t, errors.title?.message)}>
          {(field) => (
            <Input
              type="text"
              maxLength={CUSTOM_TITLE_MAX}
              autoComplete="off"
              placeholder={t('projects.custom.titlePlaceholder')}
              data-autofocus
              readOnly={create.isPending}
              {...field}
              {...form.register('title')}
            />
          )}
        </FormField>
        <FormField label={t('projects.custom.instructionsLabel')} error={fieldErrorText(t, errors.instructions?.message)}>
          {(field) => (
            <Textarea
              rows={5}
              maxLength={CUSTOM_INSTRUCTIONS_MAX}
              placeholder={t('projects.custom.instructionsPlaceholder')}
              readOnly={create.isPending}
              {...field}
              {...form.register('instructions')}
            />
          )}
        </FormField>
        {failure ? (
          <p role="alert" className="rounded-lg border border-danger/50 bg-danger/10 p-3 text-sm">
            {failure}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('projects.manage.cancel')}
          </Button>
          {/* Not `disabled`: a disabled button drops the keyboard focus to the page behind. */}
          <Button
            type="submit"
            aria-disabled={create.isPending || full}
            className={cn((create.isPending || full) && 'opacity-50')}
          >
            {create.isPending ? <Loader2 aria-hidden className="size-4 animate-spin motion-reduce:animate-none" /> : null}
            {create.isPending ? t('projects.custom.creating') : t('projects.custom.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
