import { describe, expect, it } from 'vitest';
import type { TaskDto, TasksDto } from '../../../shared/schemas/tasks';
import { columnTasks, dropTarget, matchesFilters, moveTask, progressOf, setSubtaskStatus, columnId } from './board';

let n = 0;
function task(status: TaskDto['status'], order: number, extra: Partial<TaskDto> = {}): TaskDto {
  n += 1;
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    id,
    projectId: '10000000-0000-4000-8000-000000000000',
    ref: `T-${n}`,
    title: `Task ${n}`,
    description: '',
    priority: 'medium',
    status,
    order,
    estimate: 2,
    acceptanceCriteria: [],
    featureIds: [],
    dependsOn: [],
    blockedBy: [],
    testStrategy: '',
    subtasks: [],
    startedAt: null,
    evidence: null,
    ...extra,
    criteria: [],
  };
}

const titles = (board: TasksDto, status: TaskDto['status']) =>
  columnTasks(board.tasks, status).map((t) => `${t.title}@${t.order}`);

describe('the task board', () => {
  const a = task('todo', 1);
  const b = task('todo', 2);
  const c = task('todo', 3);
  const d = task('done', 1);
  const board: TasksDto = { features: [], tasks: [c, a, d, b] };

  it('orders a column by order', () => {
    expect(columnTasks(board.tasks, 'todo').map((t) => t.id)).toEqual([a.id, b.id, c.id]);
  });

  it('moves a card to another column and renumbers both columns', () => {
    const moved = moveTask(board, b.id, 'done', 0);
    expect(titles(moved, 'todo')).toEqual([`${a.title}@1`, `${c.title}@2`]);
    expect(titles(moved, 'done')).toEqual([`${b.title}@1`, `${d.title}@2`]);
  });

  it('drops a done card’s evidence when it leaves Done, and keeps it when it moves within Done', () => {
    const evidence: TaskDto['evidence'] = { state: 'verified', commits: [], files: [], criteria: [], recordedAt: null };
    const withEvidence: TasksDto = { ...board, tasks: board.tasks.map((t) => (t.id === d.id ? { ...t, evidence } : t)) };
    const find = (b2: TasksDto) => b2.tasks.find((t) => t.id === d.id)!;
    expect(find(moveTask(withEvidence, d.id, 'done', 0)).evidence).toEqual(evidence);
    expect(find(moveTask(withEvidence, d.id, 'todo', 0)).evidence).toBeNull();
  });

  it('reorders within a column, clamping the position', () => {
    expect(titles(moveTask(board, a.id, 'todo', 2), 'todo')).toEqual([`${b.title}@1`, `${c.title}@2`, `${a.title}@3`]);
    expect(titles(moveTask(board, c.id, 'todo', -4), 'todo')[0]).toBe(`${c.title}@1`);
    expect(titles(moveTask(board, a.id, 'in_progress', 99), 'in_progress')).toEqual([`${a.title}@1`]);
  });

  it('blocks and unblocks what depends on the moved card, as the server will', () => {
    const base = task('todo', 1);
    const onTop = task('todo', 2, { dependsOn: [base.ref!], blockedBy: [base.ref!] });
    const start: TasksDto = { features: [], tasks: [base, onTop] };
    const finished = moveTask(start, base.id, 'done', 0);
    expect(finished.tasks.find((t) => t.id === onTop.id)!.blockedBy).toEqual([]);
    const reopened = moveTask(finished, base.id, 'in_progress', 0);
    expect(reopened.tasks.find((t) => t.id === onTop.id)!.blockedBy).toEqual([base.ref]);
  });

  it('drops on a card (its place) or on a column (its end)', () => {
    expect(dropTarget(board.tasks, a.id, c.id)).toEqual({ status: 'todo', position: 2 });
    expect(dropTarget(board.tasks, c.id, a.id)).toEqual({ status: 'todo', position: 0 });
    expect(dropTarget(board.tasks, a.id, d.id)).toEqual({ status: 'done', position: 0 });
    expect(dropTarget(board.tasks, a.id, columnId('done'))).toEqual({ status: 'done', position: 1 });
    expect(dropTarget(board.tasks, a.id, columnId('todo'))).toEqual({ status: 'todo', position: 2 });
    expect(dropTarget(board.tasks, a.id, 'nowhere')).toBeNull();
  });

  it('filters by priority and feature', () => {
    const high = task('todo', 4, { priority: 'high', featureIds: ['FEAT-002'] });
    expect(matchesFilters(high, { priority: 'high', feature: 'all' })).toBe(true);
    expect(matchesFilters(high, { priority: 'low', feature: 'all' })).toBe(false);
    expect(matchesFilters(high, { priority: 'all', feature: 'FEAT-002' })).toBe(true);
    expect(matchesFilters(high, { priority: 'all', feature: 'FEAT-003' })).toBe(false);
  });

  it('ticks a subtask and counts progress', () => {
    const parent = task('in_progress', 1, {
      subtasks: [{ id: '20000000-0000-4000-8000-000000000001', title: 'x', status: 'todo', estimate: 1, order: 1 }],
    });
    const ticked = setSubtaskStatus({ features: [], tasks: [parent] }, '20000000-0000-4000-8000-000000000001', 'done');
    expect(ticked.tasks[0]!.subtasks[0]!.status).toBe('done');
    expect(progressOf(board.tasks)).toEqual({ done: 1, total: 4, percent: 25 });
    expect(progressOf([])).toEqual({ done: 0, total: 0, percent: 0 });
  });
});
