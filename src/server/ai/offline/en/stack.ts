import type { StackPhrases } from '../stack';

/** The stack in English: the composer's own sentences stand. */
export const stackEn: StackPhrases = { text: () => undefined };
