import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { kitSteps, projects, regenerations, user } from '../../db/schema';

/** Tokens a model spent on one kit (its steps and regenerations), or across every kit when `projectId` is absent. */
export interface ModelUsageRow {
  projectId?: string;
  model: string;
  inputTokens: number;
  outputTokens: number;
}

export interface CostedKitRow {
  id: string;
  name: string;
  status: string;
  createdAt: Date;
  ownerEmail: string;
}

/** The newest kits that have a step with a recorded model (kits from before models were recorded are left out). */
export function listRecentCostedKits(db: Db, limit: number): Promise<CostedKitRow[]> {
  return db
    .select({
      id: projects.id,
      name: projects.name,
      status: projects.status,
      createdAt: projects.createdAt,
      ownerEmail: user.email,
    })
    .from(projects)
    .innerJoin(user, eq(user.id, projects.ownerId))
    .where(
      sql`exists (select 1 from ${kitSteps} where ${kitSteps.projectId} = ${projects.id} and ${kitSteps.model} is not null)`,
    )
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(limit);
}

const tokens = (table: typeof kitSteps | typeof regenerations) => ({
  model: sql<string>`${table.model}`,
  inputTokens: sql<number>`coalesce(sum(${table.inputTokens}), 0)::int`,
  outputTokens: sql<number>`coalesce(sum(${table.outputTokens}), 0)::int`,
});

/** Tokens by kit and model, for these kits: steps and regenerations, added up by the caller. */
export async function usageByKitAndModel(db: Db, projectIds: string[]): Promise<ModelUsageRow[]> {
  if (projectIds.length === 0) return [];
  const [steps, regenerated] = await Promise.all([
    db
      .select({ projectId: kitSteps.projectId, ...tokens(kitSteps) })
      .from(kitSteps)
      .where(and(inArray(kitSteps.projectId, projectIds), isNotNull(kitSteps.model)))
      .groupBy(kitSteps.projectId, kitSteps.model),
    db
      .select({ projectId: regenerations.projectId, ...tokens(regenerations) })
      .from(regenerations)
      .where(and(inArray(regenerations.projectId, projectIds), isNotNull(regenerations.model)))
      .groupBy(regenerations.projectId, regenerations.model),
  ]);
  return [...steps, ...regenerated];
}

/** Tokens by model across every kit. */
export async function usageByModel(db: Db): Promise<ModelUsageRow[]> {
  const [steps, regenerated] = await Promise.all([
    db.select(tokens(kitSteps)).from(kitSteps).where(isNotNull(kitSteps.model)).groupBy(kitSteps.model),
    db.select(tokens(regenerations)).from(regenerations).where(isNotNull(regenerations.model)).groupBy(regenerations.model),
  ]);
  return [...steps, ...regenerated];
}
