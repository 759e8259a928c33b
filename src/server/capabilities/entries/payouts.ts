import { pendingEntry } from './pending';

export const payouts = pendingEntry('payouts');
