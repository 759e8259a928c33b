import { useQuery } from '@tanstack/react-query';
import type { TemplateDto, TemplatesDto } from '../../../../shared/schemas/templates';
import { api } from '../../../lib/api-client';

/** Templates stay fresh for 7 days. */
const WEEK = 7 * 24 * 60 * 60 * 1000;

export const templatesQueryKey = ['templates'] as const;

export function useTemplates() {
  return useQuery({
    queryKey: templatesQueryKey,
    queryFn: () => api<TemplatesDto>('/templates'),
    staleTime: WEEK,
    gcTime: WEEK,
    select: (data) => data.templates,
  });
}

/** One template (the page, and the wizard starting from its idea); nothing is asked for without an id. */
export function useTemplate(id: string | null) {
  return useQuery({
    queryKey: [...templatesQueryKey, id],
    queryFn: () => api<TemplateDto>(`/templates/${encodeURIComponent(id ?? '')}`),
    enabled: Boolean(id),
    staleTime: WEEK,
    gcTime: WEEK,
  });
}
