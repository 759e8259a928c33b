import { pendingEntry } from './pending';

export const realtime = pendingEntry('realtime');
