import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { criteriaTests } from './repository-tests';

function repository(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'specforge-tests-'));
  execFileSync('git', ['init', '-q'], { cwd: root });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('tests that carry criteria ids', () => {
  it('finds them in test files of JavaScript and Python, by their names, and nowhere else', async () => {
    const root = repository({
      'src/walks.test.ts': "it('T-07/AC-2 a walker sees the route', () => {});\nit('lists walks', () => {});\n",
      'tests/test_walks.py': 'def test_t07_ac1_walk_starts():\n    pass\n',
      'src/walks.ts': "// T-07/AC-3 is done here, but this is not a test\nexport const x = 'T-07/AC-3';\n",
    });
    expect(await criteriaTests(root)).toEqual([
      { file: 'src/walks.test.ts', name: 'T-07/AC-2 a walker sees the route', ids: ['T-07/AC-2'] },
      { file: 'tests/test_walks.py', name: 'test_t07_ac1_walk_starts', ids: ['T-07/AC-1'] },
    ]);
  });
});
