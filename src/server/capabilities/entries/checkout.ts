import { pendingEntry } from './pending';

export const checkout = pendingEntry('checkout');
