import { createInterface } from 'node:readline/promises';
import type { TaskDto } from '../shared/schemas/tasks';
import { CliError, exitCodes } from './exit-codes';

type Named = Pick<TaskDto, 'ref' | 'title'>;

/** What `start` says of a task whose dependencies are not done: the task and each one it waits for. */
export function blockedStartText(task: Named & Pick<TaskDto, 'id'>, blockers: readonly Named[]): string[] {
  return [
    `${task.ref ?? task.id} ${task.title} waits for ${blockers.length === 1 ? 'a task' : `${blockers.length} tasks`} not done yet:`,
    ...blockers.map((b) => `  ${b.ref}  ${b.title}`),
  ];
}

export interface Terminal {
  /** Both ends are a terminal: a person can answer. */
  interactive: boolean;
  ask: (question: string) => Promise<string>;
}

/** The process's own terminal; the question goes to stderr, as stdout carries only the result. */
export const processTerminal = (): Terminal => ({
  interactive: Boolean(process.stdin.isTTY && process.stderr.isTTY),
  async ask(question) {
    const prompt = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
    try {
      return await prompt.question(question);
    } finally {
      prompt.close();
    }
  },
});

/**
 * Before a blocked task is started (ADR 0045): on a terminal the person is asked and must say yes;
 * without one (a script, an agent) nothing moves and the error names the blockers and `--force`.
 * Resolves when the start may go ahead; a refusal is a CliError with the `blocked` exit code.
 */
export async function confirmBlockedStart(
  task: Named & Pick<TaskDto, 'id'>,
  blockers: readonly Named[],
  terminal: Terminal,
): Promise<void> {
  const text = blockedStartText(task, blockers);
  if (!terminal.interactive) {
    throw new CliError(
      exitCodes.blocked,
      [...text, `Not started. Run again with --force to start it anyway.`].join('\n'),
      'TASK_BLOCKED',
    );
  }
  const answer = await terminal.ask(`${text.join('\n')}\nStart it anyway? [y/N] `);
  if (!/^y(es)?$/i.test(answer.trim())) throw new CliError(exitCodes.blocked, 'Not started.', 'TASK_BLOCKED');
}
