import { describe, expect, it } from 'vitest';
import { decideKitFile } from './kit-file-decision';

describe('what pull does with one file of the kit', () => {
  const kit = 'hash-of-the-kit';
  const ours = 'hash-the-cli-wrote';
  const theirs = 'hash-of-an-edit';

  it('writes a file that is not on disk, even one it wrote before and someone deleted', () => {
    expect(decideKitFile({ incoming: kit, onDisk: null, lastWritten: undefined, force: false })).toBe('create');
    expect(decideKitFile({ incoming: kit, onDisk: null, lastWritten: ours, force: false })).toBe('create');
  });

  it('reports a file already holding the kit’s content as unchanged, whoever wrote it', () => {
    expect(decideKitFile({ incoming: kit, onDisk: kit, lastWritten: kit, force: false })).toBe('unchanged');
    expect(decideKitFile({ incoming: kit, onDisk: kit, lastWritten: undefined, force: true })).toBe('unchanged');
  });

  it('updates a file still as the CLI last wrote it', () => {
    expect(decideKitFile({ incoming: kit, onDisk: ours, lastWritten: ours, force: false })).toBe('update');
  });

  it('keeps a file someone edited, and one that was there before the kit', () => {
    expect(decideKitFile({ incoming: kit, onDisk: theirs, lastWritten: ours, force: false })).toBe('keep');
    expect(decideKitFile({ incoming: kit, onDisk: theirs, lastWritten: undefined, force: false })).toBe('keep');
  });

  it('overwrites both with --force', () => {
    expect(decideKitFile({ incoming: kit, onDisk: theirs, lastWritten: ours, force: true })).toBe('overwrite');
    expect(decideKitFile({ incoming: kit, onDisk: theirs, lastWritten: undefined, force: true })).toBe('overwrite');
  });
});
