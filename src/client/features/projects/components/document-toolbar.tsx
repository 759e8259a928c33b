import { Download, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonVariants } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { toast } from '../../../lib/toast';
import { projectCan, type WithAccess } from '../access';
import { projectFiles } from '../api/project-files';
import { documentLabel, documentRefOf, type ShownDocument } from '../shown-document';

/**
 * Above a document: its version and where it came from, then copy, download and edit (for a paying
 * customer, ADR 0015; an account that never paid reads only; a team's viewer copies and downloads but does
 * not edit, ADR 0026) and whatever else the page adds (regenerate).
 */
export function DocumentToolbar({
  project,
  document,
  onEdit,
  children,
}: {
  project: WithAccess & { id: string };
  document: ShownDocument;
  onEdit: () => void;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const can = projectCan(project);
  const readOnly = !can('project.export') && !can('documents.edit');
  const title = documentLabel(t, document);
  const date = new Date(document.createdAt).toLocaleDateString(i18n.language, { dateStyle: 'medium' });

  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-surface px-3 py-2">
      <p className="text-xs text-muted">
        {t('projects.regenerate.version', { version: document.version })}
        {document.source === 'generated' ? '' : ` · ${t(`projects.document.source.${document.source}`)}`} · {date}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {readOnly ? (
          <p className="text-xs text-muted">{t('projects.messages.readOnly')}</p>
        ) : (
          <>
            {can('project.export') ? (
              <CopyButton
                variant="secondary"
                size="sm"
                text={document.content}
                labels={{
                  idle: t('projects.document.copy'),
                  copied: t('projects.document.copiedShort'),
                  failed: t('projects.document.copyFailedShort'),
                }}
                onResult={(copied) =>
                  copied
                    ? toast.success(t('projects.document.copied', { document: title }))
                    : toast.error(t('projects.document.copyFailed'))
                }
              />
            ) : null}
            {can('project.export') ? (
              <a
                href={projectFiles.document(project.id, documentRefOf(document))}
                download
                className={buttonVariants({ variant: 'secondary', size: 'sm' })}
              >
                <Download aria-hidden className="size-4" />
                {t('projects.document.download')}
              </a>
            ) : null}
            {can('documents.edit') ? (
              <Button variant="secondary" size="sm" onClick={onEdit}>
                <Pencil aria-hidden className="size-4" />
                {t('projects.document.edit')}
              </Button>
            ) : null}
          </>
        )}
        {children}
      </div>
    </div>
  );
}
