import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { pricingCatalogue } from '../../../shared/pricing-catalogue';
import { pricingDto } from '../../../shared/schemas/pricing';
import type { AppEnv } from '../../http/context';
import { jsonResponse } from '../../http/openapi';

const route = createRoute({
  method: 'get',
  path: '/pricing',
  summary: 'Plans, their prices and features (live or in development), bundles with per-kit prices, and the free evaluation’s terms (public)',
  responses: { 200: jsonResponse(pricingDto, 'Pricing') },
});

/**
 * Pricing as sold, from the same tables the entitlements and the pricing page read (ADR 0048). The
 * same for everyone and changed only by a deploy: shared caches may keep it for an hour.
 */
export function pricingRoutes() {
  return new OpenAPIHono<AppEnv>().openapi(route, (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json(pricingCatalogue, 200);
  });
}
