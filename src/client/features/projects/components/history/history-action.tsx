import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DocumentKind } from '../../../../../shared/schemas/kit';
import { Button } from '../../../../components/ui/button';
import { useParamDialog } from '../../../../lib/use-param-dialog';
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
  const { open, show, close } = useParamDialog(HISTORY_PARAM);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={show} aria-haspopup="dialog">
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
