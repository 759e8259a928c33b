import { z } from 'zod';

/** A crash reported by a browser (`POST /api/client-errors`). */
export const clientErrorInput = z.object({
  message: z.string().trim().min(1).max(2000),
  stack: z.string().max(20_000).optional(),
  componentStack: z.string().max(20_000).optional(),
  url: z.string().max(2000).optional(),
  /** Where the report came from: a render crash, an uncaught error or an unhandled rejection. */
  kind: z.enum(['render', 'error', 'unhandledrejection']).default('error'),
});
export type ClientErrorInput = z.input<typeof clientErrorInput>;

