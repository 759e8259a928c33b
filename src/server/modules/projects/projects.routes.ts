import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import {
  createProjectInput,
  decideOfferInput,
  documentDto,
  documentOfferDto,
  documentParams,
  documentsDto,
  documentVersionDto,
  documentVersionsDto,
  kitFilesDto,
  kitRegenerationResultDto,
  PROJECT_EVENT,
  projectDto,
  projectParams,
  projectsDto,
  promptDto,
  promptParams,
  regenerateKitInput,
  regenerationDto,
  restoreVersionInput,
  updateDocumentInput,
  updateProjectInput,
} from '../../../shared/schemas/projects';
import {
  customDocumentDto,
  customDocumentIdOf,
  documentRefParams,
  documentRefVersionParams,
} from '../../../shared/schemas/custom-documents';
import type { CustomDocumentRef } from '../kits/kits.repo';
import type { DocumentKind } from '../../../shared/schemas/kit';
import type { Auth } from '../../auth/auth';
import { editCustomDocument, getCustomDocument } from '../custom-documents/custom-documents.service';
import { projectCallerJudge, requireUserId } from '../../auth/session';
import { judgeWhileOpen } from '../../http/judged-stream';
import type { AppEnv } from '../../http/context';
import type { KitDeps } from '../kits/kits.service';
import { channels, type Notifications } from '../../jobs/notifications';
import { downloadDocument, exportProject, kitFiles } from './export.service';
import { decideOffer, getOffer } from './document-offers.service';
import { getVersion, listVersions, restoreVersion } from './document-versions.service';
import { getKitRegeneration, regenerateKit } from './kit-regeneration.service';
import {
  createProject,
  deleteProject,
  editDocument,
  getDocument,
  getProject,
  getPrompt,
  listDocuments,
  listProjects,
  regenerateDocument,
  renameProject,
  retryProject,
} from './projects.service';
import { jsonBody, jsonResponse, tokenOrSession } from '../../http/openapi';
import { RateLimit } from '../../lib/rate-limit';
import { briefLimitRule } from '../briefs/briefs.service';
import { modelCallLimitRule } from '../questions/questions.service';

