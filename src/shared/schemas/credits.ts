import { z } from 'zod';

/** Why a balance changed (the `credit_reason` enum of `credit_ledger`). */
export const creditReasons = ['purchase', 'subscription_grant', 'project', 'refund', 'admin'] as const;
export const creditReason = z.enum(creditReasons);
export type CreditReason = z.infer<typeof creditReason>;

/** One row of the append-only credit ledger, as the API shows it. */
export const ledgerEntryDto = z.object({
  id: z.string(),
  delta: z.number().int(),
  reason: creditReason,
  balanceAfter: z.number().int(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type LedgerEntryDto = z.infer<typeof ledgerEntryDto>;

export const ledgerDto = z.object({ entries: z.array(ledgerEntryDto) });
export type LedgerDto = z.infer<typeof ledgerDto>;
