import { describe, expect, it } from 'vitest';
import { isAppPath, paths } from './paths';

describe('isAppPath', () => {
  it('knows every route of the app', () => {
    for (const path of ['/', '/contact', '/offer', '/offer/Ann', '/auth/login', '/dashboard', '/dashboard/projects/abc', '/dashboard/tasks-dashboard/p1/']) {
      expect(isAppPath(path), path).toBe(true);
    }
  });

  it('rejects everything else', () => {
    for (const path of ['/offerx', '/offer/a/b', '/dashboard/projects/a/b', '/auth', '/nope', '/dashboard/credit']) {
      expect(isAppPath(path), path).toBe(false);
    }
  });

  it('builds hrefs that match their own patterns', () => {
    expect(isAppPath(paths.project.href('42'))).toBe(true);
    expect(paths.offer.href('Ann Lee')).toBe('/offer/Ann%20Lee');
  });
});
