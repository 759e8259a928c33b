import { pendingEntry } from './pending';

export const reconcile = pendingEntry('reconcile');
