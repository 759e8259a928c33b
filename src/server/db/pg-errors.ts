/**
 * PostgreSQL error codes as both drivers report them (node-postgres and PGlite put `code` and
 * `constraint` on their errors; drizzle wraps them in a DrizzleQueryError whose `cause` is the
 * driver's error).
 */
export const PG_UNIQUE_VIOLATION = '23505';

interface PgErrorFields {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** The driver's error inside `error` (drizzle's wrapper unwrapped), if it carries a SQLSTATE. */
export function pgError(error: unknown): { code: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const fields = current as PgErrorFields;
    if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code)) {
      return { code: fields.code, constraint: typeof fields.constraint === 'string' ? fields.constraint : undefined };
    }
    current = fields.cause;
  }
  return undefined;
}

/** True when `error` is a unique violation (of `constraint`, when given). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = pgError(error);
  return found?.code === PG_UNIQUE_VIOLATION && (constraint === undefined || found.constraint === constraint);
}
