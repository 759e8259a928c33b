import type { KitSearchDto, ProjectSummaryDto } from '../../shared/schemas/projects';
import type { TaskDto } from '../../shared/schemas/tasks';
import { evidenceLines } from '../evidence-summary';

/** The tools' answers as short markdown lines: an agent reads them, so no JSON punctuation to pay for. */

export function projectsAnswer(projects: readonly ProjectSummaryDto[]): string {
  if (projects.length === 0) return 'No projects yet: order a kit on the Specforge website first.';
  return projects
    .map((p) => {
      const team = p.access.team ? ` · team of ${p.access.team.ownerName}` : '';
      return `- ${p.name} · ${p.status} · id ${p.id}${team}`;
    })
    .join('\n');
}

export const taskName = (task: Pick<TaskDto, 'id' | 'ref'>) => task.ref ?? task.id;

export function taskLine(task: Pick<TaskDto, 'id' | 'ref' | 'title' | 'priority' | 'status'>): string {
  return `- ${taskName(task)} ${task.title} · ${task.priority} · ${task.status}`;
}

export function nextTasksAnswer(projectName: string, next: readonly TaskDto[], board: readonly TaskDto[]): string {
  if (next.length > 0)
    return `Next unblocked tasks of ${projectName}, in work order:\n${next.map(taskLine).join('\n')}`;
  const open = board.filter((task) => task.status !== 'done').length;
  if (board.length === 0) return `${projectName} has no tasks on its board.`;
  return open === 0 ? `Every task of ${projectName} is done.` : `All ${open} open tasks of ${projectName} are blocked.`;
}

/** A start not made: the task waits for others not done; the agent asks its user before forcing it. */
export function blockedStartAnswer(task: TaskDto, board: readonly TaskDto[]): string {
  const blockers = task.blockedBy.map((ref) => board.find((t) => t.ref === ref) ?? { ref, title: '' });
  return [
    `Not moved: ${taskName(task)} ${task.title} waits for ${blockers.length === 1 ? 'a task' : `${blockers.length} tasks`} not done yet:`,
    ...blockers.map((b) => `- ${b.ref} ${b.title}`),
    'Ask the user to confirm, then call set_task_status again with force: true to start it anyway.',
  ].join('\n');
}

/** A move made; a move to done says how well its evidence backs it (ADR 0054), then what comes next. */
export function movedTaskAnswer(task: TaskDto, from: TaskDto['status'], next: readonly TaskDto[]): string {
  const lines = [`${taskName(task)} ${task.title}: ${from} → ${task.status}.`];
  if (task.evidence) {
    lines.push(...evidenceLines(task.evidence, '- '));
    if (task.evidence.state !== 'verified')
      lines.push('To verify it, call again with status done, its commits, files and the passing tests named with these ids.');
  }
  if (task.status === 'done' && next.length > 0) lines.push('Next:', ...next.map(taskLine));
  return lines.join('\n');
}

export function searchAnswer(query: string, hits: KitSearchDto['hits']): string {
  if (hits.length === 0) return `Nothing in the kit matches "${query}".`;
  return hits.map((hit) => `- ${hit.kind} › ${hit.heading} \`${hit.anchor}\`: ${hit.excerpt}`).join('\n');
}
