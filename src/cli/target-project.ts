import type { ApiClient } from './api-client';
import { resolveProject } from './kit-resolution';
import { pulledProjectId } from './repository';

/** The id of the project a command works on: `--project` (id, name or prefix), else the repository's kit. */
export async function targetProjectId(client: ApiClient, cwd: string, wanted: string | undefined): Promise<string> {
  if (wanted === undefined) return pulledProjectId(cwd);
  return resolveProject(await client.projects(), wanted).id;
}
