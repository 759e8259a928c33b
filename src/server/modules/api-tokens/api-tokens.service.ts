import { createHash, randomBytes } from 'node:crypto';
import {
  API_TOKEN_PREFIX,
  API_TOKEN_SHOWN_CHARS,
  API_TOKENS_MAX,
  type ApiTokenDto,
  type CreateApiTokenInput,
  type CreatedApiTokenDto,
  type CurrentApiTokenDto,
} from '../../../shared/schemas/api-tokens';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import {
  accountOf,
  countApiTokens,
  deleteApiToken,
  findApiToken,
  insertApiToken,
  listApiTokens,
  type ApiTokenRow,
} from './api-tokens.repo';

/** Tokens are looked up by their SHA-256: 32 random bytes need no slow hash, and a leaked table reveals none. */
export const hashApiToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** True for a string shaped like one of our tokens (anything else is refused without a query). */
export const looksLikeApiToken = (token: string) => /^sf_[A-Za-z0-9_-]{43}$/.test(token);

function toDto(row: ApiTokenRow, now = new Date()): ApiTokenDto {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    start: row.start,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expired: row.expiresAt !== null && row.expiresAt <= now,
  };
}

export async function createApiToken(
  db: Db,
  userId: string,
  input: { name: string; scope: CreateApiTokenInput['scope']; expiresAt?: string | null },
): Promise<CreatedApiTokenDto> {
  if ((await countApiTokens(db, userId)) >= API_TOKENS_MAX) throw new AppError('TOKEN_LIMIT');
  const token = API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const row = await insertApiToken(db, {
    userId,
    name: input.name,
    scope: input.scope,
    tokenHash: hashApiToken(token),
    start: token.slice(0, API_TOKEN_SHOWN_CHARS),
    expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
  });
  return { ...toDto(row), token };
}

export async function listTokens(db: Db, userId: string): Promise<ApiTokenDto[]> {
  const now = new Date();
  return (await listApiTokens(db, userId)).map((row) => toDto(row, now));
}

/** Revokes at once: the row is gone, so the next request carrying the token is refused. */
export async function revokeApiToken(db: Db, userId: string, id: string): Promise<void> {
  if (!(await deleteApiToken(db, userId, id))) throw new AppError('NOT_FOUND', 'Token not found.');
}

export async function describeToken(db: Db, tokenId: string): Promise<CurrentApiTokenDto> {
  const row = await findApiToken(db, tokenId);
  const account = row && (await accountOf(db, row.userId));
  if (!row || !account) throw new AppError('TOKEN_INVALID');
  return { ...toDto(row), account };
}
