import type { DocumentKind } from '../../../shared/schemas/kit';
import type {
  DocumentVersionDto,
  DocumentVersionSummaryDto,
  RestoreVersionInput,
} from '../../../shared/schemas/projects';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { CustomDocumentRef } from '../kits/kits.repo';
import { findDocumentVersion, listDocumentVersions, type VersionWithAuthor } from './document-versions.repo';
import { authorizeProject } from './project-access';
import { saveDocumentVersion, toDocumentDto } from './projects.service';

// A document's history: every version is kept; an old one comes back as a new version (never by rewriting).

/** The document's versions, newest first (read by whoever may read the document). */
export async function listVersions(
  db: Db,
  actorId: string,
  projectId: string,
  kind: DocumentKind | CustomDocumentRef,
): Promise<DocumentVersionSummaryDto[]> {
  await authorizeProject(db, actorId, projectId, 'project.read');
  const rows = await listDocumentVersions(db, projectId, kind);
  if (rows.length === 0) throw new AppError('DOCUMENT_NOT_READY');
  return rows.map((row) => ({
    version: row.version,
    source: row.source,
    title: row.title,
    createdAt: row.createdAt.toISOString(),
    who: row.who,
  }));
}

/** One version of the owner's document (another account's project is a 404 like a missing version). */
async function ownedVersion(
  db: Db,
  actorId: string,
  projectId: string,
  kind: DocumentKind | CustomDocumentRef,
  version: number,
): Promise<VersionWithAuthor> {
  await authorizeProject(db, actorId, projectId, 'project.read');
  const row = await findDocumentVersion(db, projectId, kind, version);
  if (!row) throw new AppError('VERSION_NOT_FOUND');
  return row;
}

export async function getVersion(
  db: Db,
  actorId: string,
  projectId: string,
  kind: DocumentKind | CustomDocumentRef,
  version: number,
): Promise<DocumentVersionDto> {
  return toVersionDto(await ownedVersion(db, actorId, projectId, kind, version));
}

/**
 * Makes an old version current again as a new version (source `restored`) with its title, text and
 * structured output, under the same rule as an edit: only from the current `baseVersion`, else a conflict.
 */
export async function restoreVersion(
  db: Db,
  actorId: string,
  projectId: string,
  kind: DocumentKind | CustomDocumentRef,
  version: number,
  input: RestoreVersionInput,
): Promise<DocumentVersionDto> {
  const restored = await ownedVersion(db, actorId, projectId, kind, version);
  const row = await saveDocumentVersion(db, actorId, projectId, kind, input.baseVersion, () => ({
    title: restored.title,
    content: restored.content,
    data: restored.data,
    model: restored.model,
    source: 'restored',
  }));
  // Read back with its author's name; versions are never changed or removed once written.
  const saved = await findDocumentVersion(db, projectId, kind, row.version);
  return toVersionDto(saved ?? { ...row, who: null });
}

function toVersionDto(row: VersionWithAuthor): DocumentVersionDto {
  return { ...toDocumentDto(row), who: row.who };
}
