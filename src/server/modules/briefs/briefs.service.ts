import type { Brief, BriefPlatform } from '../../../shared/schemas/brief';
import type { KitOptions } from '../../../shared/schemas/kit';
import type { BriefProposalDto, ProjectBriefDto } from '../../../shared/schemas/projects';
import { KitModelError, type KitModel, type ProposeBriefOptions } from '../../ai/kit-model';
import type { Db } from '../../db/client';
import type { Logger } from '../../logger';
import { AppError, IdeaUnclearError } from '../../http/app-error';
import { authorizeProject } from '../projects/project-access';
import { findCurrentBrief } from './briefs.repo';

/**
 * Proposing a brief is free but may call an AI provider: an account gets 30 an hour, whether it asks
 * for one (`POST /api/briefs`) or orders a kit without one, which proposes it on the server.
 */
export const briefLimitRule = { name: 'brief-account', points: 30, durationSeconds: 60 * 60 };

/**
 * The brief an idea gives (ADR 0022), or IDEA_UNCLEAR with the questions that would make it clear.
 * Free: nothing is stored or charged here. A provider's failure is SERVICE_UNAVAILABLE; a final one
 * (a refused key, an unknown model) names the operator's settings, which stay in the logs.
 */
export async function proposeBrief(
  deps: { model: KitModel; logger: Logger },
  idea: string,
  options: ProposeBriefOptions,
): Promise<BriefProposalDto> {
  let result;
  try {
    ({ output: result } = await deps.model.proposeBrief(idea, options));
  } catch (error) {
    if (!(error instanceof KitModelError)) throw error;
    deps.logger.warn({ err: error }, 'brief proposal failed');
    throw new AppError('SERVICE_UNAVAILABLE', error.retryable ? error.message : undefined);
  }
  if (result.kind === 'unclear') throw new IdeaUnclearError(result.questions);
  return { brief: result.brief, questions: result.questions };
}

/**
 * The brief under another product name: the name itself and every whole-word mention of the old one
 * in the brief's texts (a summary that names the product).
 */
export function renameProduct(brief: Brief, name: string): Brief {
  const old = brief.productName.trim();
  if (!old || old === name) return brief;
  const mention = new RegExp(`(?<![\\p{L}\\p{N}])${old.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'gu');
  const renamed = (value: unknown): unknown => {
    if (typeof value === 'string') return value.replace(mention, name);
    if (Array.isArray(value)) return value.map(renamed);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, renamed(v)]));
    return value;
  };
  return { ...(renamed(brief) as Brief), productName: name };
}

/**
 * The brief a kit is ordered with: the founder's confirmed one, else one proposed now for the idea
 * and the wizard's platforms (an unclear idea is refused here, before anything is charged).
 */
export async function briefForOrder(
  deps: { model: KitModel; logger: Logger },
  idea: string,
  options: KitOptions,
  confirmed: Brief | undefined,
): Promise<{ brief: Brief; source: 'proposed' | 'confirmed' }> {
  if (confirmed) return { brief: confirmed, source: 'confirmed' };
  const { brief } = await proposeBrief(deps, idea, { platforms: briefPlatformsOf(options.platforms) });
  return { brief, source: 'proposed' };
}

/** The brief the kit is written from, for whoever may read the project. */
export async function getProjectBrief(db: Db, actorId: string, projectId: string): Promise<ProjectBriefDto> {
  await authorizeProject(db, actorId, projectId, 'project.read');
  const row = await findCurrentBrief(db, projectId);
  if (!row) throw new AppError('BRIEF_NOT_FOUND');
  return { brief: row.brief as Brief, version: row.version };
}

type KitPlatform = NonNullable<KitOptions['platforms']>[number];

const kitPlatformOf: Partial<Record<BriefPlatform, KitPlatform>> = {
  web: 'web',
  ios: 'ios',
  android: 'android',
  desktop: 'desktop',
  'browser-extension': 'extension',
};

/** The wizard's platforms as the brief names them (its `extension` is a browser extension). */
export function briefPlatformsOf(platforms: KitOptions['platforms']): BriefPlatform[] | undefined {
  if (!platforms?.length) return undefined;
  return platforms.map((platform) => (platform === 'extension' ? 'browser-extension' : platform));
}

/**
 * The kit's options made to agree with its brief: the brief's platforms replace the wizard's (an
 * API or a CLI has no wizard platform, so a brief of only those leaves the wizard's choice out).
 */
export function optionsAgreeingWith(options: KitOptions, brief: Brief): KitOptions {
  const platforms = brief.platforms.flatMap((platform) => kitPlatformOf[platform] ?? []);
  const { platforms: _wizard, ...rest } = options;
  return platforms.length > 0 ? { ...rest, platforms } : rest;
}
