import { z } from 'zod';
import { projectActions, teamRoles, type ProjectAction } from '../permissions';
import { plainString, singleLineString } from './text';
import { brief, briefLanguage, briefPlatform, briefPlatforms, briefQuestion, MAX_QUESTIONS } from './brief';
import { documentKind, kitOptions, kitStepNames, platform, type KitStep } from './kit';
import { messageKeys } from '../message-keys';
import { subscriptionPlan } from './auth';

/** The texts the project and evaluation screens show, word for word. */
export const projectMessages = {
  ideaRequired: 'Please enter your project idea.',
  ideaTooLong: 'Please describe your idea in at most 5000 characters.',
  startFailed: 'Failed to start document generation. Please try again.',
  insufficientCredits:
    'Insufficient Credits - You have used all your available credits. Buy more credits and continue creating projects.',
  freePlan: 'Upgrade to create projects',
  evaluationUsed: 'Your free evaluation is not available or has already been used.',
  evaluationQuota: 'You have exceeded your evaluation quota.',
  evaluationAuth: 'Authentication error. Please sign in again.',
  evaluationTimeout: 'The request timed out. Please try again later.',
  regenerationLimit: 'You have used this month’s regenerations for this project.',
  regenerationPlan: 'Upgrade your plan to regenerate documents.',
  notReady: 'This document is still being generated.',
  kitRegenerating: 'This kit is already being written again. Wait for it to finish.',
  readOnly: 'Upgrade your plan to edit, copy, download or export documents.',
  promptsPlan: 'Upgrade your plan to use the AI implementation prompts.',
  editConflict: 'This document was changed since you opened it. Reload it and try again.',
  versionNotFound: 'This version of the document does not exist.',
  offerNotFound: 'No new text is waiting for a decision on this document.',
  documentRequired: 'The document cannot be empty.',
  documentTooLong: 'The document is too long (at most 200,000 characters).',
  projectNameRequired: 'Please enter a project name.',
  projectNameTooLong: 'The project name is too long.',
} as const;
/** The catalog's keys: what the schemas fail with and the client translates (English: the catalog). */
export const projectMessageKeys = messageKeys('projects.messages', projectMessages);

export const DOCUMENT_MAX = 200_000;

export const IDEA_MIN = 1;
export const IDEA_MAX = 5000;
export const PROJECT_NAME_MAX = 100;

export const idea = plainString({ error: projectMessageKeys.ideaRequired })
  .trim()
  .min(IDEA_MIN, projectMessageKeys.ideaRequired)
  .max(IDEA_MAX, projectMessageKeys.ideaTooLong);

export const createProjectInput = z.object({
  idea,
  /** Optional: the kit proposes a name when none is given. */
  name: singleLineString().trim().max(PROJECT_NAME_MAX).optional(),
  options: kitOptions.default({}),
  /** The template the idea came from, when it did. */
  templateId: z.uuid().optional(),
  /** The brief the founder confirmed; without one the server proposes it (and refuses an unclear idea). */
  brief: brief.optional(),
});
export type CreateProjectInput = z.input<typeof createProjectInput>;

/** `POST /api/briefs`: what the founder already decided about the brief, besides the idea. */
export const proposeBriefOptions = z.object({
  language: briefLanguage.optional(),
  platforms: z.array(briefPlatform).max(briefPlatforms.length).optional(),
});
export const proposeBriefInput = z.object({ idea, options: proposeBriefOptions.default({}) });
export type ProposeBriefInput = z.input<typeof proposeBriefInput>;

/** The proposed brief and up to three questions whose answers change it. */
export const briefProposalDto = z.object({ brief, questions: z.array(briefQuestion).max(MAX_QUESTIONS) });
export type BriefProposalDto = z.infer<typeof briefProposalDto>;

/** The 422 of an idea no honest kit can be made from: the questions that would make it clear. */
export const ideaUnclearDto = z.object({
  code: z.literal('IDEA_UNCLEAR'),
  message: z.string(),
  questions: z.array(briefQuestion).max(MAX_QUESTIONS),
});
export type IdeaUnclearDto = z.infer<typeof ideaUnclearDto>;

/** `GET /api/projects/:id/brief`: the brief the kit is written from, and its version. */
export const projectBriefDto = z.object({ brief, version: z.number().int().min(1) });
export type ProjectBriefDto = z.infer<typeof projectBriefDto>;

