import { pendingEntry } from './pending';

export const bot = pendingEntry('bot');
