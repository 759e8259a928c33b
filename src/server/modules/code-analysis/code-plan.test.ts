import { describe, expect, it } from 'vitest';
import type { BackendOutput, FrontendOutput, OverviewOutput } from '../../../shared/schemas/kit';
import { planCode, type PlanInput } from './code-plan';

const base: PlanInput = {
  projectId: '00000000-0000-4000-8000-000000000000',
  projectName: 'Walky',
  tasks: [],
  outputs: {},
  backendDocument: null,
};

describe('what the kit plans for the code', () => {
  it('gives a command-line product’s tasks the commands their text quotes, and the entities it names in any spelling', () => {
    const plan = planCode({
      ...base,
      outputs: {
        overview: { platforms: ['CLI'] } as OverviewOutput,
        frontend: { noScreens: 'People run `walky start-walk <dog>` and `walky stop-walk`; `npm install -g walky` installs it.' } as FrontendOutput,
      },
      tasks: [
        {
          ref: 'T-02',
          title: 'Start and stop walks',
          description: 'Add `walky start-walk <dog>` and `walky stop-walk`, storing each walk session.',
          acceptanceCriteria: ['Given a dog, when `walky start-walk rex` runs, then a walk starts', 'Then `walky --help` lists it'],
          featureIds: ['FEAT-001'],
        },
        { ref: 'T-03', title: 'Set up the repository', description: 'Run `npm install` and `git init`.', acceptanceCriteria: ['It builds'], featureIds: [] },
      ],
      backendDocument: '### `WalkSession`\n\n| Field | Type |\n\n### `Dog`\n',
    });
    expect(plan.tasks).toEqual([
      {
        ref: 'T-02',
        title: 'Start and stop walks',
        criteria: ['T-02/AC-1', 'T-02/AC-2'],
        entities: ['WalkSession', 'Dog'],
        routes: [],
        commands: ['start-walk', 'stop-walk'],
      },
      { ref: 'T-03', title: 'Set up the repository', criteria: ['T-03/AC-1'], entities: [], routes: [], commands: [] },
    ]);
    expect(plan.commands).toEqual(['start-walk', 'stop-walk']);
    expect(plan.entities).toEqual(['WalkSession', 'Dog']);
  });

  it('plans no command for a product with screens, and the endpoints of the features a task carries', () => {
    const plan = planCode({
      ...base,
      outputs: {
        overview: { platforms: ['web'] } as OverviewOutput,
        backend: {
          entities: [{ name: 'Booking', fields: [], relations: [] }],
          endpoints: [
            { method: 'POST', path: '/api/bookings', featureIds: ['FEAT-001'], description: 'x', auth: true },
            { method: 'GET', path: '/api/walkers', featureIds: ['FEAT-002'], description: 'x', auth: true },
          ],
        } as unknown as BackendOutput,
      },
      tasks: [
        { ref: 'T-01', title: 'Book a walk', description: 'Run `walky book` to see bookings.', acceptanceCriteria: [], featureIds: ['FEAT-001'] },
      ],
    });
    expect(plan.tasks[0]).toMatchObject({ entities: ['Booking'], routes: [{ method: 'POST', path: '/api/bookings' }], commands: [] });
    expect(plan.routes).toHaveLength(2);
  });
});
