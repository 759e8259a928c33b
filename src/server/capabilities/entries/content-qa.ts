import { pendingEntry } from './pending';

export const contentQa = pendingEntry('content-qa');
