import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultBackupFile, formatSize, readBackupFormat, tightenBackupFolder, writeBackupFile } from './backup-files';

const folder = mkdtempSync(path.join(tmpdir(), 'specforge-backup-files-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('backup files', () => {
  it('are named after the database kind and the UTC time, with the extension of their format', () => {
    const at = new Date('2026-11-26T03:04:05.678Z');
    expect(defaultBackupFile('postgres', at)).toBe(path.join('backups', 'specforge-postgres-2026-11-26T03-04-05Z.dump'));
    expect(defaultBackupFile('pglite', at)).toBe(path.join('backups', 'specforge-pglite-2026-11-26T03-04-05Z.tar.gz'));
  });

  it('are told apart by their first bytes', () => {
    const write = (name: string, bytes: Buffer) => {
      writeFileSync(path.join(folder, name), bytes);
      return readBackupFormat(path.join(folder, name));
    };
    expect(write('a.dump', Buffer.from('PGDMP\x01\x0e\x00'))).toBe('postgres-custom');
    expect(write('b.tar.gz', Buffer.from([0x1f, 0x8b, 0x08, 0x00]))).toBe('pglite-gzip');
    expect(write('c.txt', Buffer.from('hello'))).toBe('unknown');
    expect(write('d.empty', Buffer.alloc(0))).toBe('unknown');
    expect(() => readBackupFormat(path.join(folder, 'missing'))).toThrow(`No backup at ${path.join(folder, 'missing')}.`);
    expect(() => readBackupFormat(folder)).toThrow('is not a file');
  });

  it('are written whole under their name, in a folder made for them, and never overwritten', () => {
    const file = path.join(folder, 'nested', 'one.tar.gz');
    expect(writeBackupFile(file, new Uint8Array([1, 2, 3]))).toBe(3);
    expect(readdirSync(path.dirname(file))).toEqual(['one.tar.gz']);
    expect(() => writeBackupFile(file, new Uint8Array([4]))).toThrow('already exists');
    expect(existsSync(`${file}.partial-${process.pid}`)).toBe(false);
  });

  it('are readable by their owner only, in folders made for them that only their owner can enter', () => {
    const file = path.join(folder, 'private', 'deeper', 'two.tar.gz');
    writeBackupFile(file, new Uint8Array([1]));
    const mode = (target: string) => statSync(target).mode & 0o777;
    expect(mode(file)).toBe(0o600);
    expect(mode(path.dirname(file))).toBe(0o700);
    expect(mode(path.join(folder, 'private'))).toBe(0o700);
    // A folder that was there is someone's choice, except the default backups/ folder, which is ours.
    const old = path.join(folder, 'backups');
    mkdirSync(old);
    chmodSync(old, 0o755);
    tightenBackupFolder(old);
    expect(mode(old)).toBe(0o700);
    tightenBackupFolder(path.join(folder, 'never-made'));
    expect(existsSync(path.join(folder, 'never-made'))).toBe(false);
  });

  it('have their size printed in decimal units', () => {
    expect(formatSize(0)).toBe('0 B');
    expect(formatSize(999)).toBe('999 B');
    expect(formatSize(97_300)).toBe('97.3 kB');
    expect(formatSize(5_012_345)).toBe('5.0 MB');
    expect(formatSize(2_500_000_000)).toBe('2.5 GB');
  });
});
