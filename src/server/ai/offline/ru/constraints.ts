import type { ConstraintPhrases } from '../model/constraints';
import { constraintBackendRu, constraintQaRu } from './constraint-measures';
import { constraintRulesRu } from './constraint-rules';

/** What a constraint brings, in Russian: each catalogue entry's measures written anew. */
export const constraintsRu: ConstraintPhrases = {
  measures: (key, kind, name, ctx) => ({
    backend: constraintBackendRu(key, kind, name, ctx),
    qa: constraintQaRu(key, kind, name, ctx),
    rules: constraintRulesRu(key, kind, ctx),
  }),
  noServer: (store) => `Сервер эти данные не хранит: они остаются ${store}`,
  checked: (name, text) => `${name}, проверка перед каждым релизом: ${text}`,
};
