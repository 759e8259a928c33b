import { randomUUID } from 'node:crypto';
import type { CheckoutDto, CheckoutResultDto, CreditsDto } from '../../src/shared/schemas/billing';
import { authedRequest } from './auth-helpers';
import type { TestUser } from './kit-helpers';
import type { AppClient } from './test-app';

/** The billing API as a signed-in user calls it, for the billing tests. */

type Tier = Record<string, unknown>;

/** `POST /api/checkout` for `tier` (a fresh request id each time); `null` calls it signed out. */
export const checkout = (t: AppClient, user: TestUser | null, tier: Tier) =>
  t.app.request('/api/checkout', authedRequest('POST', { requestId: randomUUID(), ...tier }, user?.cookie));

/** A checkout opened for `tier`, as the API describes it. */
export const openCheckout = async (t: AppClient, user: TestUser, tier: Tier) =>
  (await (await checkout(t, user, tier)).json()) as CheckoutDto;

export const checkoutResult = async (t: AppClient, user: TestUser, id: string) =>
  (await (await t.app.request(`/api/checkout/${id}`, authedRequest('GET', undefined, user.cookie))).json()) as CheckoutResultDto;

export const creditsOf = async (t: AppClient, user: TestUser) =>
  (await (await t.app.request('/api/credits', authedRequest('GET', undefined, user.cookie))).json()) as CreditsDto;
