import { createHash } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { CliError, exitCodes } from './exit-codes';
import { readRepositoryFile, writeRepositoryFile } from './repository-files';

/**
 * `.specforge/kit.json` in the repository: which project's kit was pulled, from which server, and
 * the hash of every file as the CLI last wrote it. A file whose hash on disk differs was changed
 * by someone, and `pull` leaves it alone.
 */

export const SPECFORGE_DIR = '.specforge';
export const MANIFEST_PATH = `${SPECFORGE_DIR}/kit.json`;
/** Where the kit's version of a file the user changed is written instead. */
export const INCOMING_DIR = `${SPECFORGE_DIR}/incoming`;

const kitManifest = z.object({
  projectId: z.string(),
  projectName: z.string(),
  serverUrl: z.string(),
  pulledAt: z.string(),
  /** By path: the sha256 (hex) of the content last written there. */
  files: z.record(z.string(), z.object({ sha256: z.string() })),
});
export type KitManifest = z.infer<typeof kitManifest>;

export function sha256(content: string | Buffer): string {
  return createHash('sha256').update(content).digest('hex');
}

export async function readManifest(root: string): Promise<KitManifest | null> {
  const file = path.join(root, MANIFEST_PATH);
  const text = (await readRepositoryFile(root, MANIFEST_PATH))?.toString('utf8');
  if (text === undefined) return null;
  let parsed: ReturnType<typeof kitManifest.safeParse>;
  try {
    parsed = kitManifest.safeParse(JSON.parse(text));
  } catch {
    parsed = kitManifest.safeParse(null);
  }
  if (!parsed.success) {
    throw new CliError(
      exitCodes.unexpected,
      `${file} is damaged: restore it from git, or remove it and pull with --force.`,
    );
  }
  return parsed.data;
}

export async function writeManifest(root: string, manifest: KitManifest): Promise<void> {
  await writeRepositoryFile(root, MANIFEST_PATH, `${JSON.stringify(manifest, null, 2)}\n`);
}
