import { useMutation } from '@tanstack/react-query';
import type { ContactInput, MarketingOkDto } from '../../../../shared/schemas/marketing';
import { api } from '../../../lib/api-client';

export function submitContact(input: ContactInput): Promise<MarketingOkDto> {
  return api<MarketingOkDto>('/contact', { method: 'POST', json: input });
}

export function useSubmitContact() {
  return useMutation({ mutationFn: submitContact });
}