export const projectStatuses = ['queued', 'generating', 'ready', 'failed'] as const;
export const projectStatus = z.enum(projectStatuses);
export type ProjectStatus = z.infer<typeof projectStatus>;

export const stepStatuses = ['pending', 'running', 'done', 'failed'] as const;
export const stepStatus = z.enum(stepStatuses);
export type StepStatus = z.infer<typeof stepStatus>;

export const stepDto = z.object({
  step: z.enum(kitStepNames as [KitStep, ...KitStep[]]),
  status: stepStatus,
  attempts: z.number().int(),
  durationMs: z.number().int().nullable(),
});
export type StepDto = z.infer<typeof stepDto>;

/**
 * The kit check's checks by their stable ids, with their English labels (the client shows them in
 * the reader's language under `projects.check.items.<id>`; the problems stay in English).
 */
export const kitCheckLabels = {
  features_planned: 'Every feature is planned in an implementation phase',
  features_have_tasks: 'Every feature has at least one task',
  routes_in_frontend: 'Every app flow route is a frontend screen',
  entities_in_prd: 'Every backend entity is defined in the PRD',
  feature_ids_known: 'Every referenced feature id exists in the PRD',
  no_empty_sections: 'No document has an empty section or blank text',
  brief_entities_modelled: 'Every brief entity is in the data model and the PRD',
  brief_integrations_in_stack: 'Every brief integration is in the tech stack',
  brief_constraints_covered: 'Every brief constraint is in the backend and QA documents',
  capabilities_covered: 'Every feature’s capability has its PRD entry, endpoints, jobs and tasks',
  plan_follows_dependencies: 'The plan builds what each feature and task depends on first',
  entity_names: 'No entity is named after a regulation, an integration, a platform or the product',
  no_truncated_text: 'No text is cut off',
} as const;
export type KitCheckId = keyof typeof kitCheckLabels;

export const kitCheckDto = z.object({
  passed: z.boolean(),
  /** Share of checks that passed, 0..100. */
  score: z.number().int().min(0).max(100),
  /** False for a kit made before briefs: only its documents' agreement with each other was checked. */
  briefChecked: z.boolean(),
  checks: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      passed: z.boolean(),
      /** What is missing, in plain words; empty when the check passed. */
      problems: z.array(z.string()),
    }),
  ),
});
export type KitCheckDto = z.infer<typeof kitCheckDto>;

/**
 * The repair round after a failed kit check: the steps written again with the problems they were
 * told to fix. `failed` when the new versions could not be written (the kit keeps the first ones).
 */
export const kitRepairDto = z.object({
  status: z.enum(['repaired', 'failed']),
  steps: z.array(z.object({ step: z.enum(kitStepNames as [KitStep, ...KitStep[]]), problems: z.array(z.string()) })),
});
export type KitRepairDto = z.infer<typeof kitRepairDto>;

/** What the reader may do with a project: its role, whose team it belongs to, and the actions allowed. */
export const projectAccessDto = z.object({
  role: z.enum(teamRoles),
  /** The owner's name when the project is a team's the reader is a member of; null for the reader's own. */
  team: z.object({ ownerName: z.string() }).nullable(),
  /** The owner's plan: it decides the project's plan features for everyone on its team (ADR 0026). */
  plan: subscriptionPlan,
  actions: z.array(z.enum(projectActions as [ProjectAction, ...ProjectAction[]])),
});
export type ProjectAccessDto = z.infer<typeof projectAccessDto>;

export const projectSummaryDto = z.object({
  id: z.uuid(),
  name: z.string(),
  idea: z.string(),
  status: projectStatus,
  createdAt: z.string(),
  updatedAt: z.string(),
  access: projectAccessDto,
});
export type ProjectSummaryDto = z.infer<typeof projectSummaryDto>;

/**
 * An engine that wrote current documents of the kit ('offline', or provider:model such as
 * 'openai:gpt-4.1') and how many of them (a person's edit keeps the engine of the text it started from).
 */
export const kitWriterDto = z.object({ model: z.string(), documents: z.number().int().min(1) });
export type KitWriterDto = z.infer<typeof kitWriterDto>;

