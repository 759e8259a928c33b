import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customDocuments, documents } from '../../db/schema';
import type { DocumentRow, WrittenBy } from '../kits/kits.repo';

export type CustomDocumentRow = typeof customDocuments.$inferSelect;

export async function insertCustomDocument(
  tx: Db,
  values: { projectId: string; title: string; instructions: string },
): Promise<CustomDocumentRow> {
  const [row] = await tx.insert(customDocuments).values(values).returning();
  return row!;
}

/** The custom documents a project holds: queued or written (failed ones do not count). */
export async function countCustomDocuments(db: Db, projectId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(customDocuments)
    .where(and(eq(customDocuments.projectId, projectId), ne(customDocuments.status, 'failed')));
  return row?.count ?? 0;
}

/** Removes a failed custom document of this title (any case), so that asking again can reuse it. */
export async function deleteFailedCustomDocument(tx: Db, projectId: string, title: string): Promise<void> {
  await tx
    .delete(customDocuments)
    .where(
      and(
        eq(customDocuments.projectId, projectId),
        eq(customDocuments.status, 'failed'),
        sql`lower(${customDocuments.title}) = lower(${title})`,
      ),
    );
}

export async function findCustomDocument(db: Db, id: string): Promise<CustomDocumentRow | undefined> {
  const [row] = await db.select().from(customDocuments).where(eq(customDocuments.id, id));
  return row;
}

export async function findProjectCustomDocument(
  db: Db,
  projectId: string,
  id: string,
): Promise<CustomDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(customDocuments)
    .where(and(eq(customDocuments.projectId, projectId), eq(customDocuments.id, id)));
  return row;
}

/** The project's custom documents, oldest first, with their current version once written. */
export async function listCustomDocuments(
  db: Db,
  projectId: string,
): Promise<Array<{ request: CustomDocumentRow; current: DocumentRow | undefined }>> {
  const [requests, versions] = await Promise.all([
    db
      .select()
      .from(customDocuments)
      .where(eq(customDocuments.projectId, projectId))
      .orderBy(asc(customDocuments.createdAt), asc(customDocuments.id)),
    db
      .selectDistinctOn([documents.customDocumentId])
      .from(documents)
      .where(and(eq(documents.projectId, projectId), eq(documents.kind, 'custom')))
      .orderBy(documents.customDocumentId, desc(documents.version)),
  ]);
  const current = new Map(versions.map((row) => [row.customDocumentId, row]));
  return requests.map((request) => ({ request, current: current.get(request.id) }));
}

/** Closes a queued custom document: written (with the model that wrote it) or failed (with the reason). */
export async function finishCustomDocument(
  db: Db,
  id: string,
  outcome: { status: 'done'; writtenBy: WrittenBy } | { status: 'failed'; error: string },
): Promise<void> {
  await db
    .update(customDocuments)
    .set(
      outcome.status === 'done'
        ? {
            status: 'done',
            error: null,
            model: outcome.writtenBy.model,
            inputTokens: outcome.writtenBy.usage.inputTokens,
            outputTokens: outcome.writtenBy.usage.outputTokens,
          }
        : { status: 'failed', error: outcome.error },
    )
    .where(and(eq(customDocuments.id, id), eq(customDocuments.status, 'queued')));
}
