import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { contactInput, marketingOkDto, waitlistInput } from '../../../shared/schemas/marketing';
import { requestLocale } from '../../auth/locale';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { clientIp, type AppEnv } from '../../http/context';
import { jsonBody, jsonResponse } from '../../http/openapi';
import { RateLimit, type RateLimitRule } from '../../lib/rate-limit';
import type { Mailer } from '../../mail/mailer';
import { joinWaitlist, submitContactMessage } from './marketing.service';

const MINUTE = 60;

/** Public forms, limited per client address: they write rows and, for contact, send email. */
export const marketingLimitRules = {
  waitlist: { name: 'waitlist-address', points: 5, durationSeconds: 15 * MINUTE },
  contact: { name: 'contact-address', points: 3, durationSeconds: 60 * MINUTE },
} satisfies Record<string, RateLimitRule>;

const refusals = {
  400: { description: "Invalid input: the first problem's message, every issue in details" },
  429: { description: "Too many submissions from this address: 'Too many attempts. Please try again in {N} minutes.'" },
};

const routes = {
  waitlist: createRoute({
    method: 'post',
    path: '/waitlist',
    summary: 'Join the waiting list (public)',
    request: jsonBody(waitlistInput),
    responses: {
      201: jsonResponse(marketingOkDto, 'On the list (the same answer when the address already was)'),
      ...refusals,
    },
  }),
  contact: createRoute({
    method: 'post',
    path: '/contact',
    summary: 'Send a message to support through the contact form (public)',
    request: jsonBody(contactInput),
    responses: { 201: jsonResponse(marketingOkDto, 'Stored (and emailed to support)'), ...refusals },
  }),
};

export function marketingRoutes(deps: { db: Db; env: Env; mailer: Mailer }) {
  const { db, env, mailer } = deps;
  const limits = {
    waitlist: new RateLimit(db, marketingLimitRules.waitlist),
    contact: new RateLimit(db, marketingLimitRules.contact),
  };

  return new OpenAPIHono<AppEnv>()
    .openapi(routes.waitlist, async (c) => {
      await limits.waitlist.consume(clientIp(c, env));
      await joinWaitlist(db, c.req.valid('json'));
      return c.json({ ok: true as const }, 201);
    })
    .openapi(routes.contact, async (c) => {
      await limits.contact.consume(clientIp(c, env));
      const contactDeps = { db, mailer, supportEmail: env.SUPPORT_EMAIL, log: c.get('log') };
      await submitContactMessage(contactDeps, c.req.valid('json'), requestLocale(c.req.raw));
      return c.json({ ok: true as const }, 201);
    });
}
