import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { documentSteps } from '../../../shared/schemas/kit';
import { documentSources, type KitCheckDto, type KitRegenerationSummary, type KitRepairDto } from '../../../shared/schemas/projects';
import type { CodeReportCounts, DriftItem, TaskCodeReport } from '../../../shared/schemas/code-analysis';
import type { CitationDto } from '../../../shared/schemas/questions';
import type { RoadmapSettings } from '../../../shared/schemas/roadmap';
import type { TestResult } from '../../../shared/task-evidence';
import { timestamps, createdAt } from './columns';
import { user } from './auth';

export const projectStatus = pgEnum('project_status', ['queued', 'generating', 'ready', 'failed']);
/** The kit's documents (shared with the API) and the user's own. */
export const documentKind = pgEnum('document_kind', [...documentSteps, 'custom']);
/** Where a version came from: the engine (generated, regenerated) or a person (edited, restored from an older version). */
export const documentSource = pgEnum('document_source', documentSources);
export const taskLevel = pgEnum('task_level', ['TASK', 'SUBTASK']);
export const taskStatus = pgEnum('task_status', ['todo', 'in_progress', 'done']);
export const taskPriority = pgEnum('task_priority', ['high', 'medium', 'low']);

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    idea: text('idea').notNull(),
    status: projectStatus('status').notNull().default('queued'),
    backendRequired: boolean('backend_required'),
    /** Choices made when the kit was ordered (platforms, stack preferences...). */
    kitOptions: jsonb('kit_options').notNull().default({}),
    /** Token usage summed over the kit's AI calls. */
    tokenUsage: jsonb('token_usage').notNull().default({}),
    failureReason: text('failure_reason'),
    /** False when the kit named the project (the overview's product name replaces the first words of the idea). */
    nameGiven: boolean('name_given').notNull().default(false),
    /** Starts at 1; a retry of a failed kit is attempt 2... (each attempt is charged and refunded on its own key). */
    attempt: integer('attempt').notNull().default(1),
    /** The kit check as the kit became ready (after the repair round, if one ran); null for older kits. */
    kitCheck: jsonb('kit_check').$type<KitCheckDto>(),
    /** What the repair round wrote again and why, or that it failed; null when none ran. */
    kitRepair: jsonb('kit_repair').$type<KitRepairDto>(),
    /** The roadmap's start date and phase moves; null until the founder saves one. */
    roadmap: jsonb('roadmap').$type<RoadmapSettings>(),
    ...timestamps(),
  },
  (t) => [index('projects_owner_created_idx').on(t.ownerId, t.createdAt)],
);

export const briefSource = pgEnum('brief_source', ['proposed', 'confirmed']);

/**
 * The brief a kit is written from (ADR 0022), versioned with the project: version 1 is stored in the
 * transaction that creates the project; the newest version is the current one.
 */
export const projectBriefs = pgTable(
  'project_briefs',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    brief: jsonb('brief').notNull(),
    /** `confirmed` when the founder sent it with the order, `proposed` when the server proposed it unreviewed. */
    source: briefSource('source').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('project_briefs_project_version_uq').on(t.projectId, t.version),
    check('project_briefs_version_positive', sql`${t.version} >= 1`),
  ],
);

export const kitStepStatus = pgEnum('kit_step_status', ['pending', 'running', 'done', 'failed']);

/** One row per step of a project's kit (ADR 0008): its state and, once done, its structured output. */
export const kitSteps = pgTable(
  'kit_steps',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    step: text('step').notNull(),
    status: kitStepStatus('status').notNull().default('pending'),
    output: jsonb('output'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    durationMs: integer('duration_ms'),
    /** How long its latest job waited in the queue, from when it could start to when a worker took it. */
    queueWaitMs: integer('queue_wait_ms'),
    /** Which model wrote the output ('offline', or provider:model) and the tokens of its call. */
    model: text('model'),
    inputTokens: integer('input_tokens'),
    outputTokens: integer('output_tokens'),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.step] })],
);

export const regenerationStatus = pgEnum('regeneration_status', ['queued', 'done', 'failed']);

/** A request to write a new version of one document; counted against the plan's monthly limit. */
export const regenerations = pgTable(
  'regenerations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The document written again; null for a regeneration of the whole kit from an edited brief. */
    kind: documentKind('kind'),
    status: regenerationStatus('status').notNull().default('queued'),
    /** A whole-kit regeneration: the project's attempt that writes it (one regeneration per attempt). */
    attempt: integer('attempt'),
    /** A whole-kit regeneration: what it changed (documents written again, tasks added, kept, archived). */
    summary: jsonb('summary').$type<KitRegenerationSummary>(),
    error: text('error'),
    /** Which model wrote the new version and the tokens of its call (once done). */
    model: text('model'),
    inputTokens: integer('input_tokens'),
    outputTokens: integer('output_tokens'),
    createdAt: createdAt(),
  },
  (t) => [
    index('regenerations_project_created_idx').on(t.projectId, t.createdAt),
    uniqueIndex('regenerations_project_attempt_uq').on(t.projectId, t.attempt),
  ],
);

export const customDocumentStatus = pgEnum('custom_document_status', ['queued', 'done', 'failed']);

/**
 * A document the founder asked for beyond the kit's own (a title and what it should say): its
 * identity and the request that writes it. Its versions are `documents` of kind `custom` that point
 * here. Titles are unique per project, whatever their case.
 */
