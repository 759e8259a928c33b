import { describe, expect, it } from 'vitest';
import type { TaskStatus } from '../shared/schemas/tasks';
import { CliError } from './exit-codes';
import { resolveTask, tasksUnblockedBy } from './task-resolution';

const task = (ref: string, status: TaskStatus = 'todo', dependsOn: string[] = []) => ({
  id: `00000000-0000-4000-8000-0000000000${ref.slice(2)}`,
  ref,
  title: `Task ${ref}`,
  status,
  dependsOn,
});

describe('naming a task on the command line', () => {
  const board = [task('T-01'), task('T-02'), task('T-10')];

  it('finds it by ref, in any case and with or without zero padding', () => {
    expect(resolveTask(board, 'T-02').ref).toBe('T-02');
    expect(resolveTask(board, 't-02').ref).toBe('T-02');
    expect(resolveTask(board, 'T-2').ref).toBe('T-02');
    expect(resolveTask(board, ' t-010 ').ref).toBe('T-10');
  });

  it('finds it by id', () => {
    expect(resolveTask(board, board[2]!.id.toUpperCase()).ref).toBe('T-10');
  });

  it('fails with exit code 4 for a task the board lacks', () => {
    expect(() => resolveTask(board, 'T-3')).toThrow(CliError);
    expect(() => resolveTask(board, 'T-3')).toThrow(expect.objectContaining({ exitCode: 4 }));
  });
});

describe('the tasks a finished task unblocks', () => {
  it('lists those that waited only for it, not those still waiting for another or done', () => {
    const board = [
      task('T-01', 'in_progress'),
      task('T-02', 'todo', ['T-01']),
      task('T-03', 'todo', ['T-01', 'T-02']),
      task('T-04', 'done', ['T-01']),
      task('T-05', 'todo', ['T-01', 'T-06']),
      task('T-06', 'done'),
      task('T-07', 'todo'),
    ];
    expect(tasksUnblockedBy(board, board[0]!.id).map((t) => t.ref)).toEqual(['T-02', 'T-05']);
  });

  it('lists nothing when the task blocked nobody', () => {
    const board = [task('T-01'), task('T-02', 'todo', ['T-03']), task('T-03')];
    expect(tasksUnblockedBy(board, board[0]!.id)).toEqual([]);
  });
});
