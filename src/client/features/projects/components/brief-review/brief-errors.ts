import { brief as briefSchema, type Brief } from '../../../../../shared/schemas/brief';

/** The brief's problems by path (`entities.0.name`), each a message key of the shared schema. */
export type BriefErrors = ReadonlyMap<string, string>;

export const noBriefErrors: BriefErrors = new Map();

/** Checks the brief with the shared schema: the first problem of each path. */
export function briefErrorsOf(brief: Brief): BriefErrors {
  const result = briefSchema.safeParse(brief);
  const errors = new Map<string, string>();
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.join('.');
    if (!errors.has(path)) errors.set(path, issue.message);
  }
  return errors;
}

/** The problem of exactly this path. */
export function errorAt(errors: BriefErrors, ...path: (string | number)[]): string | undefined {
  return errors.get(path.join('.'));
}

/** The first problem at this path or inside it (a list's problem shown once, beside the list). */
export function errorUnder(errors: BriefErrors, ...path: (string | number)[]): string | undefined {
  const prefix = path.join('.');
  for (const [key, message] of errors) if (key === prefix || key.startsWith(`${prefix}.`)) return message;
  return undefined;
}
