import { Loader2, Save } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_MAX, updateDocumentInput } from '../../../../shared/schemas/projects';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useUpdateDocument } from '../api/update-document';
import { errorText, fieldErrorText } from '../../../lib/error-text';
import { documentLabel, documentRefOf, type ShownDocument } from '../shown-document';

/** Edits a document's markdown; saving stores it as a new version (the old one stays in the history). */
export function DocumentEditor({
  projectId,
  document,
  onDone,
  onReload,
}: {
  projectId: string;
  document: ShownDocument;
  onDone: () => void;
  /** Fetches the documents again (after someone else saved a newer version). */
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const [content, setContent] = useState(document.content);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateDocument(projectId);
  const fieldId = useId();
  const errorId = useId();
  const title = documentLabel(t, document);

  const save = () => {
    const parsed = updateDocumentInput.safeParse({ content, baseVersion: document.version });
    if (!parsed.success) {
      setError(fieldErrorText(t, parsed.error.issues[0]?.message) ?? null);
      return;
    }
    setError(null);
    update.mutate(
      { kind: documentRefOf(document), ...parsed.data },
      {
        onSuccess: (saved) => {
          toast.success(t('projects.document.saved', { document: title, version: saved.version ?? '' }));
          onDone();
        },
        onError: (failure) => {
          const conflict = failure instanceof ApiError && failure.code === 'STALE_VERSION';
          setError(errorText(t, failure));
          if (conflict) onReload();
        },
      },
    );
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      className="space-y-3"
    >
      <label htmlFor={fieldId} className="text-sm font-medium">
        {t('projects.document.editLabel', { document: title })}
      </label>
      <Textarea
        id={fieldId}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        maxLength={DOCUMENT_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        disabled={update.isPending}
        spellCheck
        className="min-h-[60dvh] font-mono text-[13px]"
        autoFocus
      />
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          {t('projects.document.cancel')}
        </Button>
        <Button type="submit" disabled={update.isPending} aria-busy={update.isPending}>
          {update.isPending ? <Loader2 aria-hidden className="size-4 animate-spin" /> : <Save aria-hidden className="size-4" />}
          {t('projects.document.save')}
        </Button>
      </div>
    </form>
  );
}
