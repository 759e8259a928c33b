import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UnsafePathError, readRepositoryFile, removeRepositoryFile, writeRepositoryFile } from './repository-files';

describe('reading and writing files in a repository without following a link', () => {
  let root: string;
  let outside: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'specforge-repo-'));
    outside = mkdtempSync(path.join(tmpdir(), 'specforge-outside-'));
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
  });

  const refusal = (relativePath: string, reason: RegExp) =>
    expect.objectContaining({ name: 'CliError', relativePath, reason: expect.stringMatching(reason) as unknown });

  it('creates the missing folders, writes the file whole and leaves no temporary file behind', async () => {
    await writeRepositoryFile(root, 'docs/custom/launch.md', '# Launch\n');
    await writeRepositoryFile(root, 'docs/custom/launch.md', '# Launch v2\n');
    expect(readFileSync(path.join(root, 'docs/custom/launch.md'), 'utf8')).toBe('# Launch v2\n');
    expect(readdirSync(path.join(root, 'docs/custom'))).toEqual(['launch.md']);
    expect((await readRepositoryFile(root, 'docs/custom/launch.md'))?.toString()).toBe('# Launch v2\n');
    expect(await readRepositoryFile(root, 'docs/none.md')).toBeNull();
    expect(await readRepositoryFile(root, 'nowhere/none.md')).toBeNull();
  });

  it('keeps a file already there when asked to', async () => {
    writeFileSync(path.join(root, '.gitignore'), 'mine\n');
    await writeRepositoryFile(root, '.gitignore', 'theirs\n', { keepExisting: true });
    expect(readFileSync(path.join(root, '.gitignore'), 'utf8')).toBe('mine\n');
  });

  it('creates no folder beyond a link: each folder on the way is checked before anything is created in it', async () => {
    symlinkSync(outside, path.join(root, 'docs'));
    const write = writeRepositoryFile(root, 'docs/custom/launch.md', 'x');
    await expect(write).rejects.toBeInstanceOf(UnsafePathError);
    await expect(write).rejects.toEqual(refusal('docs', /symbolic link/));
    expect(readdirSync(outside)).toEqual([]);
  });

  it('refuses a link at the file’s own name, dangling or not, and writes nothing where it points', async () => {
    mkdirSync(path.join(root, '.specforge'));
    symlinkSync(path.join(outside, 'planted.json'), path.join(root, '.specforge/kit.json'));
    await expect(readRepositoryFile(root, '.specforge/kit.json')).rejects.toEqual(
      refusal('.specforge/kit.json', /symbolic link/),
    );
    await expect(writeRepositoryFile(root, '.specforge/kit.json', '{}')).rejects.toEqual(
      refusal('.specforge/kit.json', /symbolic link/),
    );
    expect(existsSync(path.join(outside, 'planted.json'))).toBe(false);

    writeFileSync(path.join(outside, 'real.md'), 'outside\n');
    symlinkSync(path.join(outside, 'real.md'), path.join(root, 'AGENTS.md'));
    await expect(writeRepositoryFile(root, 'AGENTS.md', 'x')).rejects.toEqual(refusal('AGENTS.md', /symbolic link/));
    expect(readFileSync(path.join(outside, 'real.md'), 'utf8')).toBe('outside\n');
    expect(lstatSync(path.join(root, 'AGENTS.md')).isSymbolicLink()).toBe(true);
  });

  it('refuses a folder where a file goes and a file where a folder goes', async () => {
    mkdirSync(path.join(root, 'AGENTS.md'));
    writeFileSync(path.join(root, 'docs'), 'a file\n');
    await expect(writeRepositoryFile(root, 'AGENTS.md', 'x')).rejects.toEqual(refusal('AGENTS.md', /not a file/));
    await expect(writeRepositoryFile(root, 'docs/prd.md', 'x')).rejects.toEqual(refusal('docs', /not a folder/));
    await expect(readRepositoryFile(root, 'AGENTS.md')).rejects.toEqual(refusal('AGENTS.md', /not a file/));
  });

  it('removes a link itself, never what it points at, and nothing beyond a linked folder', async () => {
    writeFileSync(path.join(outside, 'precious.md'), 'keep me\n');
    mkdirSync(path.join(root, 'incoming'));
    symlinkSync(path.join(outside, 'precious.md'), path.join(root, 'incoming/prd.md'));
    await removeRepositoryFile(root, 'incoming/prd.md');
    expect(existsSync(path.join(root, 'incoming/prd.md'))).toBe(false);

    symlinkSync(outside, path.join(root, 'linked'));
    await expect(removeRepositoryFile(root, 'linked/precious.md')).rejects.toEqual(refusal('linked', /symbolic link/));
    expect(readFileSync(path.join(outside, 'precious.md'), 'utf8')).toBe('keep me\n');
    await removeRepositoryFile(root, 'missing/prd.md');
  });

  it('takes only plain relative paths', async () => {
    for (const bad of ['../x.md', '/etc/x', 'a//b.md', './a.md', 'a\\..\\b.md']) {
      await expect(writeRepositoryFile(root, bad, 'x'), bad).rejects.toBeInstanceOf(UnsafePathError);
    }
  });
});