export const projectDto = projectSummaryDto.extend({
  backendRequired: z.boolean().nullable(),
  options: kitOptions,
  failureReason: z.string().nullable(),
  steps: z.array(stepDto),
  /** Steps done out of all steps: the page's progress bar. */
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  /** Present once every step is stored. */
  kitCheck: kitCheckDto.nullable(),
  /** Present when the kit check failed and the failing steps were written again. */
  kitRepair: kitRepairDto.nullable(),
  tokenUsage: z.object({ inputTokens: z.number(), outputTokens: z.number(), totalTokens: z.number() }),
  /**
   * Who wrote the kit, most documents first: one engine, or the main model and a fallback that took
   * over some documents. Empty until the first document is stored.
   */
  writtenBy: z.array(kitWriterDto),
});
export type ProjectDto = z.infer<typeof projectDto>;

export const projectsDto = z.object({ projects: z.array(projectSummaryDto) });
export type ProjectsDto = z.infer<typeof projectsDto>;

/** Where a document version came from: the engine (generated, regenerated) or a person (edited, restored). */
export const documentSources = ['generated', 'edited', 'regenerated', 'restored'] as const;
export const documentSource = z.enum(documentSources);
export type DocumentSource = z.infer<typeof documentSource>;
/** The sources of a version a person wrote: a regeneration keeps such a text (ADR 0034). */
export const handWrittenSources = ['edited', 'restored'] as const satisfies readonly DocumentSource[];
/** Whether a person wrote the version (edited, or restored from the history). */
export function isHandWritten(document: { source: string }): boolean {
  return (handWrittenSources as readonly string[]).includes(document.source);
}

export const documentDto = z.object({
  kind: documentKind,
  title: z.string(),
  content: z.string(),
  version: z.number().int(),
  source: documentSource,
  createdAt: z.string(),
});
export type DocumentDto = z.infer<typeof documentDto>;

export const documentsDto = z.object({ documents: z.array(documentDto) });
export type DocumentsDto = z.infer<typeof documentsDto>;

/** The person who wrote a version (edited or restored it); null when the engine wrote it. */
export const versionAuthorDto = z.object({ id: z.string(), name: z.string() }).nullable();

/** One entry of a document's history, newest first in `GET …/documents/:kind/versions`. */
export const documentVersionSummaryDto = documentDto.pick({ version: true, source: true, title: true, createdAt: true }).extend({
  who: versionAuthorDto,
});
export type DocumentVersionSummaryDto = z.infer<typeof documentVersionSummaryDto>;

export const documentVersionsDto = z.object({ versions: z.array(documentVersionSummaryDto) });
export type DocumentVersionsDto = z.infer<typeof documentVersionsDto>;

/** One version of a document with its text (`GET …/documents/:kind/versions/:version`). */
export const documentVersionDto = documentDto.extend({ who: versionAuthorDto });
export type DocumentVersionDto = z.infer<typeof documentVersionDto>;

export const regenerationDto = z.object({
  /** null when the plan has no monthly limit. */
  remaining: z.number().int().nullable(),
});
export type RegenerationDto = z.infer<typeof regenerationDto>;

export const promptDto = z.object({ platform, content: z.string() });
export type PromptDto = z.infer<typeof promptDto>;

/** `PUT /api/projects/:id/documents/:kind`: the edited markdown becomes a new version. */
export const updateDocumentInput = z.object({
  content: plainString({ error: projectMessageKeys.documentRequired })
    .refine((value) => value.trim().length > 0, projectMessageKeys.documentRequired)
    .refine((value) => value.length <= DOCUMENT_MAX, projectMessageKeys.documentTooLong),
  /** The version the edit started from: a newer current version is a 409 (no lost updates). */
  baseVersion: z.number().int().min(1),
});
export type UpdateDocumentInput = z.input<typeof updateDocumentInput>;

/** `POST …/documents/:kind/versions/:version/restore`: the old version becomes a new current one. */
export const restoreVersionInput = updateDocumentInput.pick({ baseVersion: true });
export type RestoreVersionInput = z.input<typeof restoreVersionInput>;

/** `PATCH /api/projects/:id`: rename. */
export const updateProjectInput = z.object({
  name: singleLineString().trim().min(1, projectMessageKeys.projectNameRequired).max(PROJECT_NAME_MAX, projectMessageKeys.projectNameTooLong),
});
export type UpdateProjectInput = z.input<typeof updateProjectInput>;

export const projectParams = z.object({ id: z.uuid() });
export const documentParams = projectParams.extend({ kind: documentKind });
export const versionParams = documentParams.extend({ version: z.coerce.number().int().min(1).max(2_147_483_647) });
export const promptParams = projectParams.extend({ platform });

