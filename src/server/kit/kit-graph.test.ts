import { describe, expect, it } from 'vitest';
import { isModelStep, kitStepNames, kitSteps, type KitStep } from '../../shared/schemas/kit';
import type { StepStatus } from '../../shared/schemas/projects';
import { criticalPath, isKitComplete, readySteps } from './kit-graph';

const statuses = (done: readonly KitStep[]) =>
  new Map<KitStep, StepStatus>(kitStepNames.map((step) => [step, done.includes(step) ? 'done' : 'pending']));

describe('the kit graph', () => {
  it('lists every step after the steps it reads', () => {
    kitStepNames.forEach((step, index) => {
      for (const input of kitSteps[step].inputs as readonly KitStep[])
        expect(kitStepNames.indexOf(input), `${step} reads ${input}`).toBeLessThan(index);
    });
  });

  it('starts with the overview alone and completes when every step is done', () => {
    expect(readySteps(statuses([]))).toEqual(['overview']);
    expect(readySteps(statuses(['overview', 'requirements', 'tech_stack']))).toEqual([
      'frontend',
      'backend',
      'app_flow',
      'quality',
      'ai_rules',
      'what_next',
    ]);
    expect(isKitComplete(statuses(kitStepNames))).toBe(true);
  });

  it('keeps the critical path six model calls long, the rendered prompts costing nothing', () => {
    // overview → requirements → tech_stack → frontend/backend → implementation → tasks (→ prompts, rendered).
    expect(criticalPath((step) => (isModelStep(step) ? 1 : 0))).toBe(6);
  });
});
