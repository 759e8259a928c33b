import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { templateDto, templateParams, templatesDto } from '../../../shared/schemas/templates';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/context';
import { jsonResponse } from '../../http/openapi';
import { getTemplate, listTemplates } from './templates.service';

const routes = {
  list: createRoute({
    method: 'get',
    path: '/templates',
    summary: 'The template library, by category then name (public)',
    responses: { 200: jsonResponse(templatesDto, 'Templates') },
  }),
  get: createRoute({
    method: 'get',
    path: '/templates/{id}',
    summary: 'One template: its starting idea and guide (public)',
    request: { params: templateParams },
    responses: { 200: jsonResponse(templateDto, 'The template'), 404: { description: 'Template not found.' } },
  }),
};

/** The same for everyone and changed only by a deploy: shared caches may keep it for an hour. */
const cachePublicly = (c: Context) => c.header('Cache-Control', 'public, max-age=3600');

export function templateRoutes(deps: { db: Db }) {
  const { db } = deps;
  return new OpenAPIHono<AppEnv>()
    .openapi(routes.list, async (c) => {
      const templates = await listTemplates(db);
      cachePublicly(c);
      return c.json({ templates }, 200);
    })
    .openapi(routes.get, async (c) => {
      const template = await getTemplate(db, c.req.valid('param').id);
      cachePublicly(c);
      return c.json(template, 200);
    });
}
