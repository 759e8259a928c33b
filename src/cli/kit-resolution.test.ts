import { describe, expect, it } from 'vitest';
import type { TaskStatus } from '../shared/schemas/tasks';
import { resolveProject, resolveTask, tasksUnblockedBy } from './kit-resolution';

const projects = [
  { id: '0b6f4f5e-4c1a-4d7e-9b0a-2f1d3c4b5a61', name: 'PawWalk' },
  { id: '1c7a5b6f-5d2b-4e8f-8c1b-3a2e4d5c6b72', name: 'PawWalk Pro' },
  { id: '2d8b6c7a-6e3c-4f9a-9d2c-4b3f5e6d7c83', name: 'Recipe Box' },
];

describe('resolveProject', () => {
  it('finds a project by id, by its whole name in any case, or by the start of one name', () => {
    expect(resolveProject(projects, projects[2]!.id.toUpperCase()).name).toBe('Recipe Box');
    expect(resolveProject(projects, 'pawwalk').name).toBe('PawWalk');
    expect(resolveProject(projects, 'pawwalk p').name).toBe('PawWalk Pro');
    expect(resolveProject(projects, ' rec ').name).toBe('Recipe Box');
  });

  it('asks for the id when the start of a name fits several, and lists the projects when nothing fits', () => {
    expect(() => resolveProject(projects, 'paw')).toThrow(
      `"paw" matches several projects; pass the id: PawWalk (${projects[0]!.id}), PawWalk Pro`,
    );
    expect(() => resolveProject(projects, 'Garden')).toThrow(/^No project "Garden"\. Projects: PawWalk \(/);
    expect(() => resolveProject(projects, '')).toThrow(/^No project ""/);
    expect(() => resolveProject([], 'PawWalk')).toThrow('You have no projects yet.');
  });

  it('exits with usage (2) for a name several projects share and not found (4) for one nobody has', () => {
    expect(() => resolveProject(projects, 'paw')).toThrow(expect.objectContaining({ exitCode: 2, code: 'AMBIGUOUS' }));
    expect(() => resolveProject(projects, 'Budget')).toThrow(
      expect.objectContaining({ exitCode: 4, code: 'NOT_FOUND' }),
    );
  });
});

describe('resolveTask', () => {
  const tasks = [
    { id: 'a1d2c3b4-0000-4000-8000-000000000001', ref: 'T-10', title: 'Ship' },
    { id: 'a1d2c3b4-0000-4000-8000-000000000002', ref: 'T-03', title: 'Build the API' },
    { id: 'a1d2c3b4-0000-4000-8000-000000000003', ref: null, title: 'Added by hand' },
  ];

  it('finds a task by id or by its ref however it is written', () => {
    for (const wanted of ['T-03', 't-03', 'T-3', 't3', '3', '03'])
      expect(resolveTask(tasks, wanted).title).toBe('Build the API');
    expect(resolveTask(tasks, tasks[2]!.id).title).toBe('Added by hand');
  });

  it('names the refs the board has when none fits', () => {
    expect(() => resolveTask(tasks, 'T-04')).toThrow('No task "T-04" on this board. Refs run T-03…T-10.');
  });
});

const task = (ref: string, status: TaskStatus = 'todo', dependsOn: string[] = []) => ({
  id: `00000000-0000-4000-8000-0000000000${ref.slice(2)}`,
  ref,
  title: `Task ${ref}`,
  status,
  dependsOn,
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
