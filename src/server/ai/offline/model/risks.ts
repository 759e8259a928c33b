import type { Archetype } from '../catalogue/archetypes';
import type { AppPlatform } from '../catalogue/lexicon';
import { plural } from '../ru/grammar';
import { ruExtraRisks, ruRisks } from '../ru/risks';
import { fill, unique } from '../text';
import type { CompositionModel, ModelFeature } from './types';

const enExtraRisks = {
  ai: 'AI costs and wrong answers: cap usage per plan, cache results and let people report bad output',
  store: 'App store review can take days: submit a TestFlight build early and keep the web version as a fallback',
};

/** Delivery risks: the archetype's, plus those the features and platforms bring, in the kit's language. */
export function buildRisks(
  archetype: Archetype,
  secondary: Archetype | undefined,
  features: ModelFeature[],
  platforms: AppPlatform[],
  vars: Record<string, string>,
  language: CompositionModel['language'] = 'en',
): string[] {
  const ru = language === 'ru';
  const risksOf = (a: Archetype) => (ru ? ruRisks[a.id] : a.risks);
  const extra = ru ? ruExtraRisks : enExtraRisks;
  // Russian sentences take the people in the case they need (the role names are the founder's).
  const words = ru
    ? { ...vars, providers: plural(vars.provider ?? '', 'gent'), users: plural(vars.user ?? '', 'accs') }
    : vars;
  const risks = risksOf(archetype).map((r) => fill(r, words));
  if (features.some((f) => f.key.startsWith('ai_')) && archetype.id !== 'ai_assistant') risks.push(extra.ai);
  if ((platforms.includes('ios') || platforms.includes('android')) && archetype.id !== 'tracker')
    risks.push(extra.store);
  if (secondary) risks.push(fill(risksOf(secondary)[0]!, words));
  return unique(risks).slice(0, 5);
}
