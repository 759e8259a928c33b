import { describe, expect, it } from 'vitest';
import { projectCan } from './access';
import { memberAccess, ownerAccess } from './testing';

describe('what the project page lets the reader do', () => {
  it('follows the project’s own list of actions, not the reader’s plan', () => {
    const viewer = projectCan({ access: memberAccess('viewer') });
    expect(viewer('project.read')).toBe(true);
    expect(viewer('project.export')).toBe(true);
    expect(viewer('tasks.read')).toBe(true);
    for (const action of ['documents.edit', 'documents.regenerate', 'documents.create', 'questions.ask', 'tasks.edit', 'project.manage'] as const)
      expect(viewer(action), action).toBe(false);

    const editor = projectCan({ access: memberAccess('editor') });
    for (const action of ['documents.edit', 'documents.regenerate', 'documents.create', 'questions.ask', 'tasks.edit'] as const)
      expect(editor(action), action).toBe(true);
    expect(editor('project.manage')).toBe(false);
  });

  it('leaves a team whose owner left Growth readable, and nothing more', () => {
    const stranded = projectCan({
      access: memberAccess('editor', 'Olga', { subscriptionPlan: 'FOUNDER', availableCredits: 0, ownsKits: true }),
    });
    expect(stranded('project.read')).toBe(true);
    expect(stranded('project.export')).toBe(true);
    expect(stranded('documents.edit')).toBe(false);
    expect(stranded('tasks.edit')).toBe(false);
  });

  it('gives an owner what its plan includes, and allows nothing before the project is loaded', () => {
    const neverPaid = projectCan({ access: ownerAccess({ subscriptionPlan: 'FREE', availableCredits: 0, ownsKits: false }) });
    expect(neverPaid('project.read')).toBe(true);
    expect(neverPaid('project.manage')).toBe(true);
    expect(neverPaid('project.export')).toBe(false);
    expect(projectCan({ access: ownerAccess() })('documents.edit')).toBe(true);
    expect(projectCan(undefined)('project.read')).toBe(false);
  });
});
