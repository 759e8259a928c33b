import { pendingEntry } from './pending';

export const workflow = pendingEntry('workflow');
