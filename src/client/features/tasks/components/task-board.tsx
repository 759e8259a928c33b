import {
  closestCorners,
  pointerWithin,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Platform } from '../../../../shared/schemas/kit';
import { taskStatuses, type TaskDto, type TaskStatus, type TasksDto } from '../../../../shared/schemas/tasks';
import { cn } from '../../../lib/cn';
import { columnId, columnTasks, dropTarget, matchesFilters, type TaskFilters } from '../board';
import { SortableTaskCard, TaskCard, type DependencyView } from './task-card';

const isColumn = (id: string | number) => String(id).startsWith('column:');

/**
 * With a pointer: what is under it, a card before its column (columns are as tall as the longest
 * one, so corner distances would favour cards in other columns). With the keyboard: the closest
 * in the column the card's centre is in (← and → take it there; by corners alone its own old place
 * would stay the closest).
 */
const collisionDetection: CollisionDetection = (args) => {
  if (args.pointerCoordinates) {
    const under = pointerWithin(args);
    if (under.length === 0) return closestCorners(args);
    return [...under.filter((c) => !isColumn(c.id)), ...under.filter((c) => isColumn(c.id))];
  }
  const closest = closestCorners(args);
  const { collisionRect: card, droppableContainers } = args;
  const [x, y] = [card.left + card.width / 2, card.top + card.height / 2];
  const column = droppableContainers.find((c) => {
    const rect = c.rect.current;
    return isColumn(c.id) && rect !== null && x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom;
  });
  if (!column) return closest;
  const status = String(column.id).slice('column:'.length);
  const containerOf = (id: string | number) =>
    droppableContainers.find((c) => c.id === id)?.data.current?.sortable?.containerId as string | undefined;
  const inColumn = closest.filter((c) => c.id === column.id || containerOf(c.id) === status);
  return inColumn.length > 0 ? inColumn : [{ id: column.id }];
};

/**
 * ← and → take a card picked up from the keyboard to the column beside the one it is over (the
 * sortable default measures from the tilted overlay, so → could land on the card above instead);
 * ↑ and ↓ move it within a column as before.
 */
const boardKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
  if (step === 0) return sortableKeyboardCoordinates(event, args);
  event.preventDefault();
  const { over, droppableRects, droppableContainers } = args.context;
  const at = over?.id ?? args.active;
  const container = droppableContainers.get(at)?.data.current?.sortable?.containerId as string | undefined;
  const current = taskStatuses.findIndex((status) => columnId(status) === at || status === container);
  const next = taskStatuses[current + step];
  const rect = next && droppableRects.get(columnId(next));
  return rect ? { x: rect.left, y: rect.top } : undefined;
};

/**
 * The three columns. Cards move by pointer (drag the handle) or keyboard (focus the handle, Space
 * to pick up, arrows to move, Space to drop, Escape to cancel); `onMove` gets the destination.
 * Without `onMove` and `onSubtaskChange` the board is read only (a team's viewer): nothing moves.
 */
