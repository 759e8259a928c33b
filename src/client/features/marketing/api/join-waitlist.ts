import { useMutation } from '@tanstack/react-query';
import type { MarketingOkDto, WaitlistInput } from '../../../../shared/schemas/marketing';
import { api } from '../../../lib/api-client';

/** POST /api/waitlist: 201 on the list; 409 when the address already is ('This email is already registered'). */
export function joinWaitlist(input: WaitlistInput): Promise<MarketingOkDto> {
  return api<MarketingOkDto>('/waitlist', { method: 'POST', json: input });
}

export function useJoinWaitlist() {
  return useMutation({ mutationFn: joinWaitlist });
}
