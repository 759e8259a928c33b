import { pendingEntry } from './pending';

export const notify = pendingEntry('notify');
