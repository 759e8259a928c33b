import { randomUUID } from 'node:crypto';
import type { KitOutputs, KitTask } from '../../src/shared/schemas/kit';
import type { TaskDto, TasksDto } from '../../src/shared/schemas/tasks';
import { acceptanceId } from '../../src/shared/acceptance-ids';

/**
 * A board task as the API shows it, made from a kit's task (all to do, in kit order, so every
 * dependency still blocks it).
 */
export function taskDtoFrom(task: KitTask, index: number, projectId = randomUUID()): TaskDto {
  return {
    id: randomUUID(),
    projectId,
    ref: task.ref,
    title: task.title,
    description: task.description,
    priority: task.priority,
    status: 'todo',
    order: index + 1,
    estimate: task.estimateHours,
    acceptanceCriteria: task.acceptanceCriteria,
    criteria: task.acceptanceCriteria.map((text, i) => ({ id: acceptanceId(task.ref, i), text })),
    featureIds: task.featureIds,
    dependsOn: task.dependsOn,
    blockedBy: [...task.dependsOn],
    testStrategy: task.testStrategy,
    subtasks: task.subtasks.map((s, i) => ({
      id: randomUUID(),
      title: s.title,
      status: 'todo',
      estimate: s.estimateHours,
      order: i + 1,
    })),
    startedAt: null,
    evidence: null,
  };
}

/** The board of a freshly written kit. */
export function boardFrom(kit: KitOutputs): TasksDto {
  const projectId = randomUUID();
  return {
    features: kit.requirements.features.map((f) => ({ id: f.id, name: f.name })),
    tasks: kit.tasks.tasks.map((task, index) => taskDtoFrom(task, index, projectId)),
  };
}
