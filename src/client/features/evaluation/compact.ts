/** How long the full evaluation stays on the dashboard, unless the founder acted on it sooner. */
export const EVALUATION_FULL_DAYS = 14;
const DAY = 24 * 60 * 60 * 1000;

/**
 * Whether the dashboard shows the free evaluation as a compact card (name, score, verdict, a way
 * to open it) instead of the full report: once the founder has acted on it (a kit of their own
 * exists, or they folded it away), or once it is old (ADR 0049).
 */
export function showsCompactEvaluation(
  { createdAt, hasProjects, folded }: { createdAt: string; hasProjects: boolean; folded: boolean },
  now = new Date(),
): boolean {
  return hasProjects || folded || now.getTime() - new Date(createdAt).getTime() > EVALUATION_FULL_DAYS * DAY;
}
