import { ApiError } from '../../lib/api-client';

/** Why a project cannot be started: the Free plan, or no credits left. */
export type CreditBlock = 'free' | 'credits';

/** Told apart by the error's code; anything else is not about credits. */
export function creditBlockOf(error: unknown): CreditBlock | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'INSUFFICIENT_CREDITS') return 'credits';
  return null;
}
