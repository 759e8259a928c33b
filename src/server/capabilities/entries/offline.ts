import { pendingEntry } from './pending';

export const offline = pendingEntry('offline');
