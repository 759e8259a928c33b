import { describe, expect, it } from 'vitest';
import { blockersOf, nextTasks, withBlockers, type NextCandidate } from './task-dependencies';

function candidate(ref: string, extra: Partial<NextCandidate> = {}): NextCandidate & { id: string } {
  return { id: ref, ref, projectId: 'p1', status: 'todo', priority: 'medium', order: null, dependsOn: [], ...extra };
}

describe('task dependencies', () => {
  it('names the dependencies not done, and ignores refs the board lacks', () => {
    const board = [
      candidate('T-01', { status: 'done' }),
      candidate('T-02', { status: 'in_progress' }),
      candidate('T-03', { dependsOn: ['T-01', 'T-02', 'T-99', 'T-02'] }),
      candidate('T-04', { status: 'done', dependsOn: ['T-02'] }),
    ];
    expect(blockersOf(board[2]!, board)).toEqual(['T-02']);
    expect(withBlockers(board).map((t) => t.blockedBy)).toEqual([[], [], ['T-02'], []]);
  });

  it('suggests in-progress work first, then by priority and position, never a blocked task', () => {
    const tasks = [
      candidate('T-01', { order: 1, priority: 'low' }),
      candidate('T-02', { order: 2, priority: 'high', dependsOn: ['T-01'] }),
      candidate('T-03', { order: 3, priority: 'high' }),
      candidate('T-04', { order: 1, status: 'in_progress', dependsOn: ['T-01'] }),
      candidate('T-05', { order: 2, status: 'in_progress' }),
      candidate('T-06', { order: 4, status: 'done' }),
    ];
    expect(nextTasks(tasks, 5).map((t) => t.ref)).toEqual(['T-05', 'T-03', 'T-01']);
    expect(nextTasks(tasks, 1).map((t) => t.ref)).toEqual(['T-05']);
  });

  it('lets a task be blocked only by a task of its own project', () => {
    const tasks = [
      candidate('T-01', { projectId: 'p1' }),
      candidate('T-02', { projectId: 'p2', dependsOn: ['T-01'], order: 1 }),
    ];
    expect(nextTasks(tasks, 5).map((t) => t.projectId)).toEqual(['p2', 'p1']);
  });
});
