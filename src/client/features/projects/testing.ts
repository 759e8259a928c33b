/** Fixtures for the projects feature's component tests (never imported by the app). */
import { kitStepNames } from '../../../shared/schemas/kit';
import { projectActions } from '../../../shared/permissions';
import type { DocumentDto, ProjectAccessDto, ProjectDto, StepDto } from '../../../shared/schemas/projects';

export const PROJECT_ID = '5f0c7a36-3f0e-4b8a-9d51-6c1f8c0a2b10';

/** The owner's access to its own project on a plan that allows everything. */
export const ownerAccess: ProjectAccessDto = { role: 'owner', team: null, actions: [...projectActions] };

export function projectFixture(overrides: Partial<ProjectDto> = {}): ProjectDto {
  const steps: StepDto[] = kitStepNames.map((step) => ({ step, status: 'pending', attempts: 0, durationMs: null }));
  return {
    id: PROJECT_ID,
    name: 'Pawsitters',
    idea: 'A booking app for dog sitters',
    status: 'queued',
    createdAt: '2026-01-02T03:04:05.000Z',
    updatedAt: '2026-01-02T03:04:05.000Z',
    access: ownerAccess,
    backendRequired: null,
    options: {},
    failureReason: null,
    steps,
    progress: { done: 0, total: steps.length },
    kitCheck: null,
    kitRepair: null,
    tokenUsage: { inputTokens: 0, outputTokens: 0, totalTokens: 0 },
    ...overrides,
  };
}

/** The project with these steps done and this one running; the rest pending. */
export function projectWithSteps(
  done: string[],
  running: string[] = [],
  overrides: Partial<ProjectDto> = {},
): ProjectDto {
  const base = projectFixture(overrides);
  const steps = base.steps.map((s) => ({
    ...s,
    status: done.includes(s.step) ? ('done' as const) : running.includes(s.step) ? ('running' as const) : s.status,
  }));
  return {
    ...base,
    status: overrides.status ?? 'generating',
    steps,
    progress: { done: steps.filter((s) => s.status === 'done').length, total: steps.length },
  };
}

export function documentFixture(kind: DocumentDto['kind'], content: string, version = 1): DocumentDto {
  return {
    kind,
    title: kind,
    content,
    version,
    source: version > 1 ? 'regenerated' : 'generated',
    createdAt: '2026-01-02T03:04:05.000Z',
  };
}