const routes = tokenOrSession({
  list: createRoute({
    method: 'get',
    path: '/projects',
    summary: 'Your projects, newest first',
    responses: { 200: jsonResponse(projectsDto, 'Projects') },
  }),
  create: createRoute({
    method: 'post',
    path: '/projects',
    summary: 'Order a kit: charges one credit, creates the project and starts writing its documents',
    request: jsonBody(createProjectInput),
    responses: {
      201: jsonResponse(projectDto, 'The project, its kit queued'),
      402: { description: 'INSUFFICIENT_CREDITS' },
      403: { description: 'The Free plan cannot create projects' },
    },
  }),
  get: createRoute({
    method: 'get',
    path: '/projects/{id}',
    summary: 'A project with the progress of its kit and, once done, the kit check',
    request: { params: projectParams },
    responses: { 200: jsonResponse(projectDto, 'The project') },
  }),
  rename: createRoute({
    method: 'patch',
    path: '/projects/{id}',
    summary: 'Rename a project',
    request: { params: projectParams, ...jsonBody(updateProjectInput) },
    responses: { 200: jsonResponse(projectDto, 'The renamed project') },
  }),
  remove: createRoute({
    method: 'delete',
    path: '/projects/{id}',
    summary: 'Delete a project with its documents, tasks and prompts (its credit is not refunded)',
    request: { params: projectParams },
    responses: { 204: { description: 'Deleted' } },
  }),
  retry: createRoute({
    method: 'post',
    path: '/projects/{id}/retry',
    summary: 'Start a failed kit again from where it failed (charges one credit)',
    request: { params: projectParams },
    responses: { 202: jsonResponse(projectDto, 'The project, queued again') },
  }),
  documents: createRoute({
    method: 'get',
    path: '/projects/{id}/documents',
    summary: 'The current version of every document written so far',
    request: { params: projectParams },
    responses: { 200: jsonResponse(documentsDto, 'Documents in tab order') },
  }),
  document: createRoute({
    method: 'get',
    path: '/projects/{id}/documents/{kind}',
    summary: 'The current version of one document (a kit document by its kind, a custom one by its id)',
    request: { params: documentRefParams },
    responses: { 200: jsonResponse(documentDto.or(customDocumentDto), 'The document') },
  }),
  editDocument: createRoute({
    method: 'put',
    path: '/projects/{id}/documents/{kind}',
    summary: 'Save an edited document (a kit document by its kind, a custom one by its id) as its new version (paid plans)',
    request: { params: documentRefParams, ...jsonBody(updateDocumentInput) },
    responses: {
      200: jsonResponse(documentDto.or(customDocumentDto), 'The new current version'),
      403: { description: 'The Free plan is read-only' },
      404: { description: 'No such project, or the document is not written yet' },
      409: { description: 'The document changed since `baseVersion`' },
    },
  }),
  versions: createRoute({
    method: 'get',
    path: '/projects/{id}/documents/{kind}/versions',
    summary: 'Every version of one document (by kind, or a custom one by id), newest first: number, time, source and who wrote it',
    request: { params: documentRefParams },
    responses: {
      200: jsonResponse(documentVersionsDto, 'The versions'),
      404: { description: 'No such project, or the document is not written yet' },
    },
  }),
  version: createRoute({
    method: 'get',
    path: '/projects/{id}/documents/{kind}/versions/{version}',
    summary: 'One version of a document (by kind, or a custom one by id) with its text',
    request: { params: documentRefVersionParams },
    responses: {
      200: jsonResponse(documentVersionDto, 'The version'),
      404: { description: 'No such project, or no such version (VERSION_NOT_FOUND)' },
    },
  }),
  restoreVersion: createRoute({
    method: 'post',
    path: '/projects/{id}/documents/{kind}/versions/{version}/restore',
    summary: 'Make an older version current again, as a new version (paid plans)',
    request: { params: documentRefVersionParams, ...jsonBody(restoreVersionInput) },
    responses: {
      200: jsonResponse(documentVersionDto, 'The new current version (source `restored`)'),
      403: { description: 'The Free plan is read-only' },
      404: { description: 'No such project, or no such version (VERSION_NOT_FOUND)' },
      409: { description: 'The document changed since `baseVersion`' },
    },
  }),
  download: createRoute({
    method: 'get',
    path: '/projects/{id}/documents/{kind}/download',
    summary: 'The current version of one document (by kind, or a custom one by id) as a markdown file (paid plans)',
    request: { params: documentRefParams },
    responses: {
      200: { description: 'The document', content: { 'text/markdown': { schema: z.string() } } },
      403: { description: 'The Free plan is read-only' },
    },
  }),
  export: createRoute({
    method: 'get',
    path: '/projects/{id}/export.zip',
    summary: 'The whole kit as a zip: documents, prompts, tasks and rules files for coding agents (paid plans)',
    request: { params: projectParams },
    responses: {
      200: { description: 'The zip', content: { 'application/zip': { schema: z.string().openapi({ format: 'binary' }) } } },
      403: { description: 'The Free plan is read-only' },
      409: { description: 'No document is written yet' },
    },
  }),
  files: createRoute({
    method: 'get',
    path: '/projects/{id}/files',
    summary: 'The files of the zip export as JSON, for writing the kit into a repository (`specforge pull`; paid plans)',
    request: { params: projectParams },
    responses: {
      200: jsonResponse(kitFilesDto, 'The files'),
      403: { description: 'The Free plan is read-only' },
      409: { description: 'No document is written yet' },
    },
  }),
  regenerate: createRoute({
    method: 'post',
    path: '/projects/{id}/documents/{kind}/regenerate',
    summary: 'Write a new version of one document (within the plan’s monthly limit)',
    request: { params: documentParams },
    responses: {
      202: jsonResponse(regenerationDto, 'Queued; how many regenerations are left this month'),
      429: { description: 'RATE_LIMITED: 60 model calls (questions and document regenerations) an hour per account' },
    },
  }),
  regenerateKit: createRoute({
    method: 'post',
    path: '/projects/{id}/regenerate',
    summary:
      'Write the whole kit again from an edited brief, keeping the work done on its tasks (one of the plan’s monthly regenerations)',
    request: { params: projectParams, ...jsonBody(regenerateKitInput) },
    responses: {
      202: jsonResponse(kitRegenerationResultDto, 'Queued; how many regenerations are left this month'),
      403: { description: 'REGENERATION_PLAN: the Free plan cannot regenerate' },
      409: { description: 'KIT_REGENERATING, KIT_NOT_READY or REGENERATION_LIMIT' },
    },
  }),
  kitRegeneration: createRoute({
    method: 'get',
    path: '/projects/{id}/regeneration',
    summary: 'The newest regeneration of the whole kit with what it changed, and the regenerations left this month',
    request: { params: projectParams },
    responses: { 200: jsonResponse(kitRegenerationResultDto, 'The regeneration (null before the first)') },
  }),
  offer: createRoute({
    method: 'get',
    path: '/projects/{id}/documents/{kind}/offer',
    summary: 'The text a regeneration wrote for a document edited by hand, waiting beside the founder’s version',
    request: { params: documentParams },
    responses: {
      200: jsonResponse(documentOfferDto, 'The offered text'),
      404: { description: 'OFFER_NOT_FOUND: nothing is waiting for a decision on this document' },
    },
  }),
  decideOffer: createRoute({
    method: 'post',
    path: '/projects/{id}/documents/{kind}/offer',
    summary: 'Keep the founder’s text, take the offered one, or save a merge of the two (costs nothing)',
    request: { params: documentParams, ...jsonBody(decideOfferInput) },
    responses: {
      200: jsonResponse(documentDto, 'The document’s current version after the decision'),
      403: { description: 'The Free plan is read-only' },
      404: { description: 'OFFER_NOT_FOUND: decided already, or replaced by a newer regeneration’s' },
      409: { description: 'The document changed since `baseVersion`' },
    },
  }),
  prompt: createRoute({
    method: 'get',
    path: '/projects/{id}/prompts/{platform}',
    summary: 'The implementation prompt for one code-generation tool',
    request: { params: promptParams },
    responses: { 200: jsonResponse(promptDto, 'The prompt') },
  }),
  events: createRoute({
    method: 'get',
    path: '/projects/{id}/events',
    summary: 'Server-sent events: the whole project at connect and after every change of its kit',
    description:
      'The stream ends once its token is revoked or expires, its session signs out, the account is banned or loses its place on the project (judged before each event and every 30 s).',
    request: { params: projectParams },
    responses: { 200: { description: `text/event-stream of "${PROJECT_EVENT}" events carrying the project JSON` } },
  }),
});

