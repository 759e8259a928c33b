import { pendingEntry } from './pending';

export const importExport = pendingEntry('import-export');
