import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { meDto, updateMeInput, type MeDto } from '../../../shared/schemas/auth';
import { accountCacheOf } from '../../auth/account-cache';
import type { Auth } from '../../auth/auth';
import { requireSession, type Session } from '../../auth/session';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/context';
import { sessionOnly } from '../../http/openapi';
import { accessOf, type ProfileWithAccess } from './access';
import { isNewAccountSession } from './new-account';
import { getOrCreateProfile, updateProfile } from './profiles.repo';

const json = (description: string) => ({ description, content: { 'application/json': { schema: meDto } } });

const { getMe, patchMe } = sessionOnly({
  getMe: createRoute({
    method: 'get',
    path: '/me',
    summary: 'The signed-in user and their plan',
    responses: { 200: json('The signed-in user') },
  }),
  patchMe: createRoute({
    method: 'patch',
    path: '/me',
    summary: 'Change the username or language',
    request: { body: { content: { 'application/json': { schema: updateMeInput } }, required: true } },
    responses: { 200: json('The updated user') },
  }),
});

function toDto(session: Session, profile: ProfileWithAccess): MeDto {
  const { user } = session;
  return {
    session: { id: session.session.id, newAccount: isNewAccountSession(user.createdAt, session.session.createdAt) },
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      image: user.image ?? null,
      role: (user as { role?: string | null }).role ?? null,
      twoFactorEnabled: Boolean((user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled),
    },
    profile: {
      userName: profile.userName,
      subscriptionPlan: profile.subscriptionPlan,
      subscriptionStatus: profile.stripeSubscriptionStatus,
      currentPeriodEnd: profile.stripeCurrentPeriodEnd?.toISOString() ?? null,
      availableCredits: profile.availableCredits,
      ownsKits: profile.ownsKits,
      locale: profile.locale === 'ru' ? 'ru' : 'en',
    },
  };
}

export function meRoutes({ auth, db }: { auth: Auth; db: Db }) {
  return new OpenAPIHono<AppEnv>()
    .openapi(getMe, async (c) => {
      const session = await requireSession(c, auth);
      const read = () => accessOf(db, session.user.id);
      return c.json(toDto(session, await (accountCacheOf(auth)?.profile(session.user.id, read) ?? read())), 200);
    })
    .openapi(patchMe, async (c) => {
      const session = await requireSession(c, auth);
      const changes = c.req.valid('json');
      await getOrCreateProfile(db, session.user.id);
      await updateProfile(db, session.user.id, changes);
      return c.json(toDto(session, await accessOf(db, session.user.id)), 200);
    });
}
