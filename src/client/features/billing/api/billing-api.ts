import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CheckoutDto, CheckoutInput, CheckoutResultDto, CreditsDto } from '../../../../shared/schemas/billing';
import { api } from '../../../lib/api-client';
import { meQueryKey } from '../../auth';

export const creditsQueryKey = ['credits'] as const;

export function createCheckout(input: CheckoutInput): Promise<CheckoutDto> {
  return api<CheckoutDto>('/checkout', { method: 'POST', json: input });
}

/** Balance, plan and history; always fresh (it changes with every purchase and kit). */
export function useCredits() {
  return useQuery(queryOptions({ queryKey: creditsQueryKey, queryFn: () => api<CreditsDto>('/credits'), staleTime: 0 }));
}

/** A checkout's outcome; asked again every 2 s while the payment is settling. */
export function useCheckoutResult(sessionId: string) {
  return useQuery({
    queryKey: ['checkout', sessionId],
    queryFn: () => api<CheckoutResultDto>(`/checkout/${encodeURIComponent(sessionId)}`),
    enabled: sessionId !== '',
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 2000 : false),
  });
}

/** Once a purchase shows as paid, the header's plan badge and the credits page refresh. */
export function useRefreshBalance() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
        queryClient.invalidateQueries({ queryKey: creditsQueryKey }),
      ]),
    [queryClient],
  );
}

export function useOpenPortal() {
  return useMutation({
    mutationFn: () => api<{ url: string }>('/billing/portal', { method: 'POST' }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
