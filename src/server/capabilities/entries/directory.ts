import { pendingEntry } from './pending';

export const directory = pendingEntry('directory');
