import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DockerfileParser, ModifiableInstruction, type Instruction } from 'dockerfile-ast';

const words = (instruction: Instruction) => instruction.getArguments().map((argument) => argument.getValue());

/** The literal paths `.dockerignore` leaves out of the build context (globs are not expanded). */
function ignoredPaths(root: string): string[] {
  const file = path.join(root, '.dockerignore');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim().replace(/^\/+|\/+$/g, ''))
    .filter((line) => line && !line.startsWith('#') && !line.startsWith('!') && !/[*?[]/.test(line));
}

/**
 * What is wrong with a Dockerfile for this app, as sentences (none: nothing). The image that runs
 * has a non-root USER, a HEALTHCHECK on /api/health, EXPOSE 3000, HOST=0.0.0.0 and a CMD; every
 * COPY takes either an earlier stage's files or files of the build context that exist and that
 * .dockerignore does not leave out.
 */
export function dockerfileProblems(text: string, root: string): string[] {
  const instructions = DockerfileParser.parse(text).getInstructions();
  const problems: string[] = [];
  const stages: string[] = [];
  let finalStage: Instruction[] = [];
  const ignored = ignoredPaths(root);

  for (const instruction of instructions) {
    const keyword = instruction.getKeyword();
    if (keyword === 'FROM') {
      const [, as, name] = words(instruction);
      if (as?.toUpperCase() === 'AS' && name) stages.push(name);
      finalStage = [];
    }
    finalStage.push(instruction);
    if (keyword !== 'COPY' && keyword !== 'ADD') continue;
    const flags = instruction instanceof ModifiableInstruction ? instruction.getFlags() : [];
    const from = flags.find((flag) => flag.getName() === 'from');
    const sources = words(instruction).slice(0, -1);
    if (from) {
      if (!stages.includes(from.getValue() ?? ''))
        problems.push(`COPY --from=${from.getValue()}: no earlier stage has that name`);
      continue;
    }
    for (const source of sources) {
      const normalized = path.posix.normalize(source).replace(/\/+$/, '');
      if (!existsSync(path.join(root, normalized))) problems.push(`COPY ${source}: no such file in the build context`);
      const excludedBy = ignored.find((pattern) => normalized === pattern || normalized.startsWith(`${pattern}/`));
      if (excludedBy) problems.push(`COPY ${source}: .dockerignore leaves it out (${excludedBy})`);
    }
  }

  if (finalStage.length === 0) return [...problems, 'no FROM'];
  const last = (keyword: string) => finalStage.filter((i) => i.getKeyword() === keyword).at(-1);
  const user = last('USER');
  const userName = user ? (words(user)[0] ?? '').split(':')[0] : undefined;
  if (!userName) problems.push('the image runs as root: no USER in the final stage');
  else if (userName === 'root' || userName === '0') problems.push(`the image runs as root (USER ${userName})`);
  const healthcheck = last('HEALTHCHECK');
  if (!healthcheck || !healthcheck.getArgumentsContent()?.includes('/api/health')) {
    problems.push('no HEALTHCHECK on /api/health in the final stage');
  }
  if (!finalStage.some((i) => i.getKeyword() === 'EXPOSE' && words(i).includes('3000')))
    problems.push('no EXPOSE 3000');
  if (!finalStage.some((i) => i.getKeyword() === 'ENV' && words(i).includes('HOST=0.0.0.0'))) {
    problems.push('no ENV HOST=0.0.0.0: the server would listen inside the container only');
  }
  if (!last('CMD')) problems.push('no CMD');
  return problems;
}
