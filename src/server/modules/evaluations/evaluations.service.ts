import type { Brief } from '../../../shared/schemas/brief';
import type { OverviewOutput, RequirementsOutput, ViabilityOutput } from '../../../shared/schemas/kit';
import type { EvaluationDto, EvaluationStateDto } from '../../../shared/schemas/evaluations';
import { KitModelError, type KitModel } from '../../ai/kit-model';
import type { Db } from '../../db/client';
import { AppError, IdeaUnclearError } from '../../http/app-error';
import { kitLanguageOf } from '../../kit/kit-text';
import { renderDocument } from '../../kit/render';
import {
  claimIdea,
  findIdea,
  releaseIdea,
  saveEvaluation,
  visitorHasIdea,
  type EvaluationOwner,
  type IdeaRow,
} from './evaluations.repo';

export interface EvaluationDeps {
  db: Db;
  model: KitModel;
  /** Longest an evaluation may take before the user is told it timed out. */
  timeoutMs: number;
}

/**
 * What `ideas.evaluation` holds: the assessment and the brief it judged, then (on request) the
 * overview and PRD written from that brief. Evaluations made before briefs have none.
 */
interface StoredEvaluation {
  viability: ViabilityOutput;
  brief?: Brief;
  overview?: { output: OverviewOutput; markdown: string };
  requirements?: { output: RequirementsOutput; markdown: string };
}

/**
 * A claim older than this without a result is abandoned (its process died) and may be taken again:
 * past the two model calls an evaluation makes (the brief, then the assessment), with room to spare.
 */
const staleSeconds = (deps: EvaluationDeps) => Math.ceil(deps.timeoutMs / 1000) * 3 + 30;

function toDto(row: IdeaRow): EvaluationDto | null {
  const stored = row.evaluation as StoredEvaluation | null;
  if (!stored) return null;
  return {
    id: row.id,
    idea: row.description,
    productName: stored.brief?.productName ?? null,
    viability: stored.viability,
    overview: stored.overview?.markdown ?? null,
    requirements: stored.requirements?.markdown ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The name the account's free evaluation gave this very idea, if it evaluated it: the founder met
 * the product by that name, so the brief the wizard proposes for the idea keeps it (ADR 0049).
 */
export async function evaluatedProductName(db: Db, userId: string, idea: string): Promise<string | undefined> {
  const row = await findIdea(db, { userId });
  if (!row || row.description.trim() !== idea.trim()) return undefined;
  return (row.evaluation as StoredEvaluation | null)?.brief?.productName;
}

/**
 * A model failure in the product's words; the claim is given back so nothing is lost. A final
 * error names the operator's settings, which are no business of the person evaluating an idea.
 */
function modelFailure(error: unknown): unknown {
  if (error instanceof KitModelError) {
    if (error.kind === 'timeout') return new AppError('EVALUATION_TIMEOUT');
    return new AppError('SERVICE_UNAVAILABLE', error.retryable ? error.message : undefined);
  }
  return error;
}

export async function getEvaluationState(db: Db, owner: EvaluationOwner): Promise<EvaluationStateDto> {
  const row = await findIdea(db, owner);
  const evaluation = row ? toDto(row) : null;
  // A visitor whose evaluation went to an account no longer sees it, and has still used it.
  const attachedElsewhere = !row && 'visitorId' in owner && (await visitorHasIdea(db, owner.visitorId));
  return { available: evaluation === null && !attachedElsewhere, evaluation };
}

/**
 * The owner's one free evaluation: the idea is read into a brief by the same `proposeBrief` that
 * kits use (ADR 0022), and the brief is assessed. An idea no brief can be read from is refused with
 * the briefs' IDEA_UNCLEAR and its questions, and the claim is given back: nonsense is never scored,
 * and it does not use up the free evaluation.
 */
export async function evaluateIdea(deps: EvaluationDeps, owner: EvaluationOwner, idea: string): Promise<EvaluationDto> {
  const claim = await claimIdea(deps.db, owner, idea, staleSeconds(deps));
  if (!claim) throw new AppError('EVALUATION_USED');
  let stored: StoredEvaluation;
  try {
    // Each model call has the whole timeout, as a kit step does.
    const { output: read } = await deps.model.proposeBrief(idea, {}, AbortSignal.timeout(deps.timeoutMs));
    if (read.kind === 'unclear') throw new IdeaUnclearError(read.questions);
    const { output: viability } = await deps.model.evaluate(idea, read.brief, AbortSignal.timeout(deps.timeoutMs));
    stored = { viability, brief: read.brief };
  } catch (error) {
    await releaseIdea(deps.db, claim.id);
    throw modelFailure(error);
  }
  return toDto(await saveEvaluation(deps.db, claim.id, stored))!;
}

/** 'Generate overview and PRD' for the evaluated idea (part of the same free evaluation). */
export async function generateEvaluationDocuments(deps: EvaluationDeps, owner: EvaluationOwner, id: string): Promise<EvaluationDto> {
  const row = await findIdea(deps.db, owner);
  if (!row || row.id !== id) throw new AppError('NOT_FOUND', 'Evaluation not found.');
  const stored = row.evaluation as StoredEvaluation | null;
  if (!stored) throw new AppError('EVALUATION_USED');
  if (stored.overview && stored.requirements) return toDto(row)!;

  const signal = AbortSignal.timeout(deps.timeoutMs);
  const context = { idea: row.description, options: {}, variant: 1, ...(stored.brief ? { brief: stored.brief } : {}) };
  try {
    const overview = (await deps.model.generateStep('overview', { ...context, outputs: {} }, signal)).output;
    const requirements = (await deps.model.generateStep('requirements', { ...context, outputs: { overview } }, signal)).output;
    const outputs = { overview, requirements };
    const language = kitLanguageOf(stored.brief);
    const next: StoredEvaluation = {
      ...stored,
      overview: { output: overview, markdown: renderDocument('overview', outputs, language).content },
      requirements: { output: requirements, markdown: renderDocument('requirements', outputs, language).content },
    };
    return toDto(await saveEvaluation(deps.db, row.id, next))!;
  } catch (error) {
    throw modelFailure(error);
  }
}
