import ical from 'ical-generator';
import { NOT_SINGLE_LINE_ALL } from '../../../shared/schemas/text';
import type { RoadmapDto } from '../../../shared/schemas/roadmap';

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * iCalendar is a line format: a line break written raw into a value starts a property of the
 * attacker's choosing (a new event in every member's calendar). ical-generator escapes SUMMARY
 * and DESCRIPTION (backslash, `;`, `,` and line breaks) but writes the calendar's NAME and
 * X-WR-CALNAME as given, and passes other control characters through everywhere. So every text is
 * made safe here, whatever the database holds (names saved before single-line names were enforced
 * may hold CR/LF; ADR 0037).
 */
/** A one-line value: every control character (line breaks and tabs included) becomes a space. */
const oneLine = (value: string) => value.replace(NOT_SINGLE_LINE_ALL, ' ');
/** A property ical-generator writes unescaped: one line, escaped as RFC 5545 TEXT. */
const escapedLine = (value: string) => oneLine(value).replace(/[\\;,]/g, (character) => `\\${character}`);
/** A multi-line value ical-generator escapes itself: its line breaks kept (as `\n`), other controls gone. */
const lines = (value: string) =>
  value
    .split(/\r\n|\r|\n/)
    .map(oneLine)
    .join('\n');

/**
 * The roadmap's milestones as an iCalendar file: one all-day event per phase, on the phase's last
 * day. The UID is stable per project and phase, so importing the file again updates the events.
 */
export function roadmapCalendar(roadmap: RoadmapDto): string {
  const calendar = ical({
    name: escapedLine(`${roadmap.projectName} roadmap`),
    prodId: { company: 'Specforge', product: 'Roadmap', language: 'EN' },
  });
  for (const phase of roadmap.phases)
    calendar.createEvent({
      id: `${roadmap.projectId}-phase-${phase.index}@specforge`,
      allDay: true,
      // Dates as strings: all-day events stay on their day whatever the server's time zone.
      start: phase.end,
      end: nextDay(phase.end),
      summary: oneLine(phase.name),
      description: lines(phase.goal),
    });
  return calendar.toString();
}
