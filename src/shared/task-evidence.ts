import { acceptanceIdsIn } from './acceptance-ids';

/**
 * How well a done task is backed by its repository (ADR 0054). One rule for the server (board, MCP
 * answers, the CLI's summary) and its tests, so the badge, the command line and an agent agree.
 */

export const evidenceStates = ['claimed', 'partial', 'verified'] as const;
export type EvidenceState = (typeof evidenceStates)[number];

/** A test's last known result: `not_run` when no report said how it went (or it was skipped). */
export const testResults = ['passed', 'failed', 'not_run'] as const;
export type TestResult = (typeof testResults)[number];

/** What a criterion's tests say together: `no_test` when no test carries its id. */
export type CriterionResult = TestResult | 'no_test';

export interface EvidenceTest {
  name: string;
  /** The criteria ids the test's name carries (`T-07/AC-2`); read from the name when absent. */
  ids?: readonly string[];
  result: TestResult;
}

export interface Evidence {
  commits: readonly { sha: string; subject: string }[];
  files: readonly string[];
  tests: readonly EvidenceTest[];
}

export interface CriterionEvidence {
  id: string;
  /** The tests carrying the id, by name. */
  tests: string[];
  result: CriterionResult;
}

/** The ids a test covers: those it names, else those its name carries. */
export const idsOfTest = (test: EvidenceTest): readonly string[] => test.ids ?? acceptanceIdsIn(test.name);

/**
 * Each criterion with its tests: `failed` when any of them failed, `passed` when at least one
 * passed and none failed, `not_run` when tests exist but none has a result, `no_test` when none
 * carries the id.
 */
export function criteriaEvidence(criterionIds: readonly string[], tests: readonly EvidenceTest[]): CriterionEvidence[] {
  return criterionIds.map((id) => {
    const own = tests.filter((test) => idsOfTest(test).includes(id));
    const results = new Set(own.map((test) => test.result));
    const result: CriterionResult =
      own.length === 0 ? 'no_test' : results.has('failed') ? 'failed' : results.has('passed') ? 'passed' : 'not_run';
    return { id, tests: own.map((test) => test.name), result };
  });
}

/**
 * The evidence state of a done task with criteria `criterionIds`:
 * - `verified`: the task has at least one criterion and every one of them has a passing test and no
 *   failing one (`criteriaEvidence` → all `passed`);
 * - `partial`: not verified, but the evidence holds something: a commit, a changed file, or a test
 *   (of any result) carrying one of the task's criteria ids;
 * - `claimed`: no evidence at all, or evidence with no commit, no file and no test of its criteria
 *   (tests of other tasks do not count).
 * The state speaks of done tasks only: the caller shows none for a task in another column.
 */
export function evidenceState(criterionIds: readonly string[], evidence: Evidence | null): EvidenceState {
  if (!evidence) return 'claimed';
  const criteria = criteriaEvidence(criterionIds, evidence.tests);
  if (criteria.length > 0 && criteria.every((c) => c.result === 'passed')) return 'verified';
  const tested = criteria.some((c) => c.result !== 'no_test');
  return tested || evidence.commits.length > 0 || evidence.files.length > 0 ? 'partial' : 'claimed';
}
