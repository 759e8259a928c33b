import { describe, expect, it } from 'vitest';
import { criteriaEvidence, evidenceState, type Evidence } from './task-evidence';

const ids = ['T-07/AC-1', 'T-07/AC-2'];
const none: Evidence = { commits: [], files: [], tests: [] };
const commit = { sha: 'a1b2c3d', subject: 'T-07 route page' };

describe('the evidence state of a done task', () => {
  it('is claimed without evidence, or with evidence that holds nothing of this task', () => {
    expect(evidenceState(ids, null)).toBe('claimed');
    expect(evidenceState(ids, none)).toBe('claimed');
    // A test of another task is no evidence for this one.
    expect(evidenceState(ids, { ...none, tests: [{ name: 'T-08/AC-1 other', result: 'passed' }] })).toBe('claimed');
  });

  it('is partial with commits or files, or with some criteria tested but not all passing', () => {
    expect(evidenceState(ids, { ...none, commits: [commit] })).toBe('partial');
    expect(evidenceState(ids, { ...none, files: ['src/route.ts'] })).toBe('partial');
    expect(evidenceState(ids, { ...none, tests: [{ name: 'T-07/AC-1 shows the route', result: 'passed' }] })).toBe(
      'partial',
    );
    expect(evidenceState(ids, { ...none, tests: [{ name: 'T-07/AC-1', result: 'failed' }] })).toBe('partial');
    expect(
      evidenceState(ids, {
        ...none,
        tests: [
          { name: 'route', ids: ['T-07/AC-1', 'T-07/AC-2'], result: 'passed' },
          { name: 'T-07/AC-2 again', result: 'failed' },
        ],
      }),
    ).toBe('partial');
    // Tests without a result (no report) prove nothing yet.
    expect(evidenceState(ids, { ...none, tests: [{ name: 'T-07/AC-1 T-07/AC-2', result: 'not_run' }] })).toBe('partial');
  });

  it('is verified when every criterion has a passing test and none failing', () => {
    expect(
      evidenceState(ids, {
        commits: [commit],
        files: [],
        tests: [
          { name: 'T-07/AC-1 shows the route', result: 'passed' },
          { name: 'test_t07_ac2', result: 'passed' },
        ],
      }),
    ).toBe('verified');
    expect(evidenceState(ids, { ...none, tests: [{ name: 'both', ids, result: 'passed' }] })).toBe('verified');
  });

  it('is never verified for a task without criteria', () => {
    expect(evidenceState([], { ...none, commits: [commit] })).toBe('partial');
    expect(evidenceState([], none)).toBe('claimed');
  });
});

describe('criteria evidence', () => {
  it('gives each criterion its tests and one result', () => {
    expect(
      criteriaEvidence(['T-07/AC-1', 'T-07/AC-2', 'T-07/AC-3'], [
        { name: 'T-07/AC-1 a', result: 'passed' },
        { name: 'T-07/AC-1 b', result: 'not_run' },
        { name: 'T-07/AC-2', result: 'not_run' },
      ]),
    ).toEqual([
      { id: 'T-07/AC-1', tests: ['T-07/AC-1 a', 'T-07/AC-1 b'], result: 'passed' },
      { id: 'T-07/AC-2', tests: ['T-07/AC-2'], result: 'not_run' },
      { id: 'T-07/AC-3', tests: [], result: 'no_test' },
    ]);
  });
});