export const customDocuments = pgTable(
  'custom_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    instructions: text('instructions').notNull(),
    status: customDocumentStatus('status').notNull().default('queued'),
    error: text('error'),
    /** Which model wrote the first version and the tokens of its call (once done). */
    model: text('model'),
    inputTokens: integer('input_tokens'),
    outputTokens: integer('output_tokens'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('custom_documents_project_title_uq').on(t.projectId, sql`lower(${t.title})`)],
);

/** Versioned documents: the newest version per (project, kind, title for custom) is current. */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: documentKind('kind').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** The step's structured output, when it came from the kit engine. */
    data: jsonb('data'),
    version: integer('version').notNull().default(1),
    source: documentSource('source').notNull().default('generated'),
    /** The person who wrote this version (edited or restored it); null when the engine wrote it. */
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    /**
     * Which engine's text this version is ('offline', or provider:model): the one that wrote it, or, for
     * a person's edit or restore, the one that wrote the text it is built on. Null when unknown.
     */
    model: text('model'),
    /** The custom document this is a version of (kind `custom` only). */
    customDocumentId: uuid('custom_document_id').references((): AnyPgColumn => customDocuments.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('documents_custom_document_idx').on(t.customDocumentId, t.version),
    uniqueIndex('documents_project_kind_title_version_uq').on(t.projectId, t.kind, t.title, t.version),
    index('documents_project_kind_idx').on(t.projectId, t.kind, t.version),
    check('documents_version_positive', sql`${t.version} >= 1`),
  ],
);

/**
 * The text a regeneration of the kit wrote for a document the founder had edited by hand: their
 * version stays current and this waits beside it until they keep theirs, take it or merge the two
 * (ADR 0034). One per document: a later regeneration's offer replaces an undecided one.
 */
export const documentOffers = pgTable(
  'document_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: documentKind('kind').notNull(),
    regenerationId: uuid('regeneration_id').references(() => regenerations.id, { onDelete: 'set null' }),
    /** The founder's version the text was offered beside. */
    baseVersion: integer('base_version').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    data: jsonb('data'),
    /** Which engine wrote the offered text ('offline', or provider:model), kept by the version it becomes. */
    model: text('model'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('document_offers_project_kind_uq').on(t.projectId, t.kind)],
);

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => tasks.id, { onDelete: 'cascade' }),
    level: taskLevel('level').notNull().default('TASK'),
    order: integer('order'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    priority: taskPriority('priority').notNull().default('medium'),
    status: taskStatus('status').notNull().default('todo'),
    /** Estimate in hours. */
    estimate: integer('estimate'),
    acceptanceCriteria: jsonb('acceptance_criteria').$type<string[]>().notNull().default([]),
    featureIds: jsonb('feature_ids').$type<string[]>().notNull().default([]),
    dependsOn: jsonb('depends_on').$type<string[]>().notNull().default([]),
    /** How the task is verified; empty for tasks from kits written before the kit gave one. */
    testStrategy: text('test_strategy').notNull().default(''),
    /** Which parts of the documents a prompt for this task needs. */
    promptContext: jsonb('prompt_context'),
    /**
     * The task's identity across versions of the kit (its features and normalised title): a
     * regeneration keeps the work done on a task whose key the new kit still has.
     */
    key: text('key'),
    /** When a regeneration dropped the task: hidden from the board, kept in the database. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** When the task last moved to in progress: where `specforge done` looks for commits without a local record. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [index('tasks_project_level_order_idx').on(t.projectId, t.level, t.order), index('tasks_parent_idx').on(t.parentId)],
);

/**
 * What showed a task done, one row per move to done (or evidence sent to a done task): the newest
 * row is the one its state is read from while the task stays done; older rows are its history
 * (ADR 0054). A move to done without evidence records an empty row, so it reads `claimed`.
 */
export const taskEvidence = pgTable(
  'task_evidence',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    commits: jsonb('commits').$type<{ sha: string; subject: string }[]>().notNull().default([]),
    files: jsonb('files').$type<string[]>().notNull().default([]),
    tests: jsonb('tests').$type<{ name: string; ids: string[]; result: TestResult }[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('task_evidence_task_created_idx').on(t.taskId, t.createdAt)],
);

export const prompts = pgTable(
  'prompts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('prompts_project_platform_uq').on(t.projectId, t.platform)],
);

/** A question asked about a kit and its answer, kept per project (newest last). */
export const projectQuestions = pgTable(
  'project_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    /** False when the kit does not say: the citations are then the nearest sections. */
    answered: boolean('answered').notNull(),
    citations: jsonb('citations').$type<CitationDto[]>().notNull(),
    /** Which engine answered ('offline', or provider:model; 'none' when no engine was asked). */
    model: text('model').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('project_questions_project_created_idx').on(t.projectId, t.createdAt)],
);

/**
 * What `specforge check` found in the project's repository, as its developer uploaded it (the code
 * never leaves their machine, only this). Every report is kept: the history shows the progress.
 */
export const codeReports = pgTable(
  'code_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Who uploaded it; null once their account is gone. */
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    commit: text('commit'),
    branch: text('branch'),
    files: integer('files').notNull(),
    tasks: jsonb('tasks').$type<TaskCodeReport[]>().notNull(),
    drift: jsonb('drift').$type<DriftItem[]>().notNull(),
    /** Counted once as it is stored, so the history reads no report whole. */
    counts: jsonb('counts').$type<CodeReportCounts>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('code_reports_project_created_idx').on(t.projectId, t.createdAt)],
);
