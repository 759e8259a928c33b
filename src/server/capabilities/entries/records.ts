import { pendingEntry } from './pending';

export const records = pendingEntry('records');