export function TaskBoard({
  board,
  filters,
  tool,
  onMove,
  onSubtaskChange,
}: {
  board: TasksDto;
  filters: TaskFilters;
  tool: Platform;
  onMove?: (taskId: string, status: TaskStatus, position: number) => void;
  onSubtaskChange?: (subtaskId: string, status: TaskStatus) => void;
}) {
  const { t } = useTranslation();
  const readOnly = !onMove;
  const [active, setActive] = useState<TaskDto | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: boardKeyboardCoordinates }),
  );

  // Named by ref from the whole board, so a filtered-out dependency is still named.
  const dependenciesOf = (task: TaskDto): DependencyView[] =>
    board.tasks.filter((other) => other.ref !== null && task.dependsOn.includes(other.ref));
  const titleOf = (id: string | number) => board.tasks.find((task) => task.id === id)?.title ?? '';
  const placeOf = (id: string | number | undefined) => {
    if (id === undefined) return '';
    const status = taskStatuses.find((s) => columnId(s) === id) ?? board.tasks.find((task) => task.id === id)?.status;
    return status ? t(`tasks.columns.${status}`) : '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active: item }) => t('tasks.dnd.picked', { title: titleOf(item.id) }),
    onDragOver: ({ active: item, over }) =>
      over ? t('tasks.dnd.over', { title: titleOf(item.id), column: placeOf(over.id) }) : t('tasks.dnd.outside'),
    onDragEnd: ({ active: item, over }) =>
      over ? t('tasks.dnd.dropped', { title: titleOf(item.id), column: placeOf(over.id) }) : t('tasks.dnd.cancelled'),
    onDragCancel: () => t('tasks.dnd.cancelled'),
  };

  const onDragStart = ({ active: item }: DragStartEvent) =>
    setActive(board.tasks.find((task) => task.id === item.id) ?? null);
  const onDragEnd = ({ active: item, over }: DragEndEvent) => {
    setActive(null);
    if (!over) return;
    const target = dropTarget(board.tasks, String(item.id), String(over.id));
    const current = board.tasks.find((task) => task.id === item.id);
    if (!target || !current) return;
    const index = columnTasks(board.tasks, current.status).findIndex((task) => task.id === current.id);
    if (target.status === current.status && target.position === index) return;
    onMove?.(current.id, target.status, target.position);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActive(null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('tasks.dnd.instructions') } }}
    >
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {taskStatuses.map((status) => (
          <Column
            key={status}
            status={status}
            tasks={columnTasks(board.tasks, status).filter((task) => matchesFilters(task, filters))}
            hiddenCount={columnTasks(board.tasks, status).filter((task) => !matchesFilters(task, filters)).length}
            tool={tool}
            dependenciesOf={dependenciesOf}
            readOnly={readOnly}
            onSubtaskChange={onSubtaskChange}
            onMoveToEnd={(taskId, to) =>
              onMove?.(taskId, to, columnTasks(board.tasks, to).filter((task) => task.id !== taskId).length)
            }
          />
        ))}
      </div>
      <DragOverlay>
        {active ? (
          <ul>
            <TaskCard task={active} tool={tool} dependencies={dependenciesOf(active)} />
          </ul>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}

function Column({
  status,
  tasks,
  hiddenCount,
  tool,
  dependenciesOf,
  readOnly,
  onSubtaskChange,
  onMoveToEnd,
}: {
  status: TaskStatus;
  tasks: TaskDto[];
  hiddenCount: number;
  tool: Platform;
  dependenciesOf: (task: TaskDto) => DependencyView[];
  readOnly: boolean;
  onSubtaskChange?: (subtaskId: string, status: TaskStatus) => void;
  onMoveToEnd: (taskId: string, status: TaskStatus) => void;
}) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: columnId(status) });
  const headingId = `column-${status}`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`column-${status}`}
      className={cn(
        'flex min-h-40 flex-col rounded-2xl border border-border bg-background/40 p-3 transition-colors',
        isOver && 'border-primary/60 bg-primary-strong/5',
      )}
    >
      <h2 id={headingId} className="mb-3 flex items-center justify-between px-1 text-sm font-semibold">
        {t(`tasks.columns.${status}`)}
        <span className="rounded-full bg-surface-raised px-2 py-0.5 text-xs text-muted">{tasks.length}</span>
      </h2>
      <SortableContext id={status} items={tasks.map((task) => task.id)} strategy={verticalListSortingStrategy}>
        <ul ref={setNodeRef} className="flex flex-1 flex-col gap-2">
          {tasks.map((task) => (
            <SortableTaskCard
              key={task.id}
              task={task}
              tool={tool}
              dependencies={dependenciesOf(task)}
              readOnly={readOnly}
              onSubtaskChange={onSubtaskChange}
              onStatusChange={readOnly ? undefined : (to) => onMoveToEnd(task.id, to)}
            />
          ))}
          {tasks.length === 0 ? (
            <li className="rounded-xl border border-dashed border-border px-3 py-6 text-center text-xs text-muted">
              {hiddenCount ? t('tasks.columns.filtered', { count: hiddenCount }) : t('tasks.columns.empty')}
            </li>
          ) : null}
        </ul>
      </SortableContext>
    </section>
  );
}
