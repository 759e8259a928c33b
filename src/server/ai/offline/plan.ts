import { dependencyOrder } from './model/plan-order';
import { buildPlan, type PlannedPhase } from './model/plan-tasks';
import type { CompositionModel } from './model/types';
import { stackFor } from './stack';

/**
 * Step 2 of the offline engine: the build plan every later document shares. The technology stack
 * (./stack.ts), the phases and the task board are derived from the brief alone (never from the
 * variant), so the implementation plan, the task board, the AI rules and the prompts always agree.
 */

export { stackFor, type Stack, type StackChoice } from './stack';

// ---------------------------------------------------------------------------------------------
// Phases and tasks (model/plan-tasks.ts writes them; model/plan-order.ts decides the order)

export type { PlannedPhase };
export { dependencyOrder };

const planMemo = new WeakMap<CompositionModel, PlannedPhase[]>();

/** The phases in build order, each with its tasks (refs T-01...). Every feature is in exactly one phase. */
export function planFor(brief: CompositionModel): PlannedPhase[] {
  const cached = planMemo.get(brief);
  if (cached) return cached;
  const plan = buildPlan(brief, stackFor(brief));
  planMemo.set(brief, plan);
  return plan;
}
