import { z } from 'zod';
import { taskStatus } from './tasks';

/** A calendar day, `YYYY-MM-DD`. */
const day = z.iso.date();

/** The longest a phase may be moved past its earliest start, in working days (about two years). */
export const MAX_PHASE_SHIFT = 500;

/** Working days each phase (by index) is moved past its earliest start. */
export const phaseShifts = z
  .record(z.string().regex(/^\d{1,3}$/), z.number().int().min(0).max(MAX_PHASE_SHIFT))
  .refine((shifts) => Object.keys(shifts).length <= 100, { message: 'Too many phases.' });

/** What the founder saved: stored with the project, read by the schedule. */
export interface RoadmapSettings {
  startDate?: string;
  /** Shifts by phase key (its name; ADR 0045), so a regenerated plan that reorders phases keeps them. */
  shiftsByPhase?: Record<string, number>;
  /** Shifts by phase index, as saved before ADR 0045: read while no `shiftsByPhase` is saved. */
  phaseShifts?: Record<string, number>;
}

export const updateRoadmapInput = z.object({ startDate: day.optional(), phaseShifts: phaseShifts.optional() }).strict();
export type UpdateRoadmapInput = z.infer<typeof updateRoadmapInput>;

export const roadmapPhaseDto = z.object({
  index: z.number().int(),
  name: z.string(),
  goal: z.string(),
  start: day,
  /** The phase's last working day (its milestone). */
  end: day,
  /** Done share of the phase's estimated hours, 0..1. */
  progress: z.number().min(0).max(1),
  /** Indexes of the phases that must end first. */
  dependsOn: z.array(z.number().int()),
  durationDays: z.number().int(),
  /** Working days moved past its earliest start. */
  shift: z.number().int(),
});
export type RoadmapPhaseDto = z.infer<typeof roadmapPhaseDto>;

export const roadmapTaskDto = z.object({
  id: z.uuid(),
  title: z.string(),
  status: taskStatus,
  start: day,
  end: day,
  /** The index of its phase. */
  phase: z.number().int(),
  /** Ids of the tasks that must be done first. */
  dependsOn: z.array(z.string()),
  offsetDays: z.number().int(),
  durationDays: z.number().int(),
});
export type RoadmapTaskDto = z.infer<typeof roadmapTaskDto>;

export const roadmapDto = z.object({
  projectId: z.uuid(),
  projectName: z.string(),
  /** The first working day of the roadmap. */
  startDate: day,
  endDate: day,
  /** Today in UTC, for the timeline's "today" line. */
  today: day,
  phases: z.array(roadmapPhaseDto),
  tasks: z.array(roadmapTaskDto),
});
export type RoadmapDto = z.infer<typeof roadmapDto>;
