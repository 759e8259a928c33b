import { pendingEntry } from './pending';

export const aiDraft = pendingEntry('ai-draft');
