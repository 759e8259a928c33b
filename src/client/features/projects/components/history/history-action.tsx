import { History } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { DocumentKind } from '../../../../../shared/schemas/kit';
import { Button } from '../../../../components/ui/button';
import { HistoryPanel } from './history-panel';

/** The query parameter that opens the history of the document on screen (links from what a regeneration changed). */
export const HISTORY_PARAM = 'history';

/**
 * 'History' for the document on screen: opens its versions, their changes and restore. `kind` is a
 * kit document's kind or a custom document's id.
 */
export function HistoryAction({
  projectId,
  kind,
  canRestore,
}: {
  projectId: string;
  kind: DocumentKind | string;
  /** The reader may edit the project's documents (restoring writes a version). */
  canRestore: boolean;
}) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [open, setOpen] = useState(() => searchParams.get(HISTORY_PARAM) === '1');
  const close = () => {
    setOpen(false);
    // Closed, it stays closed on reload and on the next tab.
    if (searchParams.has(HISTORY_PARAM))
      setSearchParams(
        (params) => {
          params.delete(HISTORY_PARAM);
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
  };
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
          canRestore={canRestore}
          onClose={close}
        />
      ) : null}
    </>
  );
}
