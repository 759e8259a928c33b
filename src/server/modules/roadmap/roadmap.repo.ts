import { eq } from 'drizzle-orm';
import type { RoadmapSettings } from '../../../shared/schemas/roadmap';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema';

export async function saveRoadmapSettings(db: Db, projectId: string, settings: RoadmapSettings): Promise<void> {
  await db.update(projects).set({ roadmap: settings }).where(eq(projects.id, projectId));
}
