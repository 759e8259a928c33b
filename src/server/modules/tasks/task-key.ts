/**
 * A task's identity across versions of a kit: the features it serves (in any order) and its title
 * with case, punctuation and spacing ignored. A regeneration that writes the same task for the same
 * features finds the task already on the board by this key, whatever its place in the plan or its
 * reference number (T-05 may become T-06).
 */
export function taskKey(task: { featureIds: readonly string[]; title: string }): string {
  const features = [...new Set(task.featureIds)].sort().join(',');
  return `${features}|${normalisedTitle(task.title)}`;
}

/** A title with case, punctuation, quotes and spacing ignored (letters of any script kept). */
export function normalisedTitle(title: string): string {
  return title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The features part of a task's key: tasks for different features are never the same task. */
export const featuresOfKey = (key: string): string => key.slice(0, key.indexOf('|'));

/**
 * How alike two titles are: the share of their words they have in common (Jaccard over the
 * normalised words), 1 for the same words. A title reworded a little ("… for receptionists and
 * dentists" becoming "… for receptionists") stays close; a different task does not.
 */
export function titleLikeness(a: string, b: string): number {
  const words = (title: string) => new Set(normalisedTitle(title).split(' ').filter(Boolean));
  const left = words(a);
  const right = words(b);
  const shared = [...left].filter((word) => right.has(word)).length;
  const all = new Set([...left, ...right]).size;
  return all === 0 ? 0 : shared / all;
}
