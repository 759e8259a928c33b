import { customDocumentJob } from '../modules/kits/kit-jobs';
import type { KitDeps } from '../modules/kits/kits.service';
import { failCustomDocument, runCustomDocument } from '../modules/custom-documents/custom-documents.service';

/** The custom-document queue's adapter: a job writes the first version of one custom document. */
export function runCustomDocumentJob(deps: KitDeps, payload: unknown): Promise<void> {
  return runCustomDocument(deps, customDocumentJob.parse(payload));
}

/** The custom-document dead-letter queue's adapter: `output` is the last attempt's error, as pg-boss stored it. */
export function failCustomDocumentJob(deps: KitDeps, payload: unknown, output: unknown): Promise<void> {
  return failCustomDocument(deps, customDocumentJob.parse(payload), output);
}
