import type { z } from 'zod';
import { AppError } from './app-error';

/** A zod failure as the API reports it: the first problem's message, every issue in details. */
export function validationError(error: z.ZodError): AppError {
  const issues = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  return new AppError('VALIDATION_FAILED', issues[0]?.message, { issues });
}

/** Parses `value` with `schema` or throws VALIDATION_FAILED. */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
