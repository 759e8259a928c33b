import { pendingEntry } from './pending';

export const analytics = pendingEntry('analytics');
