import { describe, expect, it } from 'vitest';
import { kitStepNames, type KitOutputs } from '../../shared/schemas/kit';
import { kitCheckLabels, type KitCheckId } from '../../shared/schemas/projects';
import { composeKit } from '../ai/offline/offline-model';
import { checkKit } from './kit-check';
import { repairPlan, repairStepsOf } from './kit-repair';

const idea = 'A marketplace where local potters sell glazed mugs and bowls, with pick-up slots at the studio';
const fresh = (): KitOutputs => structuredClone(composeKit(idea, {}));

describe('the repair plan of a failed kit check', () => {
  it('maps every check to the steps that can fix it', () => {
    expect(Object.keys(repairStepsOf).sort()).toEqual(Object.keys(kitCheckLabels).sort());
    for (const id of Object.keys(kitCheckLabels) as KitCheckId[]) {
      expect(repairStepsOf[id].length).toBeGreaterThan(0);
      for (const step of repairStepsOf[id]) expect(kitStepNames).toContain(step);
    }
  });

  it('repairs nothing in a clean kit', () => {
    expect(repairPlan(checkKit(fresh()))).toEqual([]);
  });

  it('gives the plan the feature it left out, and nothing to the other steps', () => {
    const kit = fresh();
    const feature = kit.requirements.features.at(-1)!;
    for (const phase of kit.implementation.phases) phase.featureIds = phase.featureIds.filter((id) => id !== feature.id);
    expect(repairPlan(checkKit(kit))).toEqual([
      { step: 'implementation', problems: [`${feature.id} ${feature.name} is not in any implementation phase`] },
    ]);
  });

  it('of a check that several steps feed, repairs only the steps its problems name, in the kit graph’s order', () => {
    const kit = fresh();
    kit.tasks.tasks[0]!.featureIds.push('FEAT-999');
    kit.frontend.screens[0]!.featureIds.push('FEAT-999');
    const plan = repairPlan(checkKit(kit));
    expect(plan.map((item) => item.step)).toEqual(['frontend', 'tasks']);
    for (const item of plan) expect(item.problems.join(' ')).toMatch(/FEAT-999 is referenced by/);
  });

  it('sends an empty section to the document it is in', () => {
    const kit = fresh();
    kit.tasks.tasks = [];
    expect(repairPlan(checkKit(kit)).map((item) => item.step)).toContain('tasks');
    expect(repairPlan(checkKit(kit)).map((item) => item.step)).not.toContain('overview');
  });
});
