import {
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  existsSync,
  writeFileSync,
  mkdirSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { KitFilesDto } from '../shared/schemas/projects';
import { readManifest, sha256 } from './kit-manifest';
import { pullKit } from './pull-kit';

const projectId = '11111111-1111-4111-8111-111111111111';
const kit = (prd: string, extra: KitFilesDto['files'] = []): KitFilesDto => ({
  projectName: 'PawWalk',
  files: [
    { path: 'README.md', content: '# The zip’s README\n' },
    { path: 'docs/prd.md', content: prd },
    { path: 'docs/custom/launch.md', content: '# Launch\n' },
    { path: 'prompts/cursor.md', content: 'a prompt\n' },
    { path: 'tasks.md', content: '# Tasks\n' },
    { path: 'tasks.json', content: '{}\n' },
    { path: 'AGENTS.md', content: '# AGENTS.md\n' },
    { path: 'CLAUDE.md', content: '# CLAUDE.md\n' },
    { path: '.cursor/rules/paw-walk.mdc', content: '---\n---\n# Rules\n' },
    ...extra,
  ],
});

describe('pulling a kit into a folder', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'specforge-pull-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
  const pull = (files: KitFilesDto, force = false) =>
    pullKit({
      root,
      kit: files,
      projectId,
      serverUrl: 'http://localhost:3000',
      force,
      now: new Date('2026-11-26T12:00:00Z'),
    });
  const decisions = (report: Awaited<ReturnType<typeof pull>>) =>
    Object.fromEntries(report.files.map((file) => [file.path, file.decision]));

  it('writes the documents, rules and tasks.md, not the prompts, tasks.json or README, and records their hashes', async () => {
    const report = await pull(kit('# PRD v1\n'));
    expect(report.files.map((f) => f.path).sort()).toEqual(
      [
        '.cursor/rules/paw-walk.mdc',
        'AGENTS.md',
        'CLAUDE.md',
        'docs/custom/launch.md',
        'docs/prd.md',
        'tasks.md',
      ].sort(),
    );
    expect(report.files.every((f) => f.decision === 'create')).toBe(true);
    expect(read('docs/prd.md')).toBe('# PRD v1\n');
    expect(existsSync(path.join(root, 'prompts'))).toBe(false);
    expect(existsSync(path.join(root, 'tasks.json'))).toBe(false);
    expect(existsSync(path.join(root, 'README.md'))).toBe(false);
    const manifest = await readManifest(root);
    expect(manifest).toMatchObject({ projectId, projectName: 'PawWalk', serverUrl: 'http://localhost:3000' });
    expect(manifest!.files['docs/prd.md']).toEqual({ sha256: sha256('# PRD v1\n') });
    expect(read('.specforge/.gitignore')).toContain('incoming/');
    expect(read('.specforge/.gitignore')).toContain('started.json');
  });

  it('updates what it wrote, keeps what someone changed with the kit’s version beside it, and reports the rest unchanged', async () => {
    await pull(kit('# PRD v1\n'));
    writeFileSync(path.join(root, 'docs/prd.md'), '# PRD v1\n\nMy own notes.\n');
    writeFileSync(path.join(root, 'AGENTS.md'), '# AGENTS.md, mine\n');

    const second = await pull({
      ...kit('# PRD v2\n'),
      files: kit('# PRD v2\n').files.map((f) => (f.path === 'tasks.md' ? { ...f, content: '# Tasks v2\n' } : f)),
    });
    expect(decisions(second)).toMatchObject({
      'docs/prd.md': 'keep',
      'AGENTS.md': 'keep',
      'tasks.md': 'update',
      'CLAUDE.md': 'unchanged',
    });
    expect(second.files.find((f) => f.path === 'docs/prd.md')!.incomingPath).toBe('.specforge/incoming/docs/prd.md');
    expect(read('docs/prd.md')).toBe('# PRD v1\n\nMy own notes.\n');
    expect(read('.specforge/incoming/docs/prd.md')).toBe('# PRD v2\n');
    expect(read('tasks.md')).toBe('# Tasks v2\n');
    // The manifest still holds what the CLI wrote, so the edit stays protected on the next pull.
    expect((await readManifest(root))!.files['docs/prd.md']).toEqual({ sha256: sha256('# PRD v1\n') });
    expect(decisions(await pull(kit('# PRD v2\n')))['docs/prd.md']).toBe('keep');

    const forced = await pull(kit('# PRD v2\n'), true);
    expect(decisions(forced)).toMatchObject({ 'docs/prd.md': 'overwrite', 'AGENTS.md': 'overwrite' });
    expect(read('docs/prd.md')).toBe('# PRD v2\n');
    expect(existsSync(path.join(root, '.specforge/incoming/docs/prd.md'))).toBe(false);
    expect((await readManifest(root))!.files['docs/prd.md']).toEqual({ sha256: sha256('# PRD v2\n') });
  });

  it('keeps a file that was in the repository before the kit', async () => {
    writeFileSync(path.join(root, 'CLAUDE.md'), '# The team’s own CLAUDE.md\n');
    const report = await pull(kit('# PRD\n'));
    expect(decisions(report)['CLAUDE.md']).toBe('keep');
    expect(read('CLAUDE.md')).toBe('# The team’s own CLAUDE.md\n');
    expect(read('.specforge/incoming/CLAUDE.md')).toBe('# CLAUDE.md\n');
    expect((await readManifest(root))!.files['CLAUDE.md']).toBeUndefined();
  });

  it('rejects paths that would leave the folder, and does not write through a symbolic link', async () => {
    const outside = mkdtempSync(path.join(tmpdir(), 'specforge-outside-'));
    try {
      symlinkSync(outside, path.join(root, 'docs'));
      const report = await pull(
        kit('# PRD\n', [
          { path: '../escape.md', content: 'x' },
          { path: '/tmp/abs.md', content: 'x' },
        ]),
      );
      expect(report.rejected.map((r) => r.path).sort()).toEqual(
        ['../escape.md', '/tmp/abs.md', 'docs/custom/launch.md', 'docs/prd.md'].sort(),
      );
      expect(existsSync(path.join(outside, 'prd.md'))).toBe(false);
      expect(existsSync(path.join(root, '..', 'escape.md'))).toBe(false);
      expect(read('AGENTS.md')).toBe('# AGENTS.md\n');
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  describe('with links planted in the repository', () => {
    let outside: string;
    beforeEach(() => {
      outside = mkdtempSync(path.join(tmpdir(), 'specforge-outside-'));
    });
    afterEach(() => rmSync(outside, { recursive: true, force: true }));

    const nothingPulled = () => {
      expect(readdirSync(outside)).toEqual([]);
      expect(existsSync(path.join(root, 'AGENTS.md'))).toBe(false);
      expect(existsSync(path.join(root, 'docs'))).toBe(false);
    };

    it('refuses a .specforge that is a link, and writes nothing there or anywhere', async () => {
      symlinkSync(outside, path.join(root, '.specforge'));
      await expect(pull(kit('# PRD\n'))).rejects.toThrow(/^Nothing was pulled: \.specforge is a symbolic link/);
      nothingPulled();
    });

    it('refuses a dangling .specforge/kit.json link, and creates nothing where it points', async () => {
      mkdirSync(path.join(root, '.specforge'));
      symlinkSync(path.join(outside, 'kit.json'), path.join(root, '.specforge/kit.json'));
      await expect(pull(kit('# PRD\n'))).rejects.toThrow(/\.specforge\/kit\.json is a symbolic link/);
      nothingPulled();
    });

    it('refuses a .specforge/.gitignore that is a link', async () => {
      mkdirSync(path.join(root, '.specforge'));
      symlinkSync(path.join(outside, 'ignored'), path.join(root, '.specforge/.gitignore'));
      await expect(pull(kit('# PRD\n'))).rejects.toThrow(/\.specforge\/\.gitignore is a symbolic link/);
      nothingPulled();
    });

    it('skips a kit file whose folder is a link before creating any folder there, and writes the others', async () => {
      symlinkSync(outside, path.join(root, 'docs'));
      const report = await pull(kit('# PRD\n'));
      expect(report.rejected).toEqual([
        { path: 'docs/prd.md', reason: 'docs is a symbolic link' },
        { path: 'docs/custom/launch.md', reason: 'docs is a symbolic link' },
      ]);
      // The old check created docs/custom (that is, outside/custom) before looking where it led.
      expect(readdirSync(outside)).toEqual([]);
      expect(read('AGENTS.md')).toBe('# AGENTS.md\n');
      expect(Object.keys((await readManifest(root))!.files)).not.toContain('docs/prd.md');
    });

    it('refuses a linked .specforge/incoming, where the kit’s versions of kept files would go', async () => {
      writeFileSync(path.join(root, 'CLAUDE.md'), '# The team’s own\n');
      mkdirSync(path.join(root, '.specforge'));
      symlinkSync(outside, path.join(root, '.specforge/incoming'));
      await expect(pull(kit('# PRD\n'))).rejects.toThrow(/\.specforge\/incoming is a symbolic link/);
      nothingPulled();
      expect(read('CLAUDE.md')).toBe('# The team’s own\n');
    });

    it('skips a kept file whose folder under .specforge/incoming is a link', async () => {
      writeFileSync(path.join(root, 'AGENTS.md'), '# The team’s own\n');
      mkdirSync(path.join(root, '.specforge/incoming/.cursor'), { recursive: true });
      symlinkSync(outside, path.join(root, '.specforge/incoming/.cursor/rules'));
      mkdirSync(path.join(root, '.cursor/rules'), { recursive: true });
      writeFileSync(path.join(root, '.cursor/rules/paw-walk.mdc'), 'our rules\n');
      const report = await pull(kit('# PRD\n'));
      expect(report.rejected).toEqual([
        { path: '.cursor/rules/paw-walk.mdc', reason: '.specforge/incoming/.cursor/rules is a symbolic link' },
      ]);
      expect(readdirSync(outside)).toEqual([]);
      expect(read('.specforge/incoming/AGENTS.md')).toBe('# AGENTS.md\n');
    });
  });

  it('names no file with a control character: the entry is skipped and the rest written', async () => {
    const report = await pull(
      kit('# PRD\n', [
        { path: 'docs/\u001b]0;pwned\u0007.md', content: 'x' },
        { path: 'docs/\u009b31m.md', content: 'x' },
        { path: 'docs/line\nbreak.md', content: 'x' },
      ]),
    );
    expect(report.rejected.map((r) => r.reason)).toEqual(Array(3).fill('control character in the name'));
    expect(readdirSync(path.join(root, 'docs')).sort()).toEqual(['custom', 'prd.md']);
  });

  it('refuses to work from a damaged manifest rather than overwrite files it cannot vouch for', async () => {
    mkdirSync(path.join(root, '.specforge'));
    writeFileSync(path.join(root, '.specforge/kit.json'), '{ not json');
    await expect(pull(kit('# PRD\n'))).rejects.toThrow(/damaged/);
  });
});