/** Server-sent events on `GET /api/projects/:id/events`: each carries the whole project. */
export const PROJECT_EVENT = 'project';

/** `POST /api/projects/:id/regenerate`: the edited brief the whole kit is written again from. */
export const regenerateKitInput = z.object({ brief });
export type RegenerateKitInput = z.input<typeof regenerateKitInput>;

/**
 * What a regeneration of the kit changed: the documents that got a new version (the others came
 * out identical and were kept), and the tasks added to To do, kept with their status and order,
 * and archived (off the board, still stored).
 */
export const kitRegenerationSummary = z.object({
  documents: z.array(documentKind),
  /** Documents edited by hand: kept as they were, the new text offered beside them (ADR 0034). */
  offered: z.array(documentKind),
  tasks: z.object({ added: z.number().int(), kept: z.number().int(), archived: z.number().int() }),
});
export type KitRegenerationSummary = z.infer<typeof kitRegenerationSummary>;

export const kitRegenerationDto = z.object({
  id: z.uuid(),
  status: z.enum(['queued', 'done', 'failed']),
  createdAt: z.string(),
  /** Filled in as the steps are stored; final once `status` is `done`. */
  summary: kitRegenerationSummary,
  error: z.string().nullable(),
});
export type KitRegenerationDto = z.infer<typeof kitRegenerationDto>;

/** The answer to `POST /api/projects/:id/regenerate` and `GET …/regeneration` (the newest one, or null). */
export const kitRegenerationResultDto = z.object({
  regeneration: kitRegenerationDto.nullable(),
  /** Regenerations left this month for the project after this one; null when the plan has no limit. */
  remaining: z.number().int().nullable(),
  /** The kit documents whose current text a person wrote (edited or restored): a regeneration keeps them (ADR 0034). */
  edited: z.array(documentKind),
  /** The documents with a regeneration's text waiting for the founder's decision. */
  offers: z.array(documentKind),
});
export type KitRegenerationResultDto = z.infer<typeof kitRegenerationResultDto>;

/** `GET …/documents/:kind/offer`: the text a regeneration wrote for a document edited by hand, waiting beside it. */
export const documentOfferDto = z.object({
  kind: documentKind,
  title: z.string(),
  content: z.string(),
  /** The founder's version it was offered beside. */
  baseVersion: z.number().int(),
  createdAt: z.string(),
});
export type DocumentOfferDto = z.infer<typeof documentOfferDto>;

/**
 * `POST …/documents/:kind/offer`: the founder's decision. `keep` leaves their text current; `take`
 * makes the offered text a new version; `merge` saves the text they made of the two as a new
 * version. Taking and merging start from `baseVersion` like an edit (a newer current one is a 409).
 */
export const decideOfferInput = z.discriminatedUnion('choice', [
  z.object({ choice: z.literal('keep') }),
  z.object({ choice: z.literal('take'), baseVersion: updateDocumentInput.shape.baseVersion }),
  z.object({ choice: z.literal('merge'), ...updateDocumentInput.shape }),
]);
export type DecideOfferInput = z.input<typeof decideOfferInput>;

/** `GET /api/projects/:id/files`: the kit as the files of a repository, the same files the zip export holds. */
export const kitFilesDto = z.object({
  projectName: z.string(),
  files: z.array(z.object({ path: z.string(), content: z.string() })),
});
export type KitFilesDto = z.infer<typeof kitFilesDto>;

export const KIT_SEARCH_QUERY_MAX = 500;
/** `GET /api/projects/:id/search?q=…&limit=…`. */
export const kitSearchQuery = z.object({
  q: singleLineString().trim().min(1).max(KIT_SEARCH_QUERY_MAX),
  limit: z.coerce.number().int().min(1).max(20).default(5),
});

/** The kit's sections that hold the query's words, best first: where to read, not the whole text. */
export const kitSearchDto = z.object({
  hits: z.array(
    z.object({
      kind: documentKind,
      /** The document's title. */
      title: z.string(),
      heading: z.string(),
      /** The section's anchor in the document (`get a section` takes it). */
      anchor: z.string(),
      excerpt: z.string(),
      /** Relevance, higher is better; comparable within one answer only. */
      score: z.number(),
    }),
  ),
});
export type KitSearchDto = z.infer<typeof kitSearchDto>;
