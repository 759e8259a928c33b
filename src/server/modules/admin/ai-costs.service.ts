import type { AdminAiCostsDto, ModelTokensDto } from '../../../shared/schemas/admin';
import { estimateCost, type PriceTable } from '../../ai/prices';
import type { Db } from '../../db/client';
import { listRecentCostedKits, usageByKitAndModel, usageByModel, type ModelUsageRow } from './ai-costs.repo';

/** Rows of the same model added up, priced, the costliest (then the most tokens) first. */
function byModel(rows: ModelUsageRow[], prices: PriceTable): ModelTokensDto[] {
  const sums = new Map<string, { inputTokens: number; outputTokens: number }>();
  for (const row of rows) {
    const sum = sums.get(row.model) ?? { inputTokens: 0, outputTokens: 0 };
    sum.inputTokens += row.inputTokens;
    sum.outputTokens += row.outputTokens;
    sums.set(row.model, sum);
  }
  return [...sums]
    .map(([model, sum]) => ({ model, ...sum, costUsd: estimateCost(prices, model, sum) }))
    .sort(
      (a, b) =>
        (b.costUsd ?? 0) - (a.costUsd ?? 0) ||
        b.inputTokens + b.outputTokens - (a.inputTokens + a.outputTokens) ||
        a.model.localeCompare(b.model),
    );
}

/** The cost of a whole: unknown as soon as one part's is. */
function totalCost(parts: ModelTokensDto[]): number | null {
  let total = 0;
  for (const part of parts) {
    if (part.costUsd === null) return null;
    total += part.costUsd;
  }
  return total;
}

/** What AI spent on the `limit` newest kits, by model, and in total per model, with estimated costs. */
export async function aiCosts(db: Db, prices: PriceTable, limit: number): Promise<AdminAiCostsDto> {
  const kits = await listRecentCostedKits(db, limit);
  const [usage, totals] = await Promise.all([
    usageByKitAndModel(
      db,
      kits.map((kit) => kit.id),
    ),
    usageByModel(db),
  ]);
  return {
    kits: kits.map((kit) => {
      const models = byModel(
        usage.filter((row) => row.projectId === kit.id),
        prices,
      );
      return {
        projectId: kit.id,
        name: kit.name,
        ownerEmail: kit.ownerEmail,
        status: kit.status,
        createdAt: kit.createdAt.toISOString(),
        models,
        inputTokens: models.reduce((sum, m) => sum + m.inputTokens, 0),
        outputTokens: models.reduce((sum, m) => sum + m.outputTokens, 0),
        costUsd: totalCost(models),
      };
    }),
    totals: byModel(totals, prices),
  };
}
