import { z } from 'zod';
import { documentKind, type KitOutputs } from '../../shared/schemas/kit';
import { renderDocument } from '../kit/render';
import {
  addTokenUsage,
  findCurrentDocument,
  findProject,
  findRegeneration,
  finishRegeneration,
  insertDocument,
  listKitSteps,
  lockProject,
} from '../modules/projects/projects.repo';
import { failureMessage, outputsOf, stepContext, type KitDeps } from './kit-step.job';
import { channels, notify } from './notifications';

export const regenerateJob = z.object({ regenerationId: z.uuid() });

/** Writes a new version of one document (source `regenerated`); the older ones stay as history. */
export async function runRegeneration(deps: KitDeps, payload: unknown): Promise<void> {
  const { regenerationId } = regenerateJob.parse(payload);
  const regeneration = await findRegeneration(deps.db, regenerationId);
  if (!regeneration || regeneration.status !== 'queued') return;
  const project = await findProject(deps.db, regeneration.projectId);
  if (!project) return;
  const kind = documentKind.parse(regeneration.kind);
  const previous = await findCurrentDocument(deps.db, project.id, kind);
  const version = (previous?.version ?? 0) + 1;
  // The kit's structured outputs are the context: the new version agrees with the rest of the kit.
  const outputs: Partial<KitOutputs> = outputsOf(await listKitSteps(deps.db, project.id));

  const result = await deps.model.generateStep(kind, stepContext(project, kind, outputs, version));
  const { title, content } = renderDocument(kind, { ...outputs, [kind]: result.output });

  await deps.db.transaction(async (tx) => {
    if (!(await lockProject(tx, project.id))) return;
    const latest = await findCurrentDocument(tx, project.id, kind);
    await insertDocument(tx, {
      projectId: project.id,
      kind,
      title,
      content,
      data: result.output,
      version: Math.max(version, (latest?.version ?? 0) + 1),
      source: 'regenerated',
    });
    await addTokenUsage(tx, project.id, result.usage);
    await finishRegeneration(tx, regenerationId, 'done');
    await notify(tx, channels.progress, project.id);
  });
}

/** A regeneration that failed for good: it no longer counts against the monthly limit. */
export async function failRegeneration(deps: KitDeps, payload: unknown, error?: unknown): Promise<void> {
  const { regenerationId } = regenerateJob.parse(payload);
  const regeneration = await findRegeneration(deps.db, regenerationId);
  if (!regeneration) return;
  await deps.db.transaction(async (tx) => {
    await finishRegeneration(tx, regenerationId, 'failed', failureMessage(error));
    await notify(tx, channels.progress, regeneration.projectId);
  });
}
