import { plans } from '../../../shared/pricing';
import type { Brief } from '../../../shared/schemas/brief';
import { kitStepNames, type KitOptions } from '../../../shared/schemas/kit';
import type { KitRegenerationDto, KitRegenerationResultDto } from '../../../shared/schemas/projects';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { channels, notify } from '../../jobs/notifications';
import { findCurrentBrief, insertProjectBrief } from '../briefs/briefs.repo';
import { optionsAgreeingWith } from '../briefs/briefs.service';
import {
  countRegenerationsThisMonth,
  findLatestKitRegeneration,
  findOpenKitRegeneration,
  insertKitRegeneration,
  resetStepsForRun,
  summaryOf,
  type RegenerationRow,
} from '../kits/kits.repo';
import { enqueueReadySteps, type KitDeps } from '../kits/kits.service';
import { listHandWrittenDocuments, listOfferedKinds } from './document-offers.repo';
import { lockProject, updateProject } from './projects.repo';
import { authorizeProject } from './project-access';

/**
 * Writes the whole kit again from an edited brief, as a new run of the kit pipeline (the project's
 * next attempt): the brief becomes the project's newest version and every step is queued again.
 * The steps store their results keeping the work done (`storeArtifacts`): unchanged documents keep
 * their version, tasks keep their status and place. It costs one of the plan's regenerations for
 * the project this month, not a credit (ADR 0025). Counting and starting happen in one transaction
 * under the project's row lock, so of concurrent requests exactly one starts and is counted: the
 * others find the kit being written again (KIT_REGENERATING) or the month's allowance used.
 */
export async function regenerateKit(
  deps: KitDeps,
  actorId: string,
  projectId: string,
  brief: Brief,
): Promise<KitRegenerationResultDto> {
  const { owner } = await authorizeProject(deps.db, actorId, projectId, 'documents.regenerate');
  const limit = plans[owner.subscriptionPlan].regenerationsPerProjectPerMonth;

  return deps.db.transaction(
    async (tx) => {
      const project = await lockProject(tx, projectId);
      if (!project) throw new AppError('NOT_FOUND', 'Project not found.');
      if (project.status !== 'ready') {
        const running = await findOpenKitRegeneration(tx, projectId, project.attempt);
        throw new AppError(running ? 'KIT_REGENERATING' : 'KIT_NOT_READY');
      }
      const used = await countRegenerationsThisMonth(tx, projectId);
      if (limit !== null && used >= limit) throw new AppError('REGENERATION_LIMIT');

      const current = await findCurrentBrief(tx, projectId);
      await insertProjectBrief(tx, { projectId, version: (current?.version ?? 0) + 1, brief, source: 'confirmed' });
      const attempt = project.attempt + 1;
      const regeneration = await insertKitRegeneration(tx, projectId, attempt);
      await resetStepsForRun(tx, projectId);
      await updateProject(tx, projectId, {
        status: 'queued',
        failureReason: null,
        attempt,
        kitCheck: null,
        kitRepair: null,
        kitOptions: optionsAgreeingWith(project.kitOptions as KitOptions, brief),
      });
      const statuses = new Map(kitStepNames.map((step) => [step, 'pending' as const]));
      await enqueueReadySteps(tx, deps.queue, { ...project, attempt }, statuses);
      await notify(tx, channels.progress, projectId);
      return {
        regeneration: toKitRegenerationDto(regeneration),
        remaining: limit === null ? null : limit - used - 1,
        ...(await documentsToDecide(tx, projectId)),
      };
    },
    { isolationLevel: 'read committed' },
  );
}

/**
 * The project's newest regeneration of the whole kit (null before the first), the regenerations
 * left, and what a regeneration would keep: the documents a person wrote, which the dialog names
 * before anything runs, and those with new text waiting for a decision (ADR 0034).
 */
export async function getKitRegeneration(db: Db, actorId: string, projectId: string): Promise<KitRegenerationResultDto> {
  const { owner } = await authorizeProject(db, actorId, projectId, 'project.read');
  const [row, used, documents] = await Promise.all([
    findLatestKitRegeneration(db, projectId),
    countRegenerationsThisMonth(db, projectId),
    documentsToDecide(db, projectId),
  ]);
  const limit = plans[owner.subscriptionPlan].regenerationsPerProjectPerMonth;
  return {
    regeneration: row ? toKitRegenerationDto(row) : null,
    remaining: limit === null ? null : Math.max(0, limit - used),
    ...documents,
  };
}

async function documentsToDecide(
  db: Db,
  projectId: string,
): Promise<Pick<KitRegenerationResultDto, 'edited' | 'offers'>> {
  const [edited, offers] = await Promise.all([
    listHandWrittenDocuments(db, projectId),
    listOfferedKinds(db, projectId),
  ]);
  return { edited, offers };
}

function toKitRegenerationDto(row: RegenerationRow): KitRegenerationDto {
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    summary: summaryOf(row.summary),
    error: row.error,
  };
}
