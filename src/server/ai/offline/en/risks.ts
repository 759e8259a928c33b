import type { RiskPhrases } from '../model/risks';

/** Delivery risks in English: an archetype's own, and those the features and platforms bring. */
export const risksEn: RiskPhrases = {
  of: (archetype) => archetype.risks,
  ai: 'AI costs and wrong answers: cap usage per plan, cache results and let people report bad output',
  store: 'App store review can take days: submit a TestFlight build early and keep the web version as a fallback',
  words: (vars) => vars,
};
