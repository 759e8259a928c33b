import type { ProjectSummaryDto } from '../shared/schemas/projects';
import { CliError, exitCodes } from './exit-codes';

/**
 * The project a command names: its id, its name, or the start of its name (case-insensitive) when
 * only one project's name starts so.
 */
export function resolveProject<T extends Pick<ProjectSummaryDto, 'id' | 'name'>>(
  projects: readonly T[],
  wanted: string,
): T {
  const needle = wanted.trim().toLowerCase();
  const byId = projects.find((project) => project.id.toLowerCase() === needle);
  if (byId) return byId;
  const named = projects.filter((project) => project.name.toLowerCase() === needle);
  if (named.length === 1) return named[0]!;
  const candidates =
    named.length > 1 ? named : projects.filter((project) => project.name.toLowerCase().startsWith(needle));
  if (candidates.length === 1) return candidates[0]!;
  if (candidates.length === 0) {
    throw new CliError(
      exitCodes.notFound,
      `No project matches “${wanted}”. \`specforge projects\` lists yours.`,
      'NOT_FOUND',
    );
  }
  const list = candidates.map((project) => `  ${project.id}  ${project.name}`).join('\n');
  throw new CliError(
    exitCodes.usage,
    `“${wanted}” matches several projects; name one by its id:\n${list}`,
    'AMBIGUOUS',
  );
}
