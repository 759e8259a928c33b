import { pendingEntry } from './pending';

export const chat = pendingEntry('chat');
