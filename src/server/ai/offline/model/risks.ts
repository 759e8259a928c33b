import type { Archetype } from '../archetypes';
import type { AppPlatform } from '../lexicon';
import { fill, unique } from '../text';
import type { ModelFeature } from './types';

/** Delivery risks: the archetype's, plus those the features and platforms bring. */
export function buildRisks(
  archetype: Archetype,
  secondary: Archetype | undefined,
  features: ModelFeature[],
  platforms: AppPlatform[],
  vars: Record<string, string>,
): string[] {
  const risks = archetype.risks.map((r) => fill(r, vars));
  if (features.some((f) => f.key.startsWith('ai_')) && archetype.id !== 'ai_assistant')
    risks.push('AI costs and wrong answers: cap usage per plan, cache results and let people report bad output');
  if ((platforms.includes('ios') || platforms.includes('android')) && archetype.id !== 'tracker')
    risks.push(
      'App store review can take days: submit a TestFlight build early and keep the web version as a fallback',
    );
  if (secondary) risks.push(fill(secondary.risks[0]!, vars));
  return unique(risks).slice(0, 5);
}
