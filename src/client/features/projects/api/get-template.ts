import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** What the wizard needs of a template: the idea a new project starts from. */
export interface TemplateIdea {
  id: string;
  idea: string;
}

/**
 * `GET /api/templates/:id`, read defensively: the endpoint belongs to the template library and may
 * answer `{ template }` or the template itself; anything unusable counts as no template.
 */
export async function getTemplateIdea(id: string): Promise<TemplateIdea | null> {
  const data = await api<unknown>(`/templates/${encodeURIComponent(id)}`);
  const record = (typeof data === 'object' && data !== null && 'template' in data ? data.template : data) as
    { id?: unknown; idea?: unknown; description?: unknown } | null | undefined;
  const idea = typeof record?.idea === 'string' && record.idea.trim() ? record.idea : null;
  return idea ? { id: typeof record?.id === 'string' ? record.id : id, idea } : null;
}

/** The template's idea, or null when there is none or it cannot be loaded (the wizard then starts empty). */
export function useTemplateIdea(id: string | null) {
  return useQuery({
    queryKey: ['templates', id, 'idea'],
    queryFn: () => getTemplateIdea(id ?? ''),
    enabled: Boolean(id),
    retry: false,
    staleTime: 7 * 24 * 60 * 60 * 1000,
  });
}
