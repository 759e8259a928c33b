import { and, desc, eq, inArray, ne, notInArray } from 'drizzle-orm';
import type { DocumentKind } from '../../../shared/schemas/kit';
import { handWrittenSources, isHandWritten } from '../../../shared/schemas/projects';
import type { Db } from '../../db/client';
import { documentOffers, documents } from '../../db/schema';
import { documentWhere, type DocumentRow } from '../kits/kits.repo';

export type DocumentOfferRow = typeof documentOffers.$inferSelect;

/** The kit documents whose current version a person wrote (edited or restored). */
export async function listHandWrittenDocuments(db: Db, projectId: string): Promise<DocumentKind[]> {
  const current = await db
    .selectDistinctOn([documents.kind], { kind: documents.kind, source: documents.source })
    .from(documents)
    .where(and(eq(documents.projectId, projectId), ne(documents.kind, 'custom')))
    .orderBy(documents.kind, desc(documents.version));
  return current.filter(isHandWritten).map((row) => row.kind as DocumentKind);
}

/** The newest version of a kit document the engine wrote (what a person's edit started from). */
export async function findLatestEngineVersion(
  db: Db,
  projectId: string,
  kind: DocumentKind,
): Promise<Pick<DocumentRow, 'title' | 'content'> | undefined> {
  const [row] = await db
    .select({ title: documents.title, content: documents.content })
    .from(documents)
    .where(and(documentWhere(projectId, kind), notInArray(documents.source, [...handWrittenSources])))
    .orderBy(desc(documents.version))
    .limit(1);
  return row;
}

/** Stores a regeneration's text beside the founder's; an undecided older offer for the document gives way. */
export async function upsertDocumentOffer(tx: Db, offer: Omit<DocumentOfferRow, 'id' | 'createdAt'>): Promise<void> {
  await tx
    .insert(documentOffers)
    .values(offer)
    .onConflictDoUpdate({
      target: [documentOffers.projectId, documentOffers.kind],
      set: {
        regenerationId: offer.regenerationId,
        baseVersion: offer.baseVersion,
        title: offer.title,
        content: offer.content,
        data: offer.data,
        model: offer.model,
        createdAt: new Date(),
      },
    });
}

export async function findDocumentOffer(
  db: Db,
  projectId: string,
  kind: DocumentKind,
): Promise<DocumentOfferRow | undefined> {
  const [row] = await db
    .select()
    .from(documentOffers)
    .where(and(eq(documentOffers.projectId, projectId), eq(documentOffers.kind, kind)));
  return row;
}

/** The documents with an offer waiting, in the kit's order of kinds. */
export async function listOfferedKinds(db: Db, projectId: string): Promise<DocumentKind[]> {
  const rows = await db
    .select({ kind: documentOffers.kind })
    .from(documentOffers)
    .where(eq(documentOffers.projectId, projectId))
    .orderBy(documentOffers.kind);
  return rows.map((row) => row.kind as DocumentKind);
}

/** Removes the offers of these documents (decided, or overtaken by a version the engine wrote). */
export async function deleteDocumentOffers(tx: Db, projectId: string, kinds: DocumentKind[]): Promise<void> {
  if (kinds.length === 0) return;
  await tx
    .delete(documentOffers)
    .where(and(eq(documentOffers.projectId, projectId), inArray(documentOffers.kind, kinds)));
}

/** Removes one offer by its id; false when it is gone (decided already, or replaced by a newer regeneration's). */
export async function deleteDocumentOffer(tx: Db, id: string): Promise<boolean> {
  const deleted = await tx.delete(documentOffers).where(eq(documentOffers.id, id)).returning({ id: documentOffers.id });
  return deleted.length > 0;
}
