import type { TFunction } from 'i18next';
import type { CustomDocumentDto } from '../../../shared/schemas/custom-documents';
import type { DocumentKind } from '../../../shared/schemas/kit';
import type { DocumentDto } from '../../../shared/schemas/projects';

/** A custom document once written: it has a current version like any document. */
export type WrittenCustomDocument = CustomDocumentDto & {
  content: string;
  version: number;
  source: NonNullable<CustomDocumentDto['source']>;
};

/** A document the page shows with its toolbar and editor: one of the kit's, or a custom one written. */
export type ShownDocument = DocumentDto | WrittenCustomDocument;

export function isWritten(document: CustomDocumentDto): document is WrittenCustomDocument {
  return document.content !== null && document.version !== null && document.source !== null;
}

/** How the document routes name it: a kit document by its kind, a custom one by its id. */
export function documentRefOf(document: ShownDocument): DocumentKind | string {
  return document.kind === 'custom' ? document.id : document.kind;
}

/** Its name on the page: a kit document's in the interface language, a custom one's title. */
export function documentLabel(t: TFunction, document: ShownDocument): string {
  return document.kind === 'custom' ? document.title : t(`projects.documents.${document.kind}`);
}
