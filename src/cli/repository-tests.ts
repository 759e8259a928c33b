import { acceptanceIdsIn } from '../shared/acceptance-ids';
import { scanRepository } from './code-check/scan';

export { repositoryFiles } from './code-check/scan';

/** A test in the repository whose name carries acceptance criteria ids (`T-07/AC-2`). */
export interface CriteriaTest {
  /** Relative to the repository's root, with `/`. */
  file: string;
  name: string;
  ids: string[];
}

/**
 * Every test in the repository at `root` whose name carries criteria ids: a test's name is its
 * call's first string (`it('…')`, `test.describe`) in JavaScript and TypeScript, its function's
 * name in Python and Go, read from the syntax tree (code-check/).
 */
export async function criteriaTests(root: string): Promise<CriteriaTest[]> {
  const { tests } = await scanRepository(root, { testsOnly: true });
  return tests.flatMap(({ file, name }) => {
    const ids = acceptanceIdsIn(name);
    return ids.length > 0 ? [{ file, name, ids }] : [];
  });
}
