import { z } from 'zod';
import { messageKeys } from '../message-keys';
import { singleLineString } from './text';

/**
 * Personal API tokens: a signed-in account makes a token for the CLI, the MCP server or its own
 * scripts. A token acts as its account on the REST API within its scope (`read`: GET only; `write`:
 * every method); billing, the account and the tokens themselves stay cookie-only (ADR 0028).
 */

export const apiTokenScopes = ['read', 'write'] as const;
export const apiTokenScope = z.enum(apiTokenScopes);
export type ApiTokenScope = z.infer<typeof apiTokenScope>;

/** Every token starts with this, so a leaked one is recognisable (and secret scanners can match it). */
export const API_TOKEN_PREFIX = 'sf_';
/** How many characters of a token are kept in clear and shown in the list (`sf_` and 6 more). */
export const API_TOKEN_SHOWN_CHARS = 9;
export const API_TOKEN_NAME_MAX = 60;
/** The most tokens one account holds at a time (expired ones count until revoked). */
export const API_TOKENS_MAX = 20;
/** The longest expiry a token may be given. */
export const API_TOKEN_MAX_DAYS = 366;

export const apiTokenMessages = {
  nameRequired: 'Please give the token a name.',
  nameTooLong: `The name is too long (at most ${API_TOKEN_NAME_MAX} characters).`,
  expiryPast: 'The expiry date must be in the future.',
  expiryTooFar: `A token can be valid for at most ${API_TOKEN_MAX_DAYS} days.`,
  limit: `You have ${API_TOKENS_MAX} API tokens, the most an account can hold. Revoke one first.`,
  invalid: 'This API token is invalid, expired or revoked.',
  scope: 'This API token is read-only: it cannot change anything.',
  cookieOnly: 'API tokens cannot be used here: sign in on the website instead.',
} as const;
export const apiTokenMessageKeys = messageKeys('settings.tokens.messages', apiTokenMessages);

/** `POST /api/tokens`. `expiresAt` is an ISO date-time; omitted or null, the token never expires. */
export const createApiTokenInput = z.object({
  name: singleLineString({ error: apiTokenMessageKeys.nameRequired })
    .trim()
    .min(1, apiTokenMessageKeys.nameRequired)
    .max(API_TOKEN_NAME_MAX, apiTokenMessageKeys.nameTooLong),
  scope: apiTokenScope,
  expiresAt: z.iso
    .datetime({ offset: true })
    .nullable()
    .optional()
    .refine((value) => value == null || Date.parse(value) > Date.now(), apiTokenMessageKeys.expiryPast)
    .refine(
      (value) => value == null || Date.parse(value) <= Date.now() + API_TOKEN_MAX_DAYS * 86_400_000,
      apiTokenMessageKeys.expiryTooFar,
    ),
});
export type CreateApiTokenInput = z.input<typeof createApiTokenInput>;

/** A token as listed: never the secret itself, only its first characters. */
export const apiTokenDto = z.object({
  id: z.uuid(),
  name: z.string(),
  scope: apiTokenScope,
  /** The token's first characters (`sf_a1b2c3`), to tell tokens apart. */
  start: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  expired: z.boolean(),
});
export type ApiTokenDto = z.infer<typeof apiTokenDto>;

/** `POST /api/tokens` → 201: the token in full, shown once and never again. */
export const createdApiTokenDto = apiTokenDto.extend({ token: z.string() });
export type CreatedApiTokenDto = z.infer<typeof createdApiTokenDto>;

export const apiTokensDto = z.object({ tokens: z.array(apiTokenDto) });
export type ApiTokensDto = z.infer<typeof apiTokensDto>;

export const apiTokenParams = z.object({ id: z.uuid() });

/** `GET /api/tokens/current` (bearer only): the token the request carries and whose it is, for `specforge login` and the MCP server. */
export const currentApiTokenDto = apiTokenDto.extend({
  account: z.object({ name: z.string(), email: z.string() }),
});
export type CurrentApiTokenDto = z.infer<typeof currentApiTokenDto>;
