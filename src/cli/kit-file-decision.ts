/**
 * What `pull` does with one file of the kit, from three hashes. The rule: never replace what a
 * person wrote. Only a file that is exactly what the CLI last wrote there is replaced; anything
 * else (edited since, or there before the kit) is kept unless `--force`.
 */

export type KitFileDecision =
  /** Not on disk: written. */
  | 'create'
  /** On disk as the CLI last wrote it: replaced by the kit's version. */
  | 'update'
  /** On disk with the kit's content already. */
  | 'unchanged'
  /** Changed by someone (or never written by the CLI): left alone; the kit's version goes to .specforge/incoming. */
  | 'keep'
  /** Changed by someone, replaced anyway (`--force`). */
  | 'overwrite';

export interface KitFileState {
  /** The sha256 of the kit's content. */
  incoming: string;
  /** The sha256 of the file on disk, or null when there is none. */
  onDisk: string | null;
  /** The sha256 the manifest records for the path, or undefined when the CLI never wrote it. */
  lastWritten: string | undefined;
  force: boolean;
}

export function decideKitFile({ incoming, onDisk, lastWritten, force }: KitFileState): KitFileDecision {
  // A deleted file is restored: nothing the user wrote is lost by writing it.
  if (onDisk === null) return 'create';
  if (onDisk === incoming) return 'unchanged';
  if (onDisk === lastWritten) return 'update';
  return force ? 'overwrite' : 'keep';
}
