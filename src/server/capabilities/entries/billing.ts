import { pendingEntry } from './pending';

export const billing = pendingEntry('billing');
