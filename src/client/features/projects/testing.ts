/** Fixtures for the projects feature's component tests (never imported by the app). */
import type { AccessProfile } from '../../../shared/entitlements';
import { allowedActions, type TeamRole } from '../../../shared/permissions';
import { kitStepNames } from '../../../shared/schemas/kit';
import type { DocumentDto, ProjectAccessDto, ProjectDto, StepDto } from '../../../shared/schemas/projects';

export const PROJECT_ID = '5f0c7a36-3f0e-4b8a-9d51-6c1f8c0a2b10';

/** The profile `meFixture()` signs in with: Founder, 2 credits. */
const founder: AccessProfile = { subscriptionPlan: 'FOUNDER', availableCredits: 2, ownsKits: false };

/** A project's access as the server words it: the reader's own project, judged on the reader's plan. */
export function ownerAccess(profile: AccessProfile = founder): ProjectAccessDto {
  return {
    role: 'owner',
    team: null,
    plan: profile.subscriptionPlan,
    actions: allowedActions({ role: 'owner' }, { owner: profile }),
  };
}

/** A project of `ownerName`'s team, read as `role`, the owner being on `ownerProfile` (Growth by default). */
export function memberAccess(
  role: Exclude<TeamRole, 'owner'>,
  ownerName = 'Olga',
  ownerProfile: AccessProfile = { subscriptionPlan: 'GROWTH', availableCredits: 3, ownsKits: true },
): ProjectAccessDto {
  return {
    role,
    team: { ownerName },
    plan: ownerProfile.subscriptionPlan,
    actions: allowedActions({ role }, { owner: ownerProfile }),
  };
}

export function projectFixture(overrides: Partial<ProjectDto> = {}): ProjectDto {
  const steps: StepDto[] = kitStepNames.map((step) => ({ step, status: 'pending', attempts: 0, durationMs: null }));
  return {
    id: PROJECT_ID,
    name: 'Pawsitters',
    idea: 'A booking app for dog sitters',
    status: 'queued',
    createdAt: '2026-01-02T03:04:05.000Z',
    updatedAt: '2026-01-02T03:04:05.000Z',
    backendRequired: null,
    options: {},
    failureReason: null,
    steps,
    progress: { done: 0, total: steps.length },
    kitCheck: null,
    kitRepair: null,
    tokenUsage: { inputTokens: 0, outputTokens: 0, totalTokens: 0 },
    writtenBy: [],
    access: ownerAccess(),
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
