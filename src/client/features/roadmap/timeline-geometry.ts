import { daysBetween } from '../../../shared/roadmap-schedule';

/** Pixels per calendar day on the timeline. */
export const DAY_PX = 26;
/** Days of margin before the first bar and after the last (and around today's line). */
const MARGIN_DAYS = 3;

export interface TimelineRange {
  /** The first calendar day drawn. */
  first: string;
  /** Calendar days drawn. */
  days: number;
}

const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The days the timeline draws: every bar and today, with a margin on both sides. */
export function timelineRange(dates: readonly string[]): TimelineRange {
  const sorted = [...dates].sort();
  const first = shiftDate(sorted[0]!, -MARGIN_DAYS);
  const last = shiftDate(sorted.at(-1)!, MARGIN_DAYS + 7);
  return { first, days: daysBetween(first, last) + 1 };
}

/** Where a bar from `start` to `end` (inclusive days) sits. */
export function barBox(range: TimelineRange, start: string, end: string): { left: number; width: number } {
  return { left: daysBetween(range.first, start) * DAY_PX, width: (daysBetween(start, end) + 1) * DAY_PX };
}

/** The Mondays in the range: the axis's ticks. */
export function weekTicks(range: TimelineRange): string[] {
  const ticks: string[] = [];
  for (let day = 0; day < range.days; day += 1) {
    const date = shiftDate(range.first, day);
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === 1) ticks.push(date);
  }
  return ticks;
}

export const dayX = (range: TimelineRange, date: string) => daysBetween(range.first, date) * DAY_PX;
