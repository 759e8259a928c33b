import type { ConstraintPhrases } from '../model/constraints';

/** What a constraint brings, in English: the catalogue's own measures. */
export const constraintsEn: ConstraintPhrases = {
  measures: (_key, _kind, _name, _ctx, english) => english(),
  noServer: (store) => `No server holds this data: it stays in ${store}`,
  checked: (name, text) => `${name}, checked before each release: ${text}`,
};
