import { pendingEntry } from './pending';

export const media = pendingEntry('media');
