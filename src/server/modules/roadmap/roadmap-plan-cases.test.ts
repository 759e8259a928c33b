import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { planRoadmap, refOfStep, type PlanTask } from '../../../shared/roadmap-schedule';
import { composeKit } from '../../ai/offline/offline-model';
import { readIdea } from '../../ai/offline/reader';
import { kitEvalFile } from '../../ai/offline/reader/kit-eval';

/**
 * The roadmap is the implementation plan (ADR 0045): over every case of the kit-quality sets, the kit
 * composed offline puts each task of its board in the phase whose work items name it, none missing,
 * none twice.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const files = [path.join(root, 'bench/kit-quality/cases.json'), path.resolve(root, '../shared/kit-eval/ideas.json')];
const cases = files
  .filter((file) => existsSync(file))
  .flatMap((file) => kitEvalFile.parse(JSON.parse(readFileSync(file, 'utf8'))).cases)
  .filter((c) => !c.unclear);

describe('the roadmap of every public case', () => {
  it('reads the cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(69);
    expect(cases.some((c) => c.language === 'ru')).toBe(true);
  });

  it.each(cases.map((c) => [c.idea.slice(0, 70), c.idea] as const))('%s', (_label, idea) => {
    const read = readIdea(idea);
    expect(read.kind).toBe('brief');
    const kit = composeKit(idea, {}, 1, read.kind === 'brief' ? read.brief : undefined);
    const board: PlanTask[] = kit.tasks.tasks.map((task) => ({
      id: task.ref,
      ref: task.ref,
      title: task.title,
      status: 'todo',
      estimate: task.estimateHours,
      dependsOn: task.dependsOn,
      featureIds: task.featureIds,
    }));
    // What the plan document says each phase holds: the refs its work items start with.
    const planned = kit.implementation.phases.map((phase) => phase.steps.map(refOfStep));
    const titles = new Map(board.map((task) => [task.ref, task.title]));
    for (const [index, phase] of kit.implementation.phases.entries())
      for (const [i, step] of phase.steps.entries()) expect(step, `${phase.name}: a step naming a task`).toContain(titles.get(planned[index]![i]!));

    const roadmap = planRoadmap(kit.implementation.phases, board);
    const held = roadmap.phases.map((phase) => roadmap.tasks.filter((task) => task.phase === phase.index).map((task) => task.id));
    expect(held.map((refs) => [...refs].sort())).toEqual(planned.map((refs) => [...refs].sort()));
    // None missing, none twice.
    expect(roadmap.tasks.map((task) => task.id).sort()).toEqual(board.map((task) => task.ref).sort());
    expect(planned.flat().sort()).toEqual(board.map((task) => task.ref).sort());
  });
});
