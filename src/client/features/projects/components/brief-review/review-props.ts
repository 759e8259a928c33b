import type { Brief } from '../../../../../shared/schemas/brief';
import type { BriefErrors } from './brief-errors';

/** What each part of the review gets: the brief, a way to change it, and its problems once checked. */
export interface ReviewProps {
  brief: Brief;
  update: (change: (brief: Brief) => Brief) => void;
  errors: BriefErrors;
}

/** The list with its i-th item changed. */
export function patchAt<T>(items: readonly T[], index: number, patch: Partial<T>): T[] {
  return items.map((item, i) => (i === index ? { ...item, ...patch } : item));
}

export function withoutAt<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, i) => i !== index);
}
