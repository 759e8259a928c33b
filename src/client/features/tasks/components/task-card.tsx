import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ChevronDown, Clock, GripVertical, Lock } from 'lucide-react';
import { EvidenceBadge, EvidenceDetails } from './task-evidence';
import { useId, useState, type CSSProperties, type HTMLAttributes, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { platformLabels, type Platform } from '../../../../shared/schemas/kit';
import { taskStatuses, type TaskDto, type TaskStatus } from '../../../../shared/schemas/tasks';
import { CopyButton } from '../../../components/ui/copy-button';
import { Select } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { getTaskPrompt } from '../api/get-task-prompt';

const priorityStyles = {
  high: 'border-danger/50 text-danger',
  medium: 'border-primary/50 text-primary',
  low: 'border-border text-muted',
} as const;

/** A task another card depends on, as its card names and links it. */
export type DependencyView = Pick<TaskDto, 'id' | 'ref' | 'title' | 'status'>;

interface CardProps {
  task: TaskDto;
  tool: Platform;
  /** The board's tasks named in `task.dependsOn` (a ref the board lacks is shown bare). */
  dependencies?: readonly DependencyView[];
  onSubtaskChange?: (subtaskId: string, status: TaskStatus) => void;
  /** Moves the card to the end of another column (the way without dragging, handy on a phone). */
  onStatusChange?: (status: TaskStatus) => void;
  /** Nothing on the card changes (a team's viewer): no handle, no status, subtasks shown but not ticked. */
  readOnly?: boolean;
}

/** A card on the board, sortable by its handle. */
export function SortableTaskCard(props: CardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: props.task.id,
    disabled: props.readOnly,
  });
  return (
    <TaskCard
      {...props}
      cardRef={setNodeRef}
      handle={{ ref: setActivatorNodeRef, props: { ...attributes, ...listeners } }}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      dragging={isDragging}
    />
  );
}

/** Brings another card into view and focus (a link in "Depends on"). */
function focusCard(event: MouseEvent<HTMLAnchorElement>, taskId: string) {
  const card = document.getElementById(cardElementId(taskId));
  if (!card) return;
  event.preventDefault();
  card.scrollIntoView({ block: 'center', behavior: 'smooth' });
  card.focus({ preventScroll: true });
}

const cardElementId = (taskId: string) => `task-${taskId}`;

/**
 * One card: drag handle, priority and estimate, whether unfinished dependencies block it, subtasks
 * and details that expand, and 'copy prompt for <tool>'. Without `handle` it is the copy that
 * follows the pointer while dragging (not registered twice).
 *
 * A blocked card still moves to any column: founders may know a dependency is as good as done, so
 * the board says the card is blocked rather than refusing or asking to confirm.
 */
