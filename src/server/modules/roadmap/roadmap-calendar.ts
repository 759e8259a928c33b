import ical from 'ical-generator';
import type { RoadmapDto } from '../../../shared/schemas/roadmap';

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The roadmap's milestones as an iCalendar file: one all-day event per phase, on the phase's last
 * day. The UID is stable per project and phase, so importing the file again updates the events.
 */
export function roadmapCalendar(roadmap: RoadmapDto): string {
  const calendar = ical({
    name: `${roadmap.projectName} roadmap`,
    prodId: { company: 'Specforge', product: 'Roadmap', language: 'EN' },
  });
  for (const phase of roadmap.phases)
    calendar.createEvent({
      id: `${roadmap.projectId}-phase-${phase.index}@specforge`,
      allDay: true,
      // Dates as strings: all-day events stay on their day whatever the server's time zone.
      start: phase.end,
      end: nextDay(phase.end),
      summary: phase.name,
      description: phase.goal,
    });
  return calendar.toString();
}
