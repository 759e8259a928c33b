import { pendingEntry } from './pending';

export const game = pendingEntry('game');
