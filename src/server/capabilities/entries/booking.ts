import { pendingEntry } from './pending';

export const booking = pendingEntry('booking');