export function TaskCard({
  task,
  tool,
  dependencies = [],
  onSubtaskChange,
  onStatusChange,
  readOnly = false,
  cardRef,
  handle,
  style,
  dragging = false,
}: CardProps & {
  cardRef?: (node: HTMLElement | null) => void;
  handle?: { ref: (node: HTMLElement | null) => void; props: HTMLAttributes<HTMLButtonElement> };
  style?: CSSProperties;
  dragging?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const overlay = !handle;
  const blockedNoteId = useId();
  const doneSubtasks = task.subtasks.filter((s) => s.status === 'done').length;
  const dependencyOf = (ref: string) => dependencies.find((d) => d.ref === ref);
  const named = (ref: string) => {
    const dependency = dependencyOf(ref);
    return dependency ? `${ref} ${dependency.title}` : ref;
  };
  const blocked = task.blockedBy.length > 0;
  const blockers = task.blockedBy.map(named).join('; ');

  return (
    <li
      ref={cardRef}
      style={style}
      id={overlay ? undefined : cardElementId(task.id)}
      tabIndex={overlay ? undefined : -1}
      data-testid="task-card"
      data-task-id={task.id}
      data-blocked={blocked ? 'true' : undefined}
      className={cn(
        'rounded-xl border border-border bg-surface p-3 shadow-sm',
        blocked && 'border-dashed bg-background shadow-none',
        dragging && 'opacity-40',
        overlay && 'rotate-1 shadow-2xl ring-2 ring-primary',
      )}
    >
      <div className="flex items-start gap-2">
        {readOnly ? null : (
          <button
            type="button"
            ref={handle?.ref}
            {...handle?.props}
            aria-label={t('tasks.card.move', { title: task.title })}
            className="-ml-1 mt-0.5 cursor-grab touch-none rounded p-1 text-muted hover:bg-surface-raised hover:text-foreground active:cursor-grabbing"
          >
            <GripVertical aria-hidden className="size-4" />
          </button>
        )}
        <div className="min-w-0 flex-1">
          <h3 className={cn('text-sm leading-snug font-medium break-words', blocked && 'text-muted')}>
            {task.ref ? <span className="mr-1.5 text-xs text-muted">{task.ref}</span> : null}
            {task.title}
          </h3>
          <div className="mt-2 flex flex-wrap items-center gap-1.5 text-xs">
            {blocked ? (
              <button
                type="button"
                title={blockers}
                aria-describedby={blockedNoteId}
                aria-expanded={open}
                aria-controls={detailsId}
                onClick={() => setOpen(true)}
                data-testid="blocked-badge"
                className="inline-flex items-center gap-1 rounded-full border border-muted/60 bg-surface-raised px-2 py-0.5 font-medium text-foreground hover:border-foreground"
              >
                <Lock aria-hidden className="size-3" />
                {t('tasks.card.blockedBy', { refs: task.blockedBy.join(', ') })}
              </button>
            ) : null}
            {/* The titles are the badge's description, not its name: read after "Blocked by T-03". */}
            {blocked ? (
              <span id={blockedNoteId} hidden>
                {t('tasks.card.blockedNote', { tasks: blockers })}
              </span>
            ) : null}
            <span className={cn('rounded-full border px-2 py-0.5 font-medium', priorityStyles[task.priority])}>
              {t(`tasks.priority.${task.priority}`)}
            </span>
            {task.estimate ? (
              <span className="inline-flex items-center gap-1 text-muted">
                <Clock aria-hidden className="size-3.5" />
                {t('tasks.card.estimate', { count: task.estimate })}
              </span>
            ) : null}
            {task.evidence ? <EvidenceBadge evidence={task.evidence} /> : null}
            {task.featureIds.map((id) => (
              <span key={id} className="rounded bg-surface-raised px-1.5 py-0.5 text-muted">
                {id}
              </span>
            ))}
          </div>
        </div>
      </div>

      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((value) => !value)}
          className="inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-xs text-muted hover:bg-surface-raised hover:text-foreground"
        >
          <ChevronDown aria-hidden className={cn('size-3.5 transition-transform', open && 'rotate-180')} />
          {task.subtasks.length
            ? t('tasks.card.subtasks', { done: doneSubtasks, count: task.subtasks.length })
            : t('tasks.card.details')}
        </button>
        <CopyButton
          variant="ghost"
          size="sm"
          className="h-7 px-1.5 text-xs text-primary"
          text={async () => (await getTaskPrompt(task.id, tool)).content}
          labels={{
            idle: t('tasks.card.copyPrompt', { tool: platformLabels[tool] }),
            copied: t('tasks.card.copied'),
            failed: t('tasks.card.copyFailed'),
          }}
          onResult={(copied) =>
            copied
              ? toast.success(t('tasks.card.promptCopied', { tool: platformLabels[tool] }))
              : toast.error(t('tasks.card.promptFailed'))
          }
        />
      </div>

      {open ? (
        <div id={detailsId} className="mt-2 space-y-3 border-t border-border pt-3 text-sm">
          {onStatusChange ? (
            <label className="flex items-center gap-2 text-xs text-muted">
              {t('tasks.card.status')}
              <Select
                value={task.status}
                onChange={(event) => onStatusChange(event.target.value as TaskStatus)}
                className="h-8 text-xs"
              >
                {taskStatuses.map((status) => (
                  <option key={status} value={status}>
                    {t(`tasks.columns.${status}`)}
                  </option>
                ))}
              </Select>
            </label>
          ) : null}
          {task.description ? <p className="text-muted">{task.description}</p> : null}
          {task.subtasks.length ? (
            <fieldset>
              <legend className="mb-1 text-xs font-medium text-muted uppercase">{t('tasks.card.subtasksTitle')}</legend>
              <ul className="space-y-1">
                {task.subtasks.map((subtask) => (
                  <li key={subtask.id}>
                    <label className="flex items-start gap-2">
                      <input
                        type="checkbox"
                        className="mt-0.5 size-4 accent-[var(--color-primary)]"
                        checked={subtask.status === 'done'}
                        disabled={readOnly}
                        onChange={(event) => onSubtaskChange?.(subtask.id, event.target.checked ? 'done' : 'todo')}
                      />
                      <span className={cn(subtask.status === 'done' && 'text-muted line-through')}>
                        {subtask.title}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ) : null}
          {task.criteria.length ? (
            <div>
              <h4 className="mb-1 text-xs font-medium text-muted uppercase">{t('tasks.card.criteria')}</h4>
              <ul className="list-disc space-y-1 pl-5 text-muted" data-testid="criteria">
                {task.criteria.map((criterion, index) => (
                  <li key={criterion.id ?? index}>
                    {/* The id the criterion's test carries in its name. */}
                    {criterion.id ? <code className="mr-1.5 text-xs text-foreground">{criterion.id}</code> : null}
                    {criterion.text}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {task.evidence ? <EvidenceDetails evidence={task.evidence} taskRef={task.ref ?? task.title} /> : null}
          {task.testStrategy ? (
            <div>
              <h4 className="mb-1 text-xs font-medium text-muted uppercase">{t('tasks.card.testStrategy')}</h4>
              <p className="text-muted">{task.testStrategy}</p>
            </div>
          ) : null}
          {task.dependsOn.length ? (
            <div>
              <h4 className="mb-1 text-xs font-medium text-muted uppercase">{t('tasks.card.dependsOn')}</h4>
              <ul className="space-y-1 text-xs" data-testid="depends-on">
                {task.dependsOn.map((ref) => {
                  const dependency = dependencyOf(ref);
                  if (!dependency) return <li key={ref}>{ref}</li>;
                  return (
                    <li key={ref}>
                      <a
                        href={`#${cardElementId(dependency.id)}`}
                        onClick={(event) => focusCard(event, dependency.id)}
                        className="text-primary underline-offset-2 hover:underline"
                      >
                        {named(ref)}
                      </a>{' '}
                      <span className="text-muted">({t(`tasks.columns.${dependency.status}`)})</span>
                    </li>
                  );
                })}
              </ul>
            </div>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
