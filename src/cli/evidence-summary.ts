import type { TaskEvidenceDto } from '../shared/schemas/tasks';

/** The states as the command line and an agent read them (the board says the same, ADR 0054). */
export const evidenceStateLabels: Record<TaskEvidenceDto['state'], string> = {
  claimed: 'claimed (no evidence of its criteria)',
  partial: 'partly evidenced',
  verified: 'verified (every criterion has a passing test)',
};

const resultLabels: Record<TaskEvidenceDto['criteria'][number]['result'], string> = {
  passed: 'passed',
  failed: 'failed',
  not_run: 'no result',
  no_test: 'no test',
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A done task's evidence in a few lines: the state, the counts, then each criterion with its test and result. */
export function evidenceLines(evidence: TaskEvidenceDto, indent = '  '): string[] {
  return [
    `Evidence: ${evidenceStateLabels[evidence.state]} · ${plural(evidence.commits.length, 'commit')} · ${plural(evidence.files.length, 'file')}`,
    ...evidence.criteria.map((c) => {
      const tests = c.tests.length > 0 ? `${c.tests.join('; ')}: ` : '';
      return `${indent}${c.id}  ${tests}${resultLabels[c.result]}`;
    }),
  ];
}
