import type { DocumentKind } from '../../../shared/schemas/kit';
import type { DecideOfferInput, DocumentDto, DocumentOfferDto } from '../../../shared/schemas/projects';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { channels, notify } from '../../jobs/notifications';
import { findCurrentDocument } from '../kits/kits.repo';
import { deleteDocumentOffer, findDocumentOffer, type DocumentOfferRow } from './document-offers.repo';
import { authorizeProject } from './project-access';
import { lockProject, updateProject } from './projects.repo';
import { saveDocumentVersion, toDocumentDto, type NextVersion } from './projects.service';

// A regeneration never replaces a text a person wrote: it offers its own beside it, and the founder
// keeps theirs, takes the new one or merges the two (ADR 0034). Deciding costs nothing.

/** The text waiting beside the founder's version of a kit document. */
export async function getOffer(
  db: Db,
  actorId: string,
  projectId: string,
  kind: DocumentKind,
): Promise<DocumentOfferDto> {
  await authorizeProject(db, actorId, projectId, 'project.read');
  const offer = await findDocumentOffer(db, projectId, kind);
  if (!offer) throw new AppError('OFFER_NOT_FOUND');
  return {
    kind,
    title: offer.title,
    content: offer.content,
    baseVersion: offer.baseVersion,
    createdAt: offer.createdAt.toISOString(),
  };
}

/**
 * The founder's decision on an offer; returns the document's current version after it. Keeping
 * writes nothing; taking or merging writes a new version from `baseVersion` like an edit. The offer
 * goes in the same transaction, and only the offer that was read: if a newer regeneration replaced
 * it meanwhile, the decision is refused (OFFER_NOT_FOUND) and nothing changes.
 */
export async function decideOffer(
  db: Db,
  actorId: string,
  projectId: string,
  kind: DocumentKind,
  input: DecideOfferInput,
): Promise<DocumentDto> {
  await authorizeProject(db, actorId, projectId, 'documents.edit');
  const offer = await findDocumentOffer(db, projectId, kind);
  if (!offer) throw new AppError('OFFER_NOT_FOUND');
  const decided = (tx: Db) => removeOffer(tx, offer);

  if (input.choice === 'keep') {
    return db.transaction(async (tx) => {
      if (!(await lockProject(tx, projectId))) throw new AppError('NOT_FOUND', 'Project not found.');
      await decided(tx);
      await updateProject(tx, projectId, {});
      await notify(tx, channels.progress, projectId);
      const current = await findCurrentDocument(tx, projectId, kind);
      if (!current) throw new AppError('DOCUMENT_NOT_READY');
      return toDocumentDto(current);
    });
  }
  const next: NextVersion =
    input.choice === 'take'
      ? () => ({ title: offer.title, content: offer.content, data: offer.data, model: offer.model, source: 'regenerated' })
      : (current) => ({ title: current.title, content: input.content, model: current.model, source: 'edited' });
  return toDocumentDto(await saveDocumentVersion(db, actorId, projectId, kind, input.baseVersion, next, decided));
}

async function removeOffer(tx: Db, offer: DocumentOfferRow): Promise<void> {
  if (!(await deleteDocumentOffer(tx, offer.id))) throw new AppError('OFFER_NOT_FOUND');
}
