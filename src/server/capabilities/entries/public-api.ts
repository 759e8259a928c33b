import { pendingEntry } from './pending';

export const publicApi = pendingEntry('public-api');
