import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { createCustomDocumentInput, customDocumentDto, customDocumentsDto } from '../../../shared/schemas/custom-documents';
import { projectParams } from '../../../shared/schemas/projects';
import type { Auth } from '../../auth/auth';
import { requireUserId } from '../../auth/session';
import type { AppEnv } from '../../http/context';
import { jsonBody, jsonResponse, tokenOrSession } from '../../http/openapi';
import type { KitDeps } from '../kits/kits.service';
import { createCustomDocument, listCustomDocuments } from './custom-documents.service';

const routes = tokenOrSession({
  create: createRoute({
    method: 'post',
    path: '/projects/{id}/documents',
    summary: 'Write a custom document from the kit (Growth): queued, then written by the kit’s engine',
    request: { params: projectParams, ...jsonBody(createCustomDocumentInput) },
    responses: {
      202: jsonResponse(customDocumentDto, 'The custom document, queued'),
      403: { description: 'CUSTOM_DOCUMENTS_PLAN: only the Growth plan writes custom documents' },
      409: { description: 'CUSTOM_DOCUMENT_LIMIT, CUSTOM_DOCUMENT_TITLE_TAKEN or KIT_NOT_READY' },
    },
  }),
  list: createRoute({
    method: 'get',
    path: '/projects/{id}/custom-documents',
    summary: 'The project’s custom documents, oldest first, with their current version once written',
    request: { params: projectParams },
    responses: { 200: jsonResponse(customDocumentsDto, 'Custom documents') },
  }),
});

/** Custom documents are read, edited and downloaded through the document routes, by their id. */
export function customDocumentRoutes(deps: { auth: Auth; kit: KitDeps }) {
  const { auth, kit } = deps;
  const userId = (c: Parameters<typeof requireUserId>[0]) => requireUserId(c, auth);
  return new OpenAPIHono<AppEnv>()
    .openapi(routes.create, async (c) => {
      const owner = await userId(c);
      const { id } = c.req.valid('param');
      const document = await createCustomDocument(kit, owner, id, c.req.valid('json'));
      c.get('log').info({ projectId: id, customDocumentId: document.id }, 'custom document ordered');
      return c.json(document, 202);
    })
    .openapi(routes.list, async (c) =>
      c.json({ documents: await listCustomDocuments(kit.db, await userId(c), c.req.valid('param').id) }, 200),
    );
}
