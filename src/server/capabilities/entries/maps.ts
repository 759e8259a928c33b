import { pendingEntry } from './pending';

export const maps = pendingEntry('maps');
