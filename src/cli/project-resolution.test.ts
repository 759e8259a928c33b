import { describe, expect, it } from 'vitest';
import { resolveProject } from './project-resolution';

const projects = [
  { id: '11111111-1111-4111-8111-111111111111', name: 'PawWalk' },
  { id: '22222222-2222-4222-8222-222222222222', name: 'PawWalk Pro' },
  { id: '33333333-3333-4333-8333-333333333333', name: 'Notes' },
];

describe('naming a project on the command line', () => {
  it('finds it by id, by its whole name in any case, or by a prefix only it has', () => {
    expect(resolveProject(projects, projects[2]!.id).name).toBe('Notes');
    expect(resolveProject(projects, 'pawwalk').name).toBe('PawWalk');
    expect(resolveProject(projects, 'pawwalk p').name).toBe('PawWalk Pro');
    expect(resolveProject(projects, 'no').name).toBe('Notes');
  });

  it('refuses a prefix several names share (usage, 2) and a name nobody has (not found, 4)', () => {
    expect(() => resolveProject(projects, 'paw')).toThrow(expect.objectContaining({ exitCode: 2, code: 'AMBIGUOUS' }));
    expect(() => resolveProject(projects, 'Budget')).toThrow(
      expect.objectContaining({ exitCode: 4, code: 'NOT_FOUND' }),
    );
  });
});
