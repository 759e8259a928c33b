import { and, desc, eq } from 'drizzle-orm';
import type { DocumentKind } from '../../../shared/schemas/kit';
import type { Db } from '../../db/client';
import { documents, user } from '../../db/schema';
import { documentWhere, type CustomDocumentRef, type DocumentRow } from '../kits/kits.repo';

/** A version with the person who wrote it (null when the engine wrote it, or the account is gone). */
export type VersionWithAuthor = DocumentRow & { who: { id: string; name: string } | null };

const author = { id: user.id, name: user.name };

/** Every version of one document, newest first, without their texts. */
export async function listDocumentVersions(
  db: Db,
  projectId: string,
  kind: DocumentKind | CustomDocumentRef,
): Promise<Omit<VersionWithAuthor, 'content' | 'data'>[]> {
  const rows = await db
    .select({
      id: documents.id,
      projectId: documents.projectId,
      kind: documents.kind,
      title: documents.title,
      version: documents.version,
      source: documents.source,
      model: documents.model,
      createdBy: documents.createdBy,
      customDocumentId: documents.customDocumentId,
      createdAt: documents.createdAt,
      who: author,
    })
    .from(documents)
    .leftJoin(user, eq(user.id, documents.createdBy))
    .where(documentWhere(projectId, kind))
    .orderBy(desc(documents.version));
  return rows.map((row) => ({ ...row, who: row.who?.id ? row.who : null }));
}

/** One version of one document, with its text. */
export async function findDocumentVersion(
  db: Db,
  projectId: string,
  kind: DocumentKind | CustomDocumentRef,
  version: number,
): Promise<VersionWithAuthor | undefined> {
  const [row] = await db
    .select({ document: documents, who: author })
    .from(documents)
    .leftJoin(user, eq(user.id, documents.createdBy))
    .where(and(documentWhere(projectId, kind), eq(documents.version, version)))
    .limit(1);
  return row ? { ...row.document, who: row.who?.id ? row.who : null } : undefined;
}
