import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUpdateNotice } from './update-notice';

describe('the note that the server runs a newer version', () => {
  afterEach(() => vi.restoreAllMocks());

  function heard(ownVersion: string, serverVersions: string[]) {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const hear = createUpdateNotice(ownVersion);
    for (const version of serverVersions) hear('https://specforge.example/some/path', version);
    const notes = stderr.mock.calls.map(([text]) => String(text));
    const printed = stdout.mock.calls.length;
    vi.restoreAllMocks();
    return { notes, printed };
  }

  it('is said once, on stderr, naming both versions and the server’s own CLI', () => {
    const { notes, printed } = heard('0.1.0', ['0.2.0', '0.2.0', '0.3.0']);
    expect(notes).toEqual([
      'Note: https://specforge.example runs Specforge 0.2.0; this CLI is 0.1.0. Use the server’s: npx --yes https://specforge.example/cli/specforge.tgz <command>\n',
    ]);
    expect(printed).toBe(0);
  });

  it('is not said for the same, an older, or a version that is not semver', () => {
    expect(heard('0.2.0', ['0.2.0', '0.1.9', '1.0.0-rc.1.x.', 'main']).notes).toEqual([]);
    expect(heard('0.2.0', ['0.2.0-rc.1']).notes).toEqual([]);
  });
});
