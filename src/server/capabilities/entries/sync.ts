import { pendingEntry } from './pending';

export const sync = pendingEntry('sync');
