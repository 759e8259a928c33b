import { pendingEntry } from './pending';

export const publishing = pendingEntry('publishing');
