import { pendingEntry } from './pending';

export const advice = pendingEntry('advice');
