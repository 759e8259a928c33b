import { spawn } from 'node:child_process';
import path from 'node:path';
import { projectRoot } from './processes';

/** The real `specforge` command, run as a user runs it: a child process with only the environment given. */

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export const bin = path.join(projectRoot, 'bin/specforge.js');

export function runSpecforge(
  args: readonly string[],
  {
    cwd,
    env,
    input = '',
    command,
  }: {
    cwd: string;
    env: Record<string, string>;
    input?: string;
    /** Another program to run with `args` (e.g. script(1), which gives the command a terminal). */
    command?: string;
  },
): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(command ?? process.execPath, command ? args : [bin, ...args], {
      cwd,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}
