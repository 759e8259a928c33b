import { describe, expect, it } from 'vitest';
import { isPulledPath, unsafePathReason } from './kit-paths';

describe('the paths pull accepts from the server', () => {
  it('accepts plain relative paths', () => {
    for (const path of [
      'docs/prd.md',
      'docs/custom/launch-plan.md',
      '.cursor/rules/paw-walk.mdc',
      'AGENTS.md',
      'a/b/c.txt',
    ]) {
      expect(unsafePathReason(path), path).toBeNull();
    }
  });

  it('refuses anything that could land outside the folder or in git’s or its own', () => {
    for (const path of [
      '',
      '/etc/passwd',
      'C:/Windows/x.md',
      '../outside.md',
      'docs/../../outside.md',
      'docs/./prd.md',
      'docs//prd.md',
      'docs\\..\\x.md',
      '.git/hooks/pre-commit',
      '.GIT/config',
      '.specforge/kit.json',
      'docs/prd.md\0.txt',
      'docs/\u001b]0;title\u0007.md',
      'docs/\u009b31m.md',
      'docs/two\nlines.md',
    ]) {
      expect(unsafePathReason(path), JSON.stringify(path)).not.toBeNull();
    }
  });

  it('pulls the documents, the rules files and tasks.md, not the prompts, tasks.json or the README', () => {
    const pulled = [
      'docs/prd.md',
      'docs/custom/launch-plan.md',
      'AGENTS.md',
      'CLAUDE.md',
      '.cursor/rules/paw-walk.mdc',
      'tasks.md',
    ];
    const skipped = [
      'prompts/cursor.md',
      'tasks.json',
      'README.md',
      '.github/copilot-instructions.md',
      'docs/custom/deeper/x.md',
      'docs/prd.txt',
    ];
    expect(pulled.filter(isPulledPath)).toEqual(pulled);
    expect(skipped.filter(isPulledPath)).toEqual([]);
  });
});