/** What a document route's `:kind` names: a kit document's kind, or a custom document by its id. */
function documentRefOf(kind: DocumentKind | string): DocumentKind | CustomDocumentRef {
  const customDocumentId = customDocumentIdOf(kind);
  return customDocumentId ? { customDocumentId } : (kind as DocumentKind);
}

/** Comment lines, every 30 s, keep proxies from closing an idle stream. */
const HEARTBEAT_MS = 30_000;

export function projectRoutes(deps: {
  auth: Auth;
  kit: KitDeps;
  notifications: Notifications;
  /** How often an open event stream judges its caller again (ADR 0036). */
  accessCheckMs: number;
}) {
  const { auth, kit, notifications, accessCheckMs } = deps;
  const { db } = kit;
  const userId = (c: Parameters<typeof requireUserId>[0]) => requireUserId(c, auth);
  const briefLimit = new RateLimit(db, briefLimitRule);
  // Shared with questions: each regeneration of one document is a paid model call, unlimited on Growth.
  const modelCallLimit = new RateLimit(db, modelCallLimitRule);

  return new OpenAPIHono<AppEnv>()
    .openapi(routes.list, async (c) => c.json({ projects: await listProjects(db, await userId(c)) }, 200))
    .openapi(routes.create, async (c) => {
      const actor = await userId(c);
      const order = c.req.valid('json');
      // An order without a brief proposes one, which counts against the same hourly allowance.
      if (!order.brief) await briefLimit.consume(actor);
      const project = await createProject(kit, actor, order);
      c.get('log').info({ projectId: project.id }, 'kit ordered');
      return c.json(project, 201);
    })
    .openapi(routes.get, async (c) => c.json(await getProject(db, await userId(c), c.req.valid('param').id), 200))
    .openapi(routes.rename, async (c) => {
      const actor = await userId(c);
      return c.json(await renameProject(db, actor, c.req.valid('param').id, c.req.valid('json').name), 200);
    })
    .openapi(routes.remove, async (c) => {
      const actor = await userId(c);
      const { id } = c.req.valid('param');
      await deleteProject(db, actor, id);
      c.get('log').info({ projectId: id }, 'project deleted');
      return c.body(null, 204);
    })
    .openapi(routes.retry, async (c) => c.json(await retryProject(kit, await userId(c), c.req.valid('param').id), 202))
    .openapi(routes.documents, async (c) =>
      c.json({ documents: await listDocuments(db, await userId(c), c.req.valid('param').id) }, 200),
    )
    .openapi(routes.document, async (c) => {
      const { id, kind } = c.req.valid('param');
      const customId = customDocumentIdOf(kind);
      const actor = await userId(c);
      if (customId) return c.json(await getCustomDocument(db, actor, id, customId), 200);
      return c.json(await getDocument(db, actor, id, kind as DocumentKind), 200);
    })
    .openapi(routes.editDocument, async (c) => {
      const actor = await userId(c);
      const { id, kind } = c.req.valid('param');
      const customId = customDocumentIdOf(kind);
      if (customId) return c.json(await editCustomDocument(db, actor, id, customId, c.req.valid('json')), 200);
      return c.json(await editDocument(db, actor, id, kind as DocumentKind, c.req.valid('json')), 200);
    })
    .openapi(routes.versions, async (c) => {
      const { id, kind } = c.req.valid('param');
      return c.json({ versions: await listVersions(db, await userId(c), id, documentRefOf(kind)) }, 200);
    })
    .openapi(routes.version, async (c) => {
      const { id, kind, version } = c.req.valid('param');
      return c.json(await getVersion(db, await userId(c), id, documentRefOf(kind), version), 200);
    })
    .openapi(routes.restoreVersion, async (c) => {
      const actor = await userId(c);
      const { id, kind, version } = c.req.valid('param');
      return c.json(await restoreVersion(db, actor, id, documentRefOf(kind), version, c.req.valid('json')), 200);
    })
    .openapi(routes.download, async (c) => {
      const actor = await userId(c);
      const { id, kind } = c.req.valid('param');
      const file = await downloadDocument(db, actor, id, documentRefOf(kind));
      c.header('Content-Disposition', file.disposition);
      c.header('Content-Type', 'text/markdown; charset=utf-8');
      return c.body(file.body, 200);
    })
    .openapi(routes.export, async (c) => {
      const actor = await userId(c);
      const file = await exportProject(db, actor, c.req.valid('param').id);
      c.header('Content-Disposition', file.disposition);
      c.header('Content-Type', 'application/zip');
      // fflate allocates a plain ArrayBuffer; its type says ArrayBufferLike.
      return c.body(file.body as Uint8Array<ArrayBuffer>, 200);
    })
    .openapi(routes.files, async (c) => c.json(await kitFiles(db, await userId(c), c.req.valid('param').id), 200))
    .openapi(routes.regenerate, async (c) => {
      const { id, kind } = c.req.valid('param');
      const actor = await userId(c);
      // Counted before the checks, so parallel requests cannot all pass; a refused one gives it back.
      await modelCallLimit.consume(actor);
      try {
        return c.json(await regenerateDocument(kit, actor, id, kind), 202);
      } catch (error) {
        await modelCallLimit.refund(actor);
        throw error;
      }
    })
    .openapi(routes.regenerateKit, async (c) => {
      const actor = await userId(c);
      const { id } = c.req.valid('param');
      const result = await regenerateKit(kit, actor, id, c.req.valid('json').brief);
      c.get('log').info({ projectId: id }, 'kit regeneration started');
      return c.json(result, 202);
    })
    .openapi(routes.kitRegeneration, async (c) =>
      c.json(await getKitRegeneration(db, await userId(c), c.req.valid('param').id), 200),
    )
    .openapi(routes.offer, async (c) => {
      const { id, kind } = c.req.valid('param');
      return c.json(await getOffer(db, await userId(c), id, kind), 200);
    })
    .openapi(routes.decideOffer, async (c) => {
      const actor = await userId(c);
      const { id, kind } = c.req.valid('param');
      const input = c.req.valid('json');
      const document = await decideOffer(db, actor, id, kind, input);
      c.get('log').info({ projectId: id, kind, choice: input.choice }, 'regeneration offer decided');
      return c.json(document, 200);
    })
    .openapi(routes.prompt, async (c) => {
      const { id, platform } = c.req.valid('param');
      return c.json(await getPrompt(db, await userId(c), id, platform), 200);
    })
    .openapi(routes.events, async (c) => {
      const actor = await userId(c);
      const { id } = c.req.valid('param');
      // Before the stream starts, so another user's project is a plain 404.
      await getProject(db, actor, id);
      c.header('X-Accel-Buffering', 'no');
      return streamSSE(c, async (stream) => {
        // The token or session that opened the stream, and the caller's place on the project, are
        // judged again before each event and every `accessCheckMs`: losing either ends the stream.
        const access = judgeWhileOpen(stream, projectCallerJudge(c, auth, db, actor, id, 'project.read'), accessCheckMs);
        let changed = true;
        let wake: () => void = () => {};
        const unsubscribe = notifications.on(channels.progress, (projectId) => {
          if (projectId !== id) return;
          changed = true;
          wake();
        });
        // Changes notified while the database connection was being replaced were missed: read again.
        const stopResume = notifications.onResume(() => {
          changed = true;
          wake();
        });
        stream.onAbort(() => {
          unsubscribe();
          stopResume();
          wake();
        });
        let sent = '';
        let sequence = 0;
        while (!stream.aborted) {
          if (changed) {
            changed = false;
            if (!(await access.allowed())) break;
            // Read after subscribing: a change made before the subscription is in this read.
            const project = await getProject(db, actor, id).catch(() => null);
            if (!project) break;
            const data = JSON.stringify(project);
            if (data !== sent) {
              sent = data;
              sequence += 1;
              await stream.writeSSE({ event: PROJECT_EVENT, data, id: String(sequence) });
            }
            continue;
          }
          const woke = await new Promise<boolean>((resolve) => {
            const timer = setTimeout(() => resolve(false), HEARTBEAT_MS);
            wake = () => {
              clearTimeout(timer);
              resolve(true);
            };
          });
          if (!woke && !stream.aborted) await stream.write(': heartbeat\n\n');
        }
        access.stop();
        unsubscribe();
        stopResume();
      }) as never;
    });
}
