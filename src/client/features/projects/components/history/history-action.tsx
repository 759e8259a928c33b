import { History } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentKind } from '../../../../../shared/schemas/kit';
import { Button } from '../../../../components/ui/button';
import { useCan } from '../../../auth';
import { HistoryPanel } from './history-panel';

/** 'History' for the document on screen: opens its versions, their changes and restore. */
/** `kind` is a kit document's kind or a custom document's id. */
export function HistoryAction({ projectId, kind }: { projectId: string; kind: DocumentKind | string }) {
  const { t } = useTranslation();
  const can = useCan();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <History aria-hidden className="size-4" />
        {t('projects.history.open')}
      </Button>
      {open ? (
        <HistoryPanel
          projectId={projectId}
          kind={kind}
          canRestore={can('editDocuments')}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
