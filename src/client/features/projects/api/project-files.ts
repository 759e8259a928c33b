import type { DocumentKind } from '../../../../shared/schemas/kit';

/** Served as attachments by the API (the browser downloads them with the session cookie). */
export const projectFiles = {
  document: (projectId: string, kind: DocumentKind) =>
    `/api/projects/${encodeURIComponent(projectId)}/documents/${kind}/download`,
  kit: (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/export.zip`,
};
