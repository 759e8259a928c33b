import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectionFrom, DEFAULT_SERVER_URL, readSavedConfig, writeSavedConfig } from './config';

describe('the CLI’s saved config', () => {
  let dir: string;
  beforeEach(() => {
    dir = path.join(mkdtempSync(path.join(tmpdir(), 'specforge-config-')), 'specforge');
  });
  afterEach(() => rmSync(path.dirname(dir), { recursive: true, force: true }));

  it('is written readable by its owner only, in a private folder', async () => {
    const env = { SPECFORGE_CONFIG_DIR: dir };
    const file = await writeSavedConfig({ url: 'http://localhost:3000', token: 'sf_secret' }, env);
    expect(file).toBe(path.join(dir, 'config.json'));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(await readSavedConfig(env)).toEqual({ url: 'http://localhost:3000', token: 'sf_secret' });
  });

  it('gives way to SPECFORGE_URL and SPECFORGE_TOKEN, and defaults to the local server', () => {
    const saved = { url: 'https://saved.example', token: 'sf_saved' };
    expect(connectionFrom(saved, {})).toEqual({ url: 'https://saved.example', token: 'sf_saved' });
    expect(connectionFrom(saved, { SPECFORGE_URL: 'https://env.example', SPECFORGE_TOKEN: 'sf_env' })).toEqual({
      url: 'https://env.example',
      token: 'sf_env',
    });
    expect(connectionFrom({}, {})).toEqual({ url: DEFAULT_SERVER_URL, token: undefined });
  });
});
