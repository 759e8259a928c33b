import type { Platform } from '../../../../shared/schemas/kit';
import type { TaskPromptDto } from '../../../../shared/schemas/tasks';
import { api } from '../../../lib/api-client';

/** The prompt for one task and tool, fetched when the person asks to copy it. */
export function getTaskPrompt(taskId: string, platform: Platform): Promise<TaskPromptDto> {
  return api<TaskPromptDto>(`/tasks/${encodeURIComponent(taskId)}/prompt/${platform}`);
}
