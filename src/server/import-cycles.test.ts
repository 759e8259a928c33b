import path from 'node:path';
import { parseCircular, parseDependencyTree } from 'dpdm';
import { describe, expect, it } from 'vitest';

/**
 * The server has no import cycles: modules that import each other load in an order that depends on
 * who imports first, and a phrasebook that imports its composer (or the other way round) is half
 * loaded when it is read. Only imports kept at run time count (type imports are erased).
 */
describe('the server’s modules', () => {
  it('import each other without a cycle, from every entry point', async () => {
    const root = path.resolve(__dirname, '../..');
    const entries = ['src/server/main.ts', 'src/server/worker.ts', 'src/server/ai/offline/offline-model.ts'].map((entry) => path.join(root, entry));
    const tree = await parseDependencyTree(entries, { context: root, transform: true, skipDynamicImports: false });
    const cycles = parseCircular(tree).map((cycle) => cycle.map((file) => path.relative(root, file)).join(' → '));
    expect(Object.keys(tree).length).toBeGreaterThan(300);
    expect(cycles).toEqual([]);
  });
});
