import { enPlan, type PlanPhrases } from '../model/plan-phrases';
export const ruPlan: PlanPhrases = enPlan;
