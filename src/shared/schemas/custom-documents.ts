import { z } from 'zod';
import { messageKeys } from '../message-keys';
import { documentKind } from './kit';
import { documentSource, versionParams } from './projects';
import { plainString, singleLineString } from './text';

/**
 * Custom documents: a document the founder asks for beyond the kit's own, by a title and what it
 * should say, written from the kit's brief and documents. Addressed by its id where a kit document
 * is addressed by its kind (`/api/projects/:id/documents/:idOrKind`).
 */

/** How many custom documents one project may hold (failed ones do not count). */
export const CUSTOM_DOCUMENTS_MAX = 10;
export const CUSTOM_TITLE_MAX = 80;
export const CUSTOM_INSTRUCTIONS_MAX = 2000;

/** The texts the form and the API word its refusals with. */
export const customDocumentMessages = {
  titleRequired: 'Please give the document a title.',
  titleTooLong: `The title is too long (at most ${CUSTOM_TITLE_MAX} characters).`,
  instructionsRequired: 'Please say what the document should cover.',
  instructionsTooLong: `The instructions are too long (at most ${CUSTOM_INSTRUCTIONS_MAX} characters).`,
  plan: 'Upgrade to the Growth plan to write custom documents.',
  limit: `This project already has ${CUSTOM_DOCUMENTS_MAX} custom documents, the most it can hold.`,
  titleTaken: 'This project already has a document with this title. Choose another title.',
} as const;
export const customDocumentMessageKeys = messageKeys('projects.custom.messages', customDocumentMessages);

/** `POST /api/projects/:id/documents`. */
export const createCustomDocumentInput = z.object({
  title: singleLineString({ error: customDocumentMessageKeys.titleRequired })
    .trim()
    .min(1, customDocumentMessageKeys.titleRequired)
    .max(CUSTOM_TITLE_MAX, customDocumentMessageKeys.titleTooLong),
  instructions: plainString({ error: customDocumentMessageKeys.instructionsRequired })
    .trim()
    .min(1, customDocumentMessageKeys.instructionsRequired)
    .max(CUSTOM_INSTRUCTIONS_MAX, customDocumentMessageKeys.instructionsTooLong),
});
export type CreateCustomDocumentInput = z.input<typeof createCustomDocumentInput>;

export const customDocumentStatus = z.enum(['queued', 'done', 'failed']);
export type CustomDocumentStatus = z.infer<typeof customDocumentStatus>;

/**
 * A custom document: its request, and its current version once written (`content`, `version` and
 * `source` are null while it is queued, and stay null when writing it failed).
 */
export const customDocumentDto = z.object({
  id: z.uuid(),
  kind: z.literal('custom'),
  title: z.string(),
  instructions: z.string(),
  status: customDocumentStatus,
  /** Why it could not be written (failed only). */
  error: z.string().nullable(),
  content: z.string().nullable(),
  version: z.number().int().nullable(),
  source: documentSource.nullable(),
  createdAt: z.string(),
});
export type CustomDocumentDto = z.infer<typeof customDocumentDto>;

export const customDocumentsDto = z.object({ documents: z.array(customDocumentDto) });
export type CustomDocumentsDto = z.infer<typeof customDocumentsDto>;

/** Where a document route points: a kit document's kind, or a custom document's id. */
export const documentRef = z.union([documentKind, z.uuid()]);
export const documentRefParams = z.object({ id: z.uuid(), kind: documentRef });
export const documentRefVersionParams = documentRefParams.extend({ version: versionParams.shape.version });

/** What an engine writes for a custom document: an opening paragraph and its sections (markdown bodies). */
export const customDocumentOutput = z.object({
  summary: z.string().trim().min(1),
  sections: z
    .array(z.object({ heading: z.string().trim().min(1).max(200), body: z.string().trim().min(1) }))
    .min(1)
    .max(24),
});
export type CustomDocumentOutput = z.infer<typeof customDocumentOutput>;

/** The custom document a document route's `:kind` names (its id), or undefined for a kit document's kind. */
export function customDocumentIdOf(ref: z.infer<typeof documentRef>): string | undefined {
  return documentKind.safeParse(ref).success ? undefined : ref;
}
