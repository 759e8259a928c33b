import type { DocumentKind } from '../../../../shared/schemas/kit';

/** Served as attachments by the API (the browser downloads them with the session cookie). */
export const projectFiles = {
  /** A kit document by its kind, a custom one by its id. */
  document: (projectId: string, ref: DocumentKind | string) =>
    `/api/projects/${encodeURIComponent(projectId)}/documents/${encodeURIComponent(ref)}/download`,
  kit: (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/export.zip`,
};
