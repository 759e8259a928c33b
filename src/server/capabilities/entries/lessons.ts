import { pendingEntry } from './pending';

export const lessons = pendingEntry('lessons');
