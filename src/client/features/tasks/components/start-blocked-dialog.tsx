import { useTranslation } from 'react-i18next';
import type { TaskDto } from '../../../../shared/schemas/tasks';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

/**
 * Asked before a task whose dependencies are not done goes to In progress, by drag, keyboard or its
 * status menu (ADR 0045): it names what the task waits for; Cancel leaves the card where it was.
 */
export function StartBlockedDialog({
  task,
  board,
  onConfirm,
  onClose,
}: {
  task: TaskDto;
  board: readonly TaskDto[];
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const blockers = task.blockedBy.map((ref) => ({ ref, title: board.find((other) => other.ref === ref)?.title ?? '' }));
  return (
    <ConfirmDialog
      title={t('tasks.startBlocked.title')}
      description={t('tasks.startBlocked.description', { title: task.title, count: blockers.length })}
      confirmLabel={t('tasks.startBlocked.confirm')}
      pending={false}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <ul aria-label={t('tasks.startBlocked.listLabel')} className="mb-5 space-y-1 text-sm">
        {blockers.map((blocker) => (
          <li key={blocker.ref} className="break-words">
            <span className="font-mono text-xs text-muted">{blocker.ref}</span> {blocker.title}
          </li>
        ))}
      </ul>
    </ConfirmDialog>
  );
}
