import type { z } from '@hono/zod-openapi';

/** A JSON response of `schema`, for `createRoute`'s `responses`. */
export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A required JSON body of `schema`, for `createRoute`'s `request`. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});
