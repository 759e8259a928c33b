import { pendingEntry } from './pending';

export const device = pendingEntry('device');
